import type { SubjectNotes } from './types';

/* Mathematics notes. Every worked example was computed by hand and checked a second way. */
export const mathematics: SubjectNotes = [
  {
    names: ['ratios', 'ratio', 'equivalent ratios', 'ratio tables'],
    goals: [
      'write a ratio three ways (a to b, a:b and a/b)',
      'find equivalent ratios with a ratio table',
      'use a ratio to find a missing quantity',
    ],
    terms: [
      ['ratio', 'a comparison of two quantities, such as 3 cups of flour to 2 cups of sugar'],
      ['equivalent ratios', 'ratios that make the same comparison, such as 3:2 and 6:4'],
      ['part-to-part ratio', 'a ratio that compares one part of a whole with another part'],
      ['part-to-whole ratio', 'a ratio that compares one part with the whole amount'],
    ],
    misconceptions: [
      {
        wrong: 'The ratio 2:3 is the same as the ratio 3:2.',
        right:
          'Order matters: 2:3 compares the first quantity to the second, 3:2 the other way round.',
      },
      {
        wrong: 'Adding the same number to both parts of a ratio keeps it equivalent.',
        right:
          'Equivalent ratios come from multiplying or dividing both parts by the same number: 2:3 = 4:6, but 2:3 is not 3:4.',
      },
    ],
    example: {
      problem:
        'A recipe uses 3 cups of flour for every 2 cups of sugar. How much sugar goes with 12 cups of flour?',
      steps: [
        'Write the ratio of flour to sugar: 3:2.',
        'Flour goes from 3 to 12 cups, which is 4 times as much (12 ÷ 3 = 4).',
        'Multiply the sugar by the same 4: 2 × 4 = 8.',
        'Check: 12:8 simplifies back to 3:2.',
      ],
      answer: '8 cups of sugar',
    },
    bankTopics: ['ratios'],
  },
  {
    names: ['unit rates', 'unit rate', 'rates', 'unit price', 'unit pricing'],
    goals: [
      'explain what a unit rate means in words',
      'find a unit rate by dividing',
      'compare two offers by their unit prices',
    ],
    terms: [
      [
        'rate',
        'a ratio that compares two quantities measured in different units, such as miles and hours',
      ],
      ['unit rate', 'a rate for one unit of the second quantity, such as 50 miles per 1 hour'],
      ['unit price', 'the cost of one unit of an item, such as $0.25 per ounce'],
      ['per', 'a word meaning "for each", which signals a rate'],
    ],
    misconceptions: [
      {
        wrong: 'To find a unit rate you can divide either number by the other.',
        right: 'Divide by the quantity you want "per one" of: miles per hour is miles ÷ hours.',
      },
      {
        wrong: 'The bigger package is always the better buy.',
        right:
          'Compare unit prices: the better buy costs less per unit, whatever the package size.',
      },
    ],
    example: {
      problem:
        'Store A sells 4 pens for $6. Store B sells 6 pens for $8.40. Which is the better buy?',
      steps: [
        'Unit price at Store A: $6 ÷ 4 = $1.50 per pen.',
        'Unit price at Store B: $8.40 ÷ 6 = $1.40 per pen.',
        'Compare: $1.40 is less than $1.50.',
      ],
      answer: 'Store B, at $1.40 per pen',
    },
    bankTopics: ['unit rate', 'unit price'],
  },
  {
    names: [
      'proportional relationships',
      'proportional relationship',
      'proportions',
      'proportion',
      'constant of proportionality',
    ],
    goals: [
      'decide whether a table or graph shows a proportional relationship',
      'find the constant of proportionality k',
      'write an equation of the form y = kx',
    ],
    terms: [
      ['proportional relationship', 'two quantities whose ratio y/x is always the same'],
      [
        'constant of proportionality',
        'the value k = y/x that stays the same in a proportional relationship',
      ],
      ['proportion', 'an equation saying two ratios are equal, such as 2/3 = 8/12'],
      [
        'origin',
        'the point (0, 0), which the graph of every proportional relationship passes through',
      ],
    ],
    misconceptions: [
      {
        wrong: 'Every straight-line graph shows a proportional relationship.',
        right:
          'Only a straight line through the origin (0, 0) is proportional; y = 2x + 3 is linear but not proportional.',
      },
      {
        wrong: 'If both quantities go up, they are proportional.',
        right: 'They are proportional only when y/x is the same for every pair.',
      },
    ],
    example: {
      problem:
        'A table shows hours worked and pay: (2, $24), (5, $60), (8, $96). Is pay proportional to hours? Write the equation.',
      steps: [
        'Find y/x for each pair: 24 ÷ 2 = 12, 60 ÷ 5 = 12, 96 ÷ 8 = 12.',
        'The ratio is the same every time, so the relationship is proportional with k = 12.',
        'Write y = kx with k = 12.',
      ],
      answer: 'Yes: y = 12x (12 dollars per hour)',
    },
  },
  {
    names: ['percentages', 'percentage', 'percent', 'percents', 'percent of a number'],
    goals: [
      'explain that a percent is a rate per 100',
      'find a percent of a number',
      'convert between fractions, decimals and percents',
    ],
    terms: [
      ['percent', 'a ratio that compares a number to 100; 35% means 35 out of 100'],
      [
        'percent of a number',
        'the part found by multiplying the whole by the percent as a decimal',
      ],
      ['percent increase', 'the change divided by the original amount, written as a percent'],
      ['discount', 'an amount taken off a price, often given as a percent'],
    ],
    misconceptions: [
      {
        wrong: 'A percent can never be more than 100%.',
        right: 'Percents above 100% mean more than the whole: 150% of 20 is 30.',
      },
      {
        wrong: 'A 50% increase followed by a 50% decrease brings you back to the start.',
        right: 'The decrease is taken from the larger amount: 100 → 150 → 75.',
      },
    ],
    example: {
      problem: 'A jacket costs $80 and is 25% off. What is the sale price?',
      steps: [
        'Write 25% as a decimal: 0.25.',
        'Find the discount: 0.25 × $80 = $20.',
        'Subtract it from the price: $80 − $20 = $60.',
        'Check: paying 75% of the price gives 0.75 × $80 = $60.',
      ],
      answer: '$60',
    },
    bankTopics: ['percent'],
  },
  {
    names: ['scale drawings', 'scale drawing', 'scale factor', 'maps and scale', 'scale'],
    goals: [
      'use a scale to find an actual length from a drawing',
      'find the scale factor between two similar figures',
    ],
    terms: [
      ['scale', 'the ratio of a length on a drawing to the actual length, such as 1 cm : 5 m'],
      [
        'scale drawing',
        'a drawing of an object whose lengths are all in the same ratio to the real ones',
      ],
      ['scale factor', 'the number every length is multiplied by to enlarge or reduce a figure'],
    ],
    misconceptions: [
      {
        wrong: 'If a scale factor doubles every length, the area doubles too.',
        right:
          'The area is multiplied by the scale factor squared: doubling lengths makes the area 4 times as large.',
      },
      {
        wrong: 'A scale of 1 cm : 5 m means the real object is 5 times as long as the drawing.',
        right: 'Units matter: 5 m is 500 cm, so the real object is 500 times as long.',
      },
    ],
    example: {
      problem: 'On a plan with scale 1 cm : 4 m, a room is 3.5 cm long. How long is the real room?',
      steps: ['Each centimetre on the plan stands for 4 m.', 'Multiply: 3.5 × 4 = 14.'],
      answer: '14 m',
    },
  },
  {
    names: [
      'fractions',
      'fraction',
      'adding fractions',
      'equivalent fractions',
      'comparing fractions',
    ],
    goals: [
      'explain what the numerator and denominator of a fraction mean',
      'find equivalent fractions',
      'add fractions with the same denominator',
    ],
    terms: [
      ['fraction', 'a number that names equal parts of a whole or a set, such as 3/4'],
      ['numerator', 'the top number: how many equal parts are counted'],
      ['denominator', 'the bottom number: how many equal parts make the whole'],
      ['equivalent fractions', 'fractions that name the same amount, such as 1/2 and 2/4'],
    ],
    misconceptions: [
      {
        wrong: 'To add fractions, add the numerators and add the denominators: 1/4 + 1/4 = 2/8.',
        right: 'The size of the parts does not change: 1/4 + 1/4 = 2/4, which is 1/2.',
      },
      {
        wrong: 'A bigger denominator means a bigger fraction, so 1/8 is more than 1/4.',
        right: 'More equal parts means smaller parts: 1/8 is less than 1/4.',
      },
    ],
    example: {
      problem: 'Add 2/6 + 3/6 and write the answer in simplest form if possible.',
      steps: [
        'The denominators are the same, so the parts are the same size (sixths).',
        'Add the numerators: 2 + 3 = 5.',
        'Keep the denominator: 5/6.',
        '5 and 6 have no common factor other than 1, so 5/6 is already in simplest form.',
      ],
      answer: '5/6',
    },
    bankTopics: ['fractions'],
  },
  {
    names: ['decimals', 'decimal', 'decimal place value', 'adding decimals'],
    goals: [
      'read and write decimals to hundredths',
      'compare decimals using place value',
      'add and subtract decimals by lining up the decimal points',
    ],
    terms: [
      ['decimal', 'a number written with a decimal point to show parts of a whole, such as 2.75'],
      ['tenths', 'the first place after the decimal point; 0.1 is one tenth'],
      ['hundredths', 'the second place after the decimal point; 0.01 is one hundredth'],
      ['decimal point', 'the dot that separates the whole number from the parts'],
    ],
    misconceptions: [
      {
        wrong: 'A decimal with more digits is bigger, so 0.45 is greater than 0.5.',
        right: 'Compare place by place: 0.5 is 0.50, which is greater than 0.45.',
      },
      {
        wrong: 'To add 3.2 + 1.45, line up the last digits.',
        right: 'Line up the decimal points: 3.20 + 1.45 = 4.65.',
      },
    ],
    example: {
      problem: 'Which is greater, 0.7 or 0.65?',
      steps: [
        'Write both with the same number of places: 0.70 and 0.65.',
        'Compare tenths: 7 tenths is more than 6 tenths.',
      ],
      answer: '0.7 is greater',
    },
    bankTopics: ['decimals'],
  },
  {
    names: ['place value', 'tens and ones', 'hundreds tens and ones', 'expanded form'],
    goals: [
      'name the value of each digit in a number',
      'write a number in expanded form',
      'compare numbers using place value',
    ],
    terms: [
      ['digit', 'one of the symbols 0 to 9 used to write numbers'],
      ['place value', 'the value of a digit because of its position in a number'],
      ['expanded form', "a number written as the sum of its digits' values, such as 300 + 40 + 7"],
    ],
    misconceptions: [
      {
        wrong: 'In 507 the 0 does not matter and can be left out.',
        right: 'The 0 holds the tens place: without it, 507 would become 57.',
      },
    ],
    example: {
      problem: 'Write 4,306 in expanded form.',
      steps: [
        '4 is in the thousands place: 4,000.',
        '3 is in the hundreds place: 300.',
        '0 tens, so nothing is added for the tens.',
        '6 is in the ones place: 6.',
      ],
      answer: '4,000 + 300 + 6',
    },
    bankTopics: ['place value'],
  },
  {
    names: ['multiplication', 'multiplying', 'times tables', 'multiplication facts'],
    goals: [
      'explain multiplication as equal groups',
      'use arrays to show multiplication facts',
      'use the commutative property to find facts',
    ],
    terms: [
      ['multiplication', 'a way of adding equal groups; 3 × 4 means 3 groups of 4'],
      ['factor', 'a number being multiplied'],
      ['product', 'the answer to a multiplication'],
      ['array', 'objects arranged in equal rows and columns'],
    ],
    misconceptions: [
      {
        wrong: 'Multiplying always makes a number bigger.',
        right:
          'Multiplying by 1 keeps it the same, by 0 gives 0, and by a number between 0 and 1 makes it smaller.',
      },
    ],
    example: {
      problem: 'Find 6 × 7 using facts you know.',
      steps: ['Split 7 into 5 + 2.', '6 × 5 = 30 and 6 × 2 = 12.', 'Add the parts: 30 + 12 = 42.'],
      answer: '42',
    },
    bankTopics: ['multiplication'],
  },
  {
    names: ['division', 'dividing', 'long division', 'division with remainders'],
    goals: [
      'explain division as sharing equally or making equal groups',
      'use multiplication facts to divide',
      'interpret a remainder in a word problem',
    ],
    terms: [
      ['dividend', 'the number being divided'],
      ['divisor', 'the number you divide by'],
      ['quotient', 'the answer to a division'],
      ['remainder', 'the amount left over when a number cannot be divided equally'],
    ],
    misconceptions: [
      {
        wrong: 'You can divide the numbers in either order: 12 ÷ 3 is the same as 3 ÷ 12.',
        right: 'Division is not commutative: 12 ÷ 3 = 4, but 3 ÷ 12 = 1/4.',
      },
    ],
    example: {
      problem:
        '29 students go on a trip in cars that hold 4 students each. How many cars are needed?',
      steps: [
        '29 ÷ 4 = 7 remainder 1 (7 × 4 = 28).',
        'The remainder is one student who still needs a seat.',
        'So one more car is needed: 7 + 1 = 8.',
      ],
      answer: '8 cars',
    },
    bankTopics: ['division'],
  },
  {
    names: [
      'linear equations',
      'solving equations',
      'equations',
      'one-step equations',
      'two-step equations',
    ],
    goals: [
      'solve a two-step equation using inverse operations',
      'check a solution by substituting it back',
    ],
    terms: [
      ['equation', 'a statement that two expressions are equal'],
      ['variable', 'a letter that stands for an unknown number'],
      [
        'inverse operation',
        'the operation that undoes another, such as subtraction undoing addition',
      ],
      ['solution', 'the value of the variable that makes the equation true'],
    ],
    misconceptions: [
      {
        wrong: 'You may do an operation to one side of an equation only.',
        right: 'Whatever you do to one side you must do to the other, so the two sides stay equal.',
      },
      {
        wrong: 'In 3x + 5 = 20, you should divide by 3 first.',
        right: 'Undo the operations in reverse order: subtract 5 first, then divide by 3.',
      },
    ],
    example: {
      problem: 'Solve 3x + 5 = 20.',
      steps: [
        'Subtract 5 from both sides: 3x = 15.',
        'Divide both sides by 3: x = 5.',
        'Check: 3 × 5 + 5 = 20.',
      ],
      answer: 'x = 5',
    },
    bankTopics: ['equations'],
  },
  {
    names: ['area and perimeter', 'perimeter', 'area', 'area of rectangles'],
    goals: [
      'find the perimeter of a polygon by adding its sides',
      'find the area of a rectangle by multiplying length by width',
      'explain the difference between area and perimeter',
    ],
    terms: [
      ['perimeter', 'the distance all the way around a shape, measured in units of length'],
      ['area', 'the amount of surface a shape covers, measured in square units'],
      ['square unit', 'a square with sides of 1 unit, used to measure area'],
    ],
    misconceptions: [
      {
        wrong: 'Two rectangles with the same perimeter have the same area.',
        right:
          'A 1 × 5 and a 2 × 4 rectangle both have perimeter 12, but areas of 5 and 8 square units.',
      },
    ],
    example: {
      problem: 'A rectangle is 7 m long and 3 m wide. Find its perimeter and its area.',
      steps: ['Perimeter: 7 + 3 + 7 + 3 = 20 m.', 'Area: 7 × 3 = 21 square metres.'],
      answer: 'Perimeter 20 m, area 21 m²',
    },
    bankTopics: ['area and perimeter'],
  },
  {
    names: ['integers', 'negative numbers', 'adding integers', 'positive and negative numbers'],
    goals: [
      'place positive and negative numbers on a number line',
      'add integers with different signs',
    ],
    terms: [
      ['integer', 'a whole number or its opposite: …, −2, −1, 0, 1, 2, …'],
      ['opposite', 'the number the same distance from 0 on the other side, such as 4 and −4'],
      ['absolute value', "a number's distance from 0, written |−4| = 4"],
    ],
    misconceptions: [
      {
        wrong: '−8 is greater than −3 because 8 is greater than 3.',
        right: 'On the number line −8 is further left, so −8 is less than −3.',
      },
    ],
    example: {
      problem: 'Find −7 + 4.',
      steps: [
        'Start at −7 on a number line.',
        'Adding 4 moves 4 steps to the right: −6, −5, −4, −3.',
      ],
      answer: '−3',
    },
    bankTopics: ['integers'],
  },
  {
    names: ['pythagorean theorem', 'pythagoras', 'right triangles'],
    goals: [
      'identify the hypotenuse of a right triangle',
      'use a² + b² = c² to find a missing side',
    ],
    terms: [
      ['right triangle', 'a triangle with one 90° angle'],
      ['hypotenuse', 'the longest side of a right triangle, opposite the right angle'],
      ['legs', 'the two sides that form the right angle'],
      ['Pythagorean theorem', 'in a right triangle, a² + b² = c², where c is the hypotenuse'],
    ],
    misconceptions: [
      {
        wrong: 'The theorem works for every triangle.',
        right: 'It holds only for right triangles.',
      },
      {
        wrong: 'c can be any side of the triangle.',
        right: 'c must be the hypotenuse, the side opposite the right angle.',
      },
    ],
    example: {
      problem: 'A right triangle has legs of 6 cm and 8 cm. How long is the hypotenuse?',
      steps: [
        'Square the legs: 6² = 36 and 8² = 64.',
        'Add: 36 + 64 = 100.',
        'Take the square root: √100 = 10.',
      ],
      answer: '10 cm',
    },
    bankTopics: ['pythagorean theorem'],
  },
  {
    names: ['probability', 'chance', 'likelihood'],
    goals: [
      'describe the likelihood of an event with words and numbers from 0 to 1',
      'find the probability of a simple event',
    ],
    terms: [
      ['probability', 'a number from 0 to 1 that says how likely an event is'],
      ['outcome', 'one possible result of an experiment'],
      ['event', 'one outcome or a set of outcomes'],
      ['equally likely', 'outcomes that have the same chance of happening'],
    ],
    misconceptions: [
      {
        wrong: 'After five heads in a row, tails is more likely on the next flip.',
        right: 'Each flip of a fair coin is independent: tails still has probability 1/2.',
      },
    ],
    example: {
      problem:
        'A bag holds 3 red, 5 blue and 2 green marbles. What is the probability of picking blue?',
      steps: [
        'Count all the outcomes: 3 + 5 + 2 = 10 marbles.',
        'Count the favourable outcomes: 5 blue.',
        'Probability = 5/10 = 1/2.',
      ],
      answer: '1/2',
    },
    bankTopics: ['probability'],
  },
  {
    names: ['mean median and mode', 'mean', 'median', 'mode', 'averages', 'measures of center'],
    goals: [
      'find the mean, median, mode and range of a data set',
      'choose the measure that best describes a data set',
    ],
    terms: [
      ['mean', 'the sum of the values divided by how many values there are'],
      ['median', 'the middle value when the values are in order'],
      ['mode', 'the value that appears most often'],
      ['range', 'the largest value minus the smallest value'],
    ],
    misconceptions: [
      {
        wrong: 'The median is the middle number of the list as it is written.',
        right: 'Put the values in order first, then find the middle.',
      },
    ],
    example: {
      problem: 'Find the mean, median and mode of 4, 8, 3, 8, 7.',
      steps: [
        'Mean: 4 + 8 + 3 + 8 + 7 = 30, and 30 ÷ 5 = 6.',
        'Median: in order 3, 4, 7, 8, 8; the middle value is 7.',
        'Mode: 8 appears twice, more than any other value.',
      ],
      answer: 'Mean 6, median 7, mode 8',
    },
    bankTopics: ['statistics'],
  },
];
