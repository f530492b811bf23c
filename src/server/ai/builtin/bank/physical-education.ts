import { mc, sa, tf, type SubjectBank } from './types';

/**
 * Physical Education questions for the built-in engine's bank. Sports questions keep to
 * long-standing rules (soccer, basketball, volleyball, softball, tennis) and health questions
 * to guidance that agencies agree on, naming the source where a number comes from one.
 */
export const physicalEducation: SubjectBank = {
  // K-2: short, concrete questions about moving, staying safe and looking after the body.
  'K-2': [
    // movement skills
    mc(
      ['movement skills', 'locomotor skills'],
      'Which movement means jumping up on one foot and landing on the same foot?',
      'Hopping',
      ['Skipping', 'Galloping', 'Sliding'],
      'A hop takes off from one foot and lands on that same foot; a jump uses two feet.',
    ),
    mc(
      ['movement skills', 'jumping'],
      'How should you land after a jump to keep your body safe?',
      'On both feet with bent knees',
      ['On straight, stiff legs', 'On your hands first', 'On your heels only'],
      'Bending the knees as both feet land soaks up the force of the landing and helps you keep your balance.',
    ),
    tf(
      ['movement skills', 'skipping'],
      'Skipping is a step and a hop, first on one foot and then on the other.',
      true,
      'A skip is a step followed by a hop on the same foot, then the same on the other foot.',
    ),
    mc(
      ['movement skills', 'locomotor skills'],
      'Which movement goes sideways, with your feet coming apart and then together?',
      'Sliding',
      ['Hopping', 'Skipping', 'Jumping'],
      'A slide is a sideways step where the trailing foot closes up to the leading foot each time.',
    ),
    sa(
      ['movement skills', 'locomotor skills'],
      'Name two ways you can move your body from one place to another.',
      'Any two, such as walking, running, hopping, jumping, skipping, galloping, sliding or leaping.',
      'These are locomotor skills: movements that carry the body from one place to another.',
    ),
    mc(
      ['movement skills', 'balance'],
      'What helps you balance when you stand on one foot?',
      'Holding your arms out to the sides',
      ['Closing your eyes tightly', 'Leaning far forward', 'Spinning around first'],
      'Arms held out to the sides help you make small corrections and keep your weight over your standing foot.',
    ),

    // throwing and catching
    mc(
      ['throwing and catching', 'throwing', 'ball skills'],
      'You throw a ball overhand with your right hand. Which foot should step forward?',
      'Your left foot',
      ['Your right foot', 'Both feet together', 'Neither foot'],
      'Stepping with the foot opposite the throwing arm lets the body turn and adds power and balance to the throw.',
    ),
    mc(
      ['throwing and catching', 'catching', 'ball skills'],
      'When you try to catch a ball, what should your eyes do?',
      'Watch the ball into your hands',
      ['Look down at your feet', 'Close until it lands', 'Look at the sky above'],
      'Keeping your eyes on the ball all the way lets your hands move to where the ball will be.',
    ),
    mc(
      ['throwing and catching', 'dribbling', 'ball skills'],
      'What is it called when you bounce a ball again and again with your hand?',
      'Dribbling',
      ['Kicking', 'Rolling', 'Throwing'],
      'Bouncing a ball over and over with one hand while you stand or move is called dribbling.',
    ),
    tf(
      ['throwing and catching', 'dribbling', 'ball skills'],
      'When you bounce a ball with your hand, you should slap it with your flat palm.',
      false,
      'You push the ball down with the pads of your fingers, which gives more control than slapping it with the palm.',
    ),
    sa(
      ['throwing and catching', 'catching', 'ball skills'],
      'Your partner is about to throw you a ball. How should you get your hands ready?',
      'Hands up and out in front of you, fingers spread and pointing up, eyes on the ball.',
      'Ready hands in front of the body, with fingers spread, make a target and can close around the ball.',
    ),

    // safety
    mc(
      ['safety', 'personal space'],
      'What is your personal space?',
      'The space around you that no one else is in',
      [
        'The spot where the teacher stands',
        'The place where you keep your bag',
        'The line where you wait',
      ],
      'Personal space is the area around your body, as far as you can reach, that you keep free so you do not bump others.',
    ),
    tf(
      ['safety', 'listening'],
      'When the teacher gives the stop signal, you should keep playing until your turn is done.',
      false,
      'Stopping right away on the signal keeps everyone safe and lets the teacher give instructions.',
    ),
    mc(
      ['safety', 'clothing'],
      'Which shoes are safest for running in PE class?',
      'Sneakers that fit and are tied',
      ['Flip-flops that slip off', 'Socks with no shoes on', 'Sandals with high heels'],
      'Well-fitting, tied sneakers grip the floor and support your feet, so you are less likely to slip or trip.',
    ),
    mc(
      ['safety', 'injuries'],
      'What should you do if you get hurt in PE class?',
      'Stop and tell the teacher right away',
      [
        'Keep playing and say nothing',
        'Go home without telling anyone',
        'Hide it from your friends',
      ],
      'The teacher needs to know so they can help you and make sure the injury is cared for.',
    ),
    tf(
      ['safety', 'personal space'],
      'Looking where you are going helps you avoid bumping into other people.',
      true,
      'Watching the space ahead lets you see others and change direction before you collide.',
    ),
    sa(
      ['safety', 'rules'],
      'Give one rule that keeps everyone safe when running in the gym.',
      'For example: look where you are going, stay in your own space, stop on the signal, keep away from walls, or tie your shoes.',
      'Any rule that prevents collisions, trips or falls is correct.',
    ),

    // warm-ups
    mc(
      ['warm-ups', 'exercise'],
      'Why do we warm up before we play?',
      'To get our muscles ready to move',
      ['To make us feel sleepy', 'To finish the game sooner', 'To make us feel hungry'],
      'A warm-up slowly gets the heart pumping and the muscles warm so the body is ready for harder play.',
    ),
    mc(
      ['warm-ups', 'exercise'],
      'How should a warm-up begin?',
      'With slow, gentle moves',
      ['With your fastest sprint', 'With your highest jumps', 'With a full-speed race'],
      'A warm-up starts easy, like walking or marching, and builds up little by little.',
    ),
    mc(
      ['warm-ups', 'exercise'],
      'Which is a good warm-up activity?',
      'Marching in place',
      ['Sitting still on the floor', 'Taking a short nap', 'Eating a big snack'],
      'Marching gets the legs moving and the heart beating a little faster, which warms the body up.',
    ),
    tf(
      ['warm-ups', 'stretching'],
      'A stretch should hurt a lot to be good for you.',
      false,
      'A stretch should feel like a gentle pull; pain means you have gone too far.',
    ),
    mc(
      ['warm-ups', 'cool-down'],
      'After running fast, what is a good way to cool down?',
      'Walk slowly and breathe deeply',
      ['Run even faster', 'Jump as high as you can', 'Do more fast races'],
      'Slow walking lets the heart and breathing slow down bit by bit after hard play.',
    ),

    // heart
    mc(
      ['heart', 'heart rate', 'body'],
      'What does your heart do?',
      'Pumps blood around your body',
      ['Breaks down the food you eat', 'Fills with air when you breathe', 'Helps you see and hear'],
      'The heart is a pump that pushes blood to every part of the body.',
    ),
    tf(
      ['heart', 'heart rate'],
      'Your heart beats faster when you run than when you sit.',
      true,
      'When you run, your muscles need more oxygen, so your heart beats faster to send them more blood.',
    ),
    mc(
      ['heart', 'body'],
      'What is your heart made of?',
      'Muscle',
      ['Bone', 'Fat', 'Skin'],
      'The heart is a strong muscle that squeezes to pump blood.',
    ),
    mc(
      ['heart', 'heart rate', 'exercise'],
      'Which activity makes your heart beat the fastest?',
      'Running a race',
      ['Reading a book', 'Sitting in a chair', 'Sleeping in bed'],
      'Running works many big muscles hard, so the heart must beat much faster than when you are resting.',
    ),
    sa(
      ['heart', 'breathing', 'exercise'],
      'What happens to your breathing when you run fast?',
      'You breathe faster and harder.',
      'Running muscles need more oxygen, so you breathe faster and more deeply to take in more air.',
    ),

    // healthy eating
    mc(
      ['healthy eating', 'snacks', 'nutrition'],
      'Which snack is the healthiest choice?',
      'An apple',
      ['A candy bar', 'A bag of chips', 'A frosted cupcake'],
      'Fruit gives the body vitamins, water and fiber without a lot of added sugar, salt or fat.',
    ),
    mc(
      ['healthy eating', 'food groups', 'nutrition'],
      'Which food group is a carrot in?',
      'Vegetables',
      ['Fruits', 'Dairy', 'Grains'],
      'A carrot is the root of a plant that we eat as a vegetable.',
    ),
    tf(
      ['healthy eating', 'fruits and vegetables', 'nutrition'],
      'Eating fruits and vegetables of many different colors is good for your body.',
      true,
      'Different colored fruits and vegetables give the body different vitamins and minerals.',
    ),
    mc(
      ['healthy eating', 'breakfast', 'nutrition'],
      'Which breakfast is the healthiest choice?',
      'Oatmeal with fruit',
      ['Donuts with frosting', 'Candy and soda', 'Cookies and chips'],
      'Oatmeal and fruit give lasting energy, fiber and vitamins, while the others are mostly sugar or fat.',
    ),
    tf(
      ['healthy eating', 'drinks', 'nutrition'],
      'Soda is the best drink to have with every meal.',
      false,
      'Soda has lots of added sugar; water or milk are better drinks with meals.',
    ),
    sa(
      ['healthy eating', 'fruits and vegetables', 'snacks'],
      'Name two fruits or vegetables you could eat for a snack.',
      'Any two, such as an apple, banana, grapes, orange, carrot sticks or cucumber.',
      'Any real fruit or vegetable is correct; they make healthy snacks.',
    ),

    // hydration
    mc(
      ['hydration', 'water', 'drinks'],
      'What is the best drink when you are thirsty after playing?',
      'Water',
      ['Soda', 'Sweet tea', 'A milkshake'],
      'Water replaces the water you lose when you sweat, with no added sugar.',
    ),
    tf(
      ['hydration', 'water', 'sweat'],
      'Your body loses water when you sweat.',
      true,
      'Sweat is mostly water, so sweating uses up water that you need to drink again.',
    ),
    mc(
      ['hydration', 'water'],
      'When should you drink water on a hot day of play?',
      'Before, during and after playing',
      ['Only when the day is over', 'Only when you feel sick', 'Never while you play'],
      'Drinking before, during and after activity keeps the body supplied with the water it loses in sweat.',
    ),
    tf(
      ['hydration', 'water'],
      'You only need to drink water in the summer.',
      false,
      'Your body needs water every day of the year, in cold weather as well as hot.',
    ),
    mc(
      ['hydration', 'water'],
      'What is one sign that your body needs more water?',
      'You feel thirsty',
      ['You feel very full', 'You start to sneeze', 'You want to laugh'],
      'Thirst is the body telling you it needs more water.',
    ),

    // sleep
    mc(
      ['sleep', 'rest', 'health habits'],
      'Why does your body need sleep?',
      'To rest and get energy for the next day',
      ['To make your muscles weaker', 'To use up all your energy', 'To make you feel thirsty'],
      'While you sleep, your body rests, grows and recovers so you have energy the next day.',
    ),
    tf(
      ['sleep', 'rest'],
      'Children need more sleep each night than grown-ups do.',
      true,
      'Children are still growing and need about 9 to 12 hours of sleep, while adults need about 7 or more.',
    ),
    mc(
      ['sleep', 'rest'],
      'About how much sleep do children your age need each night?',
      'About 10 to 12 hours',
      ['About 3 to 4 hours', 'About 5 to 6 hours', 'About 18 to 20 hours'],
      'Sleep experts recommend about 10 to 13 hours for 3-5 year olds and 9 to 12 hours for 6-12 year olds, so 10 to 12 hours fits young children.',
    ),
    mc(
      ['sleep', 'bedtime', 'health habits'],
      'Which helps you fall asleep at bedtime?',
      'Turning off screens before bed',
      ['Playing a video game in bed', 'Drinking a can of soda', 'Running around the house'],
      'Screens and exciting activities keep the brain awake; a calm, dark room helps you fall asleep.',
    ),
    tf(
      ['sleep', 'rest'],
      'Staying up very late every night helps you play better the next day.',
      false,
      'Without enough sleep you feel tired and have less energy and focus for play.',
    ),
    sa(
      ['sleep', 'bedtime', 'health habits'],
      'Name one thing you can do at bedtime to help you sleep well.',
      'For example: go to bed at the same time each night, turn off screens, read a calm book, or keep the room dark and quiet.',
      'Any calm, regular bedtime habit that helps the body settle down is correct.',
    ),

    // sportsmanship
    mc(
      ['sportsmanship', 'teamwork'],
      'What should you do at the end of a game?',
      "Say 'good game' to the other team",
      ['Laugh at the team that lost', 'Walk away without a word', 'Argue about who won'],
      'Thanking the other players shows respect, whether you won or lost.',
    ),
    tf(
      ['sportsmanship', 'sharing'],
      'Taking turns and sharing equipment is part of being a good sport.',
      true,
      'Good sports make sure everyone gets a fair chance to play.',
    ),
    mc(
      ['sportsmanship', 'teamwork', 'kindness'],
      'Your teammate drops the ball. What is a kind thing to say?',
      "'Nice try, you'll get it next time!'",
      ["'You always mess up!'", "'You should not play.'", "'Just give the ball to me.'"],
      'Encouraging words help a teammate feel good and try again.',
    ),
    tf(
      ['sportsmanship', 'winning and losing'],
      'Being a good sport means being happy only when you win.',
      false,
      'A good sport enjoys playing and is kind and calm whether the team wins or loses.',
    ),
    mc(
      ['sportsmanship', 'fair play', 'rules'],
      'What does it mean to play fair?',
      'Follow the rules of the game',
      ['Change the rules to win', 'Cheat when no one is looking', 'Let only your friends play'],
      'Playing fair means everyone follows the same rules so the game is equal for all.',
    ),
    sa(
      ['sportsmanship', 'winning and losing'],
      'What can you do if your team loses a game?',
      "Stay calm, say 'good game' to the winners and try again next time.",
      'Losing well means staying kind and respectful and not blaming or teasing anyone.',
    ),
  ],
  // 3-5: the parts of fitness, measuring the pulse, and the basic rules of two common games.
  '3-5': [
    // fitness components
    mc(
      ['fitness components', 'cardiovascular endurance', 'fitness'],
      'Which part of fitness is about how well your heart and lungs keep working during long exercise?',
      'Cardiovascular endurance',
      ['Flexibility', 'Muscular strength', 'Balance'],
      'Cardiovascular endurance is the ability of the heart, lungs and blood vessels to supply oxygen during long activity.',
    ),
    mc(
      ['fitness components', 'flexibility', 'fitness'],
      'Which activity best builds flexibility?',
      'Doing slow, held stretches',
      ['Sprinting a short race', 'Doing push-ups', 'Jumping rope fast'],
      'Holding gentle stretches lets muscles lengthen, so joints can move through a bigger range.',
    ),
    mc(
      ['fitness components', 'muscular strength', 'fitness'],
      'Push-ups mostly build which part of fitness?',
      'Muscular strength',
      ['Flexibility', 'Cardiovascular endurance', 'Balance'],
      'Push-ups make the arm, chest and shoulder muscles work against your body weight, which makes them stronger.',
    ),
    tf(
      ['fitness components', 'muscular endurance', 'fitness'],
      'Muscular endurance means lifting something very heavy just one time.',
      false,
      'That describes muscular strength; muscular endurance is using a muscle many times without getting tired.',
    ),
    sa(
      ['fitness components', 'flexibility', 'fitness testing'],
      'Which part of fitness does the sit-and-reach test measure?',
      'Flexibility (of the lower back and the backs of the legs).',
      'Reaching forward past the toes shows how far the hamstrings and lower back can stretch.',
    ),

    // heart rate
    mc(
      ['heart rate', 'pulse'],
      'What is your pulse?',
      'The beat you feel as your heart pumps blood',
      [
        'The air moving in and out of your lungs',
        'The sound your muscles make as they move',
        'The heat your body gives off',
      ],
      'Each heartbeat pushes blood through the arteries, and you can feel that push as a pulse.',
    ),
    mc(
      ['heart rate', 'pulse'],
      'Which fingers should you use to feel and count your pulse?',
      'Your index and middle fingers',
      ['Your thumb', 'Your closed fist', 'Your little finger and thumb'],
      'The pads of the index and middle fingers feel the pulse well; the thumb has its own pulse that can confuse the count.',
    ),
    mc(
      ['heart rate', 'pulse', 'math'],
      'You count 20 beats at your wrist in 15 seconds. What is your heart rate in beats per minute?',
      '80',
      ['20', '35', '60'],
      'A minute has four 15-second parts, so 20 x 4 = 80 beats per minute.',
    ),
    tf(
      ['heart rate', 'resting heart rate'],
      'Your resting heart rate is best measured right after you finish running.',
      false,
      'Resting heart rate is measured when you have been still and calm for a while, such as just after waking up.',
    ),
    sa(
      ['heart rate', 'exercise'],
      'Why does your heart beat faster when you exercise?',
      'Working muscles need more oxygen, so the heart pumps blood faster to carry it to them.',
      'Blood carries oxygen; faster heartbeats deliver more of it to the muscles that are working.',
    ),

    // warm-ups and cool-downs
    mc(
      ['warm-ups', 'cool-down', 'stretching'],
      'What is the main purpose of a warm-up?',
      'To slowly raise your heart rate and warm your muscles',
      [
        'To tire you out before the game starts',
        'To replace drinking water during class',
        'To cool your body down quickly',
      ],
      'A warm-up gradually prepares the heart, lungs and muscles for harder activity.',
    ),
    mc(
      ['warm-ups', 'cool-down'],
      'Which is the best order for a PE lesson?',
      'Warm-up, activity, cool-down',
      [
        'Activity, warm-up, cool-down',
        'Cool-down, activity, warm-up',
        'Activity, cool-down, warm-up',
      ],
      'You warm up to prepare, do the main activity, then cool down to let the body slowly return to rest.',
    ),
    tf(
      ['warm-ups', 'stretching', 'safety'],
      'When you stretch, you should bounce to reach further.',
      false,
      'Bouncing can pull a muscle; stretches should be slow and held gently.',
    ),
    mc(
      ['warm-ups', 'dynamic stretching'],
      'Which is an example of a moving (dynamic) warm-up exercise?',
      'Arm circles',
      ['Holding a toe touch', 'Sitting on the bench', 'Lying still on a mat'],
      'Arm circles move the shoulders through their range while getting the body warm, which is what a dynamic warm-up does.',
    ),
    sa(
      ['warm-ups', 'stretching', 'safety'],
      'Give one rule for stretching safely.',
      'Stretch slowly and hold it gently without bouncing, stopping at a mild pull and never at pain.',
      'Slow, held stretches without pain lengthen muscles without straining them.',
    ),

    // nutrition
    mc(
      ['nutrition', 'carbohydrates', 'healthy eating'],
      "Which nutrient is the body's main source of quick energy for exercise?",
      'Carbohydrates',
      ['Vitamins', 'Minerals', 'Water'],
      'Carbohydrates from foods like bread, rice, fruit and pasta are broken down into sugar that muscles use for energy.',
    ),
    mc(
      ['nutrition', 'protein', 'healthy eating'],
      'Which nutrient helps build and repair muscles?',
      'Protein',
      ['Sugar', 'Water', 'Fiber'],
      'Protein from foods such as beans, eggs, fish and meat provides the building blocks for muscle.',
    ),
    mc(
      ['nutrition', 'calcium', 'bones'],
      'Which food is a good source of calcium for strong bones?',
      'Yogurt',
      ['Potato chips', 'Lemonade', 'Gummy candy'],
      'Dairy foods like yogurt, milk and cheese are rich in calcium, which bones need to grow strong.',
    ),
    tf(
      ['nutrition', 'fruits and vegetables', 'healthy eating'],
      'Fruits and vegetables should fill about half of your plate at meals.',
      true,
      'Healthy eating guides such as MyPlate (USA) show fruits and vegetables filling about half the plate.',
    ),
    sa(
      ['nutrition', 'snacks', 'healthy eating'],
      'Name a healthy snack that gives you energy before exercise.',
      'For example a banana, an apple, whole-grain crackers or yogurt.',
      'These foods give carbohydrates for energy along with vitamins, without lots of added sugar or fat.',
    ),

    // hydration
    mc(
      ['hydration', 'sweat', 'water'],
      'Why do we sweat when we exercise?',
      'To cool the body down',
      ['To warm the body up', 'To make muscles stronger', 'To get rid of body fat'],
      'As sweat dries on the skin it carries heat away, which keeps the body from overheating.',
    ),
    mc(
      ['hydration', 'water', 'drinks'],
      'What is the best drink for most kids during PE class?',
      'Water',
      ['Soda', 'An energy drink', 'Sweet iced tea'],
      'Water replaces fluid lost in sweat; sugary and energy drinks are not recommended for children.',
    ),
    tf(
      ['hydration', 'water', 'body'],
      'Your body is made up mostly of water.',
      true,
      'More than half of the body, about 60 percent in adults and a bit more in children, is water.',
    ),
    tf(
      ['hydration', 'water', 'weather'],
      'You do not need to drink water when you exercise in cold weather.',
      false,
      'You still sweat and breathe out water in the cold, so you need to drink then too.',
    ),
    mc(
      ['hydration', 'dehydration'],
      'Which of these is a sign of dehydration?',
      'Dark yellow urine',
      ['Pale yellow urine', 'A wet, moist mouth', 'Feeling cool and rested'],
      'When the body is short of water, the kidneys save water and the urine becomes darker.',
    ),

    // health habits: sleep, hygiene, daily activity
    mc(
      ['health habits', 'sleep'],
      'How many hours of sleep do children aged 6 to 12 need each night?',
      '9 to 12 hours',
      ['4 to 5 hours', '6 to 7 hours', '14 to 16 hours'],
      'Sleep experts (the American Academy of Sleep Medicine) recommend 9 to 12 hours a night for children aged 6 to 12.',
    ),
    mc(
      ['health habits', 'hygiene', 'germs'],
      'What is the best way to stop germs from spreading after PE?',
      'Wash your hands with soap and water',
      ['Wipe your hands on your clothes', 'Blow on your hands', 'Shake your hands dry'],
      'Soap and water wash germs off the hands; the others leave the germs there.',
    ),
    mc(
      ['health habits', 'hygiene', 'handwashing'],
      'How long should you scrub your hands with soap?',
      'At least 20 seconds',
      ['About 2 seconds', 'About 5 seconds', 'About 10 minutes'],
      'Health agencies such as the CDC advise scrubbing for at least 20 seconds to remove germs.',
    ),
    tf(
      ['health habits', 'sleep', 'screens'],
      'Using screens right before bed can make it harder to fall asleep.',
      true,
      'Bright screens and exciting games keep the brain alert, which can delay sleep.',
    ),
    mc(
      ['health habits', 'physical activity'],
      'How much physical activity do health experts recommend for children and teens each day?',
      'At least 60 minutes',
      ['At least 10 minutes', 'About 20 minutes', 'At least 4 hours'],
      'The World Health Organization and the CDC recommend an average of at least 60 minutes of moderate to vigorous activity a day for ages 6 to 17.',
    ),
    sa(
      ['health habits', 'hygiene'],
      'After PE, name two things you can do to stay clean and healthy.',
      'Any two, such as washing hands with soap, changing out of sweaty clothes, showering or drinking water.',
      'Washing and changing remove sweat and germs, and drinking water replaces what was lost in sweat.',
    ),

    // sportsmanship and teamwork
    mc(
      ['sportsmanship', 'referee', 'fair play'],
      'A referee makes a call you disagree with. What should a good sport do?',
      'Accept the call and keep playing',
      ['Yell at the referee', 'Quit the game', 'Throw the ball away'],
      'Good sports respect officials; arguing or quitting spoils the game for everyone.',
    ),
    mc(
      ['sportsmanship', 'teamwork'],
      'Which action shows good teamwork?',
      'Passing to an open teammate',
      [
        'Keeping the ball the whole game',
        'Blaming teammates for mistakes',
        "Ignoring the team's plan",
      ],
      'Passing to a teammate in space gives the team the best chance and includes everyone.',
    ),
    tf(
      ['sportsmanship', 'teamwork', 'encouragement'],
      'Encouraging a teammate after a mistake helps the whole team.',
      true,
      'Encouragement helps teammates stay confident and keep trying, which helps the team play well.',
    ),
    mc(
      ['sportsmanship', 'fair play', 'rules'],
      'What is fair play?',
      'Playing by the rules and respecting others',
      [
        'Winning in any way you can',
        'Letting the best player take every turn',
        'Changing the rules when you are losing',
      ],
      'Fair play means following the rules honestly and treating teammates, opponents and officials with respect.',
    ),
    sa(
      ['sportsmanship', 'teamwork', 'fair play'],
      'Describe two ways to show good sportsmanship during a game.',
      'Any two, such as following the rules, accepting calls, encouraging teammates, including everyone, and shaking hands or saying good game at the end.',
      'Good sportsmanship is respect and fairness toward everyone in the game, win or lose.',
    ),

    // soccer
    mc(
      ['soccer', 'goalkeeper', 'rules'],
      'In soccer, which player may use their hands inside their own penalty area?',
      'The goalkeeper',
      ['The striker', 'The defender', 'The team captain'],
      'Only the goalkeeper may handle the ball, and only inside their own penalty area.',
    ),
    mc(
      ['soccer', 'rules'],
      'How many players does each team have on the field in a full game of soccer?',
      '11',
      ['5', '9', '15'],
      'A full soccer team has 11 players on the field, one of whom is the goalkeeper.',
    ),
    mc(
      ['soccer', 'throw-in', 'rules'],
      'In soccer, how is the ball put back into play after it goes over the sideline?',
      'A throw-in',
      ['A corner kick', 'A goal kick', 'A penalty kick'],
      'When the whole ball crosses the sideline (touchline), the other team restarts play with a throw-in.',
    ),
    tf(
      ['soccer', 'throw-in', 'rules'],
      'In soccer, a throw-in must be taken with both hands, from behind and over the head.',
      true,
      'The Laws of the Game require the thrower to use both hands and deliver the ball from behind and over the head.',
    ),
    tf(
      ['soccer', 'scoring', 'rules'],
      'In soccer, a goal counts as soon as part of the ball touches the goal line.',
      false,
      'A goal is scored only when the whole ball crosses the goal line between the posts and under the crossbar.',
    ),
    sa(
      ['soccer', 'dribbling'],
      'Why should a soccer player keep their head up while dribbling?',
      'To see teammates, opponents and open space so they can pass, shoot or avoid defenders.',
      'Looking up lets the player make decisions instead of only watching the ball.',
    ),

    // basketball
    mc(
      ['basketball', 'scoring', 'rules'],
      'In basketball, how many points is a shot from behind the three-point line worth?',
      '3',
      ['1', '2', '4'],
      'A successful shot taken from behind the three-point line scores 3 points.',
    ),
    mc(
      ['basketball', 'free throw', 'scoring'],
      'How many points is one free throw worth in basketball?',
      '1',
      ['2', '3', '5'],
      'Each successful free throw scores 1 point.',
    ),
    mc(
      ['basketball', 'traveling', 'rules'],
      'In basketball, what is it called when a player walks or runs with the ball without dribbling?',
      'Traveling',
      ['Double dribble', 'A jump ball', 'A free throw'],
      'Moving the feet while holding the ball, without dribbling, is the traveling violation.',
    ),
    tf(
      ['basketball', 'dribbling', 'rules'],
      'In basketball, a player may dribble with both hands at the same time.',
      false,
      'Dribbling with both hands at once is a double dribble violation; the ball is bounced with one hand at a time.',
    ),
    mc(
      ['basketball', 'rules'],
      'How many players from each team are on the court at one time in basketball?',
      '5',
      ['6', '7', '11'],
      'Each basketball team has five players on the court during play.',
    ),
    tf(
      ['basketball', 'scoring', 'rules'],
      'In basketball, a shot made from inside the three-point line during play is worth 2 points.',
      true,
      'Field goals from inside the three-point line score 2 points; from behind it they score 3.',
    ),
  ],
  // 6-8: naming and measuring fitness, planning training with FITT, and two more team sports.
  '6-8': [
    // health-related fitness components
    mc(
      ['fitness components', 'health-related fitness'],
      'Which of these is a health-related component of fitness?',
      'Body composition',
      ['Agility', 'Reaction time', 'Coordination'],
      'Body composition is one of the five health-related components; the others listed are skill-related.',
    ),
    mc(
      ['fitness components', 'muscular endurance'],
      'Which statement best describes muscular endurance?',
      'A muscle working many times without tiring',
      [
        'The most weight a muscle can lift once',
        'How far a joint can move',
        'How fast you react to a signal',
      ],
      'Muscular endurance is the ability of a muscle to keep contracting repeatedly over time; a single maximal lift is strength.',
    ),
    mc(
      ['fitness components', 'fitness testing', 'muscular endurance'],
      'Which fitness test measures the strength and endurance of the abdominal muscles?',
      'Curl-ups',
      ['Sit-and-reach', 'One-mile run', 'Shuttle run'],
      'Curl-ups done to a steady cadence show how many times the abdominal muscles can contract before tiring.',
    ),
    tf(
      ['fitness components', 'muscular strength', 'muscular endurance'],
      'Muscular strength and muscular endurance are two names for the same fitness component.',
      false,
      'Strength is the most force a muscle can produce once; endurance is how long or how many times it can keep working.',
    ),
    sa(
      ['fitness components', 'health-related fitness'],
      'Name the five health-related components of fitness.',
      'Cardiovascular (cardiorespiratory) endurance, muscular strength, muscular endurance, flexibility and body composition.',
      'These five are linked to health and lower disease risk; agility, speed and similar qualities are skill-related.',
    ),

    // skill-related fitness components
    mc(
      ['skill-related fitness', 'agility'],
      'Which skill-related component is the ability to change direction quickly while staying in control?',
      'Agility',
      ['Power', 'Balance', 'Reaction time'],
      'Agility is moving and changing direction quickly and accurately, as in dodging a defender.',
    ),
    mc(
      ['skill-related fitness', 'reaction time'],
      "Which component describes how quickly you respond to a signal, such as a starter's whistle?",
      'Reaction time',
      ['Speed', 'Agility', 'Power'],
      'Reaction time is the time between a signal and the start of your response; speed is how fast you then move.',
    ),
    mc(
      ['skill-related fitness', 'power'],
      'Power combines which two qualities?',
      'Strength and speed',
      ['Balance and flexibility', 'Endurance and agility', 'Coordination and balance'],
      'Power is producing force quickly, as in a vertical jump, so it needs both strength and speed.',
    ),
    mc(
      ['skill-related fitness', 'balance'],
      'Which activity depends most on balance?',
      'Walking along a balance beam',
      ['Sprinting 40 meters', 'Doing push-ups', 'Doing curl-ups'],
      'Keeping the body steady over a narrow base is the main challenge of beam walking, which is what balance means.',
    ),
    tf(
      ['skill-related fitness', 'coordination'],
      'Coordination is one of the health-related components of fitness.',
      false,
      'Coordination is skill-related, along with agility, balance, power, reaction time and speed.',
    ),

    // heart rate
    mc(
      ['heart rate', 'maximum heart rate'],
      'Using the formula 220 minus age, what is the estimated maximum heart rate of a 12-year-old?',
      '208 beats per minute',
      ['120 beats per minute', '180 beats per minute', '232 beats per minute'],
      '220 - 12 = 208 beats per minute. The formula gives an estimate, not an exact value.',
    ),
    mc(
      ['heart rate', 'resting heart rate'],
      'A normal resting heart rate for most adults falls in which range?',
      '60 to 100 beats per minute',
      ['20 to 40 beats per minute', '120 to 160 beats per minute', '180 to 220 beats per minute'],
      'Health organizations such as the American Heart Association give 60 to 100 beats per minute as the normal adult resting range.',
    ),
    mc(
      ['heart rate', 'resting heart rate', 'cardiovascular endurance'],
      'As your cardiovascular fitness improves, what usually happens to your resting heart rate?',
      'It goes down',
      ['It goes up', 'It doubles', 'It becomes irregular'],
      'A stronger heart pumps more blood with each beat, so it needs fewer beats per minute at rest.',
    ),
    tf(
      ['heart rate', 'pulse'],
      'You can find your heart rate by counting your pulse for 10 seconds and multiplying by 10.',
      false,
      'A minute has six 10-second periods, so a 10-second count is multiplied by 6.',
    ),
    sa(
      ['heart rate', 'pulse', 'math'],
      'You count 24 beats in 10 seconds. What is your heart rate in beats per minute? Show how.',
      '144 beats per minute (24 x 6).',
      'Six 10-second periods make a minute, so the 10-second count is multiplied by 6.',
    ),

    // FITT and training principles
    mc(
      ['fitt principle', 'training principles'],
      "In the FITT principle, what does the 'I' stand for?",
      'Intensity',
      ['Interval', 'Injury', 'Improvement'],
      'FITT stands for Frequency, Intensity, Time and Type; intensity is how hard you work.',
    ),
    mc(
      ['fitt principle', 'training principles'],
      "In the FITT principle, what does 'frequency' mean?",
      'How often you exercise',
      ['How hard you exercise', 'How long each session lasts', 'What kind of exercise you do'],
      'Frequency is the number of sessions, for example three days a week.',
    ),
    mc(
      ['fitt principle', 'training principles'],
      'Sam used to jog for 20 minutes and now jogs for 30 minutes at the same pace. Which part of FITT did he change?',
      'Time',
      ['Frequency', 'Intensity', 'Type'],
      'Only the length of each session changed, which is the Time part of FITT.',
    ),
    mc(
      ['fitt principle', 'reversibility', 'training principles'],
      'Which training principle says fitness gains are lost when you stop training?',
      'Reversibility',
      ['Overload', 'Specificity', 'Progression'],
      "Reversibility ('use it or lose it') means the body gradually loses fitness it no longer uses.",
    ),
    tf(
      ['fitt principle', 'overload', 'training principles'],
      'The overload principle says you must make your body work harder than usual to improve your fitness.',
      true,
      'The body adapts only when it is challenged beyond its normal level of work.',
    ),
    sa(
      ['fitt principle', 'cardiovascular endurance', 'fitness planning'],
      'Write a FITT plan to improve cardiovascular endurance.',
      'For example: Frequency 3-5 days a week; Intensity moderate to vigorous (in the target heart rate zone); Time 20-60 minutes; Type jogging, cycling or swimming.',
      'A good answer gives a sensible value for each of the four parts and an aerobic type of activity.',
    ),

    // safety and injury prevention
    mc(
      ['safety', 'injury prevention', 'first aid'],
      "In the RICE method for a minor sprain, what does the 'C' stand for?",
      'Compression',
      ['Circulation', 'Cooling', 'Care'],
      'RICE stands for Rest, Ice, Compression and Elevation; a compression wrap helps limit swelling.',
    ),
    mc(
      ['safety', 'concussion', 'injury prevention'],
      'Two players bump heads hard and one feels dizzy. What should happen?',
      'Stop playing and be checked by an adult',
      [
        'Keep playing if they can still walk',
        'Drink water and go back in',
        'Walk it off and return',
      ],
      'Dizziness after a blow to the head can be a sign of concussion, so the player must stop and be checked before any return.',
    ),
    tf(
      ['safety', 'warm-ups', 'dynamic stretching'],
      'A dynamic warm-up uses active movements, such as leg swings and walking lunges, rather than long held stretches.',
      true,
      'Dynamic warm-ups move the joints through their range while raising heart rate and muscle temperature.',
    ),
    tf(
      ['safety', 'injury prevention', 'pain'],
      'Sharp pain during exercise is a normal sign that you are getting fitter.',
      false,
      'Sharp pain is a warning of injury; you should stop and tell the teacher. Mild tiredness or muscle burn is different.',
    ),
    mc(
      ['safety', 'heat illness'],
      'Which is a sign of heat exhaustion?',
      'Heavy sweating, dizziness and nausea',
      [
        'Steady energy and a clear head',
        'A slow heartbeat and more energy',
        'Feeling calm and well rested',
      ],
      'Heat exhaustion happens when the body overheats and loses fluid, causing heavy sweating, dizziness, headache and nausea.',
    ),
    sa(
      ['safety', 'warm-ups', 'injury prevention'],
      'Why should you warm up before vigorous activity?',
      'It gradually raises heart rate, breathing and muscle temperature, preparing the body to perform and helping lower the risk of injury.',
      'Warm muscles move more easily and the heart and lungs are ready for the harder work that follows.',
    ),

    // nutrition and hydration
    mc(
      ['nutrition', 'carbohydrates', 'healthy eating'],
      'Which food is the best source of complex carbohydrates?',
      'Whole-grain pasta',
      ['Chicken breast', 'Olive oil', 'Cheddar cheese'],
      'Whole grains are rich in complex carbohydrates; chicken is mostly protein, oil is fat, and cheese is mostly fat and protein.',
    ),
    mc(
      ['nutrition', 'vitamins', 'nutrients'],
      'Which nutrient provides no energy (calories) but is needed for many body processes?',
      'Vitamins',
      ['Fats', 'Proteins', 'Carbohydrates'],
      'Vitamins help the body use energy and stay healthy but do not supply calories themselves.',
    ),
    mc(
      ['nutrition', 'fiber', 'healthy eating'],
      'What is the main job of fiber in the diet?',
      'It helps the digestive system work well',
      [
        'It is the main building block of muscle',
        'It carries oxygen in the blood',
        'It gives the fastest energy',
      ],
      'Fiber, found in whole grains, fruits, vegetables and beans, keeps digestion regular.',
    ),
    mc(
      ['nutrition', 'calcium', 'minerals'],
      'Which mineral is most important for strong bones and teeth?',
      'Calcium',
      ['Iron', 'Sodium', 'Potassium'],
      'Bones and teeth are built largely from calcium; iron is needed mainly for the blood.',
    ),
    tf(
      ['nutrition', 'hydration', 'nutrients'],
      'Water is one of the six classes of nutrients.',
      true,
      'The six classes are carbohydrates, proteins, fats, vitamins, minerals and water.',
    ),
    tf(
      ['nutrition', 'hydration', 'sports drinks'],
      'Most students need a sports drink instead of water during a normal PE class.',
      false,
      'For an ordinary class, water replaces what is lost in sweat; sports drinks add sugar that is not needed.',
    ),
    sa(
      ['nutrition', 'nutrients'],
      'Name the six classes of nutrients.',
      'Carbohydrates, proteins, fats, vitamins, minerals and water.',
      'These are the six groups of substances the body needs from food and drink.',
    ),

    // teamwork and sportsmanship
    mc(
      ['teamwork', 'sportsmanship', 'strategy'],
      'Your teammate has the ball and is being guarded closely. What is the most helpful thing to do?',
      'Move into open space to receive a pass',
      ['Stand right beside them', 'Stop and watch the play', 'Stand behind a defender'],
      'Getting open gives the teammate a safe passing option away from the defender.',
    ),
    mc(
      ['teamwork', 'encouragement'],
      'A teammate keeps making mistakes. What is the most helpful response?',
      'Encourage them and suggest one thing to try',
      ['Point out every mistake loudly', 'Stop passing to them', 'Ask the coach to take them out'],
      'Encouragement and one clear tip help a teammate improve and keep the team together.',
    ),
    tf(
      ['teamwork', 'communication'],
      'Communicating with teammates, such as calling for the ball, is part of good teamwork.',
      true,
      'Talking to each other lets players know where help is and what the plan is.',
    ),
    mc(
      ['teamwork', 'sportsmanship', 'winning and losing'],
      'Which is an example of good sportsmanship after a close loss?',
      'Shaking hands and congratulating the winners',
      [
        'Blaming the referee for the loss',
        'Leaving without shaking hands',
        'Saying the other team cheated',
      ],
      'Respecting the opponents after a loss shows self-control and fair play.',
    ),
    sa(
      ['teamwork', 'leadership'],
      'Describe one way a team captain can help a team work well together.',
      'For example: encourage everyone, make sure all players are included, explain the plan clearly, stay positive after mistakes, or set an example of fair play.',
      'Any answer showing positive, inclusive leadership is correct.',
    ),

    // volleyball
    mc(
      ['volleyball', 'rules'],
      'In indoor volleyball, how many players does each team have on the court?',
      '6',
      ['5', '9', '11'],
      'Indoor volleyball is played six against six.',
    ),
    mc(
      ['volleyball', 'rules'],
      'In volleyball, how many hits may a team use to return the ball over the net, not counting a block?',
      '3',
      ['1', '2', '5'],
      'A team may touch the ball up to three times (a block does not count) before it must go over the net.',
    ),
    mc(
      ['volleyball', 'forearm pass', 'skills'],
      'Which volleyball skill is usually used to receive a serve?',
      'The forearm pass (bump)',
      ['The spike', 'The block', 'The jump serve'],
      'The forearm pass gives a steady platform to control a fast serve and send it to the setter.',
    ),
    tf(
      ['volleyball', 'rules'],
      'In volleyball, a ball that lands on the boundary line is counted as in.',
      true,
      'The lines are part of the court, so a ball touching a line is in.',
    ),
    sa(
      ['volleyball', 'forearm pass', 'skills'],
      'Describe the ready position for a forearm pass in volleyball.',
      'Feet about shoulder-width apart, knees bent, weight forward, arms straight out in front with hands joined to make a flat platform with the forearms.',
      'This low, balanced position lets the player move quickly and send the ball off a flat surface.',
    ),

    // softball and baseball
    mc(
      ['softball', 'baseball', 'rules'],
      'In softball and baseball, a batter is out after how many strikes?',
      '3',
      ['2', '4', '5'],
      'Three strikes make a strikeout.',
    ),
    mc(
      ['softball', 'baseball', 'rules'],
      'In softball and baseball, how many outs does a team get in its half of an inning?',
      '3',
      ['1', '2', '4'],
      'After three outs the teams switch between batting and fielding.',
    ),
    mc(
      ['softball', 'baseball', 'rules'],
      'In softball and baseball, how many balls earn the batter a walk to first base?',
      '4',
      ['2', '3', '5'],
      'Four pitches called balls give the batter a walk (base on balls) to first base.',
    ),
    tf(
      ['softball', 'baseball', 'base running'],
      'In softball, runners must touch the bases in order: first, second, third, then home.',
      true,
      'A runner must touch each base in order; a runner who misses a base can be called out on appeal.',
    ),
    tf(
      ['softball', 'baseball', 'rules'],
      'In softball, a foul ball can never count as a strike.',
      false,
      'A foul ball counts as a strike when the batter has fewer than two strikes.',
    ),
    sa(
      ['softball', 'baseball', 'rules'],
      'What is a force out in softball?',
      'An out made when a runner must move to the next base because the batter has become a runner, and a fielder holding the ball touches that base first.',
      'Forced runners have to advance, so the defense only needs to tag the base, not the runner.',
    ),
  ],
  // 9-12: the reasoning behind training (principles, heart rate zones, energy systems) and planning it.
  '9-12': [
    // training principles
    mc(
      ['training principles', 'progressive overload'],
      'A student adds a little more weight each week so the exercise stays challenging. Which training principle is this?',
      'Progressive overload',
      ['Specificity', 'Reversibility', 'Individuality'],
      'Gradually increasing the demand keeps the body working beyond its normal level, so it keeps adapting.',
    ),
    mc(
      ['training principles', 'specificity'],
      'A swimmer wants faster race times, so most of her training is done in the pool rather than on a bike. Which principle explains this choice?',
      'Specificity',
      ['Reversibility', 'Progression', 'Individuality'],
      'Specificity means the body adapts to the exact kind of work it does, so training should match the event.',
    ),
    tf(
      ['training principles', 'individuality'],
      'The principle of individuality means everyone responds to the same training program in exactly the same way.',
      false,
      'Individuality means people respond differently because of genetics, age, starting fitness and other factors.',
    ),
    mc(
      ['training principles', 'recovery'],
      'Why do well-designed training programs include rest and recovery days?',
      'The body repairs and adapts during recovery',
      [
        'Muscles only get stronger during workouts',
        'Rest days stop all fitness loss forever',
        'Only beginners ever need to rest',
      ],
      'Training is the stimulus; the repair and adaptation that make you fitter happen during rest, and too little rest raises injury risk.',
    ),
    sa(
      ['training principles', 'progressive overload'],
      'Explain the difference between the overload principle and the progression principle.',
      'Overload: the body must work harder than it is used to in order to improve. Progression: that extra demand should be increased gradually over time so improvement continues safely.',
      'Overload is about the level of challenge; progression is about raising that challenge step by step.',
    ),

    // heart rate
    mc(
      ['heart rate', 'maximum heart rate'],
      'Using 220 minus age, what is the estimated maximum heart rate of a 16-year-old?',
      '204 beats per minute',
      ['184 beats per minute', '196 beats per minute', '236 beats per minute'],
      '220 - 16 = 204 beats per minute; this is a population estimate, not an exact personal value.',
    ),
    mc(
      ['heart rate', 'target heart rate', 'karvonen'],
      'A 16-year-old has a resting heart rate of 64 and an estimated maximum of 204 beats per minute. Using the Karvonen (heart rate reserve) method, what is the target heart rate at 70% intensity?',
      '162 beats per minute',
      ['98 beats per minute', '143 beats per minute', '176 beats per minute'],
      'Heart rate reserve = 204 - 64 = 140; 70% of 140 = 98; 98 + 64 = 162 beats per minute.',
    ),
    tf(
      ['heart rate', 'maximum heart rate'],
      'The 220-minus-age formula gives each person their exact maximum heart rate.',
      false,
      'It is only an estimate based on averages; individual maximum heart rates can differ by 10 or more beats per minute.',
    ),
    mc(
      ['heart rate', 'stroke volume', 'cardiovascular system'],
      'What is stroke volume?',
      'The amount of blood the heart pumps with each beat',
      [
        'The number of heartbeats in one minute',
        'The amount of blood the heart pumps in one minute',
        'The time between two heartbeats',
      ],
      'Stroke volume is the blood ejected by one contraction; the amount per minute is cardiac output.',
    ),
    mc(
      ['heart rate', 'cardiac output', 'cardiovascular system'],
      'How is cardiac output calculated?',
      'Heart rate times stroke volume',
      [
        'Heart rate plus stroke volume',
        'Stroke volume divided by heart rate',
        'Maximum minus resting heart rate',
      ],
      'Cardiac output is the blood pumped per minute: beats per minute multiplied by the blood pumped per beat.',
    ),
    sa(
      ['heart rate', 'resting heart rate', 'cardiovascular endurance'],
      'Explain why a well-trained endurance athlete usually has a lower resting heart rate than an untrained person.',
      'Training strengthens the heart and increases stroke volume, so it pumps more blood per beat and needs fewer beats per minute to supply the body at rest.',
      'Cardiac output at rest stays about the same, so a larger stroke volume allows a lower heart rate.',
    ),

    // aerobic and anaerobic exercise
    mc(
      ['aerobic and anaerobic exercise', 'energy systems'],
      'Which activity relies mostly on anaerobic energy?',
      'A 100-meter sprint',
      ['A 5-kilometer run', 'A 30-minute bike ride', 'A long, easy swim'],
      'A sprint is short and all-out, so energy is produced faster than oxygen can be delivered; the others are long and steady.',
    ),
    mc(
      ['aerobic and anaerobic exercise', 'aerobic exercise'],
      "What does the word 'aerobic' mean?",
      'With oxygen',
      ['Without oxygen', 'With heavy weights', 'With short rests'],
      'Aerobic exercise is steady enough that the body can use oxygen to produce most of its energy.',
    ),
    tf(
      ['aerobic and anaerobic exercise', 'anaerobic exercise'],
      'Anaerobic exercise can be kept up at the same very high intensity for hours.',
      false,
      'Anaerobic energy runs out within seconds to a couple of minutes, which is why all-out efforts are short.',
    ),
    mc(
      ['aerobic and anaerobic exercise', 'energy systems'],
      'Which energy system mainly supplies the energy for a single all-out effort lasting a few seconds, such as a shot put throw?',
      'The ATP-PC (phosphocreatine) system',
      [
        'The aerobic (oxidative) system',
        'The lactic acid (glycolytic) system',
        'The respiratory system',
      ],
      'Stored ATP and phosphocreatine release energy almost instantly but last only about 10 seconds, which suits very short, explosive efforts.',
    ),
    sa(
      ['aerobic and anaerobic exercise', 'energy systems'],
      'Give one example each of an aerobic and an anaerobic activity, and explain the difference between them.',
      'Aerobic: jogging or cycling for 30 minutes, moderate and long, fueled mainly with oxygen. Anaerobic: a 100 m sprint or a heavy lift, short and very intense, fueled mainly without enough oxygen.',
      'The difference is intensity and duration, which decide whether oxygen can meet the energy demand.',
    ),

    // resistance training
    mc(
      ['resistance training', 'muscular endurance', 'strength training'],
      'Which plan best builds muscular endurance rather than maximal strength?',
      'Many repetitions with a lighter load',
      [
        '1 to 3 repetitions with a very heavy load',
        'A single maximal lift each session',
        'Static stretches held for 30 seconds',
      ],
      'Muscular endurance improves when muscles repeat many contractions against a lighter resistance; very heavy, low-repetition work targets strength.',
    ),
    mc(
      ['resistance training', 'strength training', 'muscular strength'],
      "What does '1RM' (one-repetition maximum) mean?",
      'The most weight you can lift once with good form',
      [
        'The weight you can lift ten times',
        'One round of every machine in the gym',
        'One minute of rest between sets',
      ],
      '1RM is the heaviest load that can be lifted for a single complete repetition; it is a measure of muscular strength.',
    ),
    mc(
      ['resistance training', 'safety', 'strength training'],
      'What is the role of a spotter during a bench press?',
      'To help the lifter safely if they cannot finish a rep',
      [
        'To count the calories the lifter burns',
        'To add weight to the bar during the lift',
        'To time the rest between the sets',
      ],
      'A spotter watches closely and assists with the bar so the lifter is not trapped under a weight they cannot lift.',
    ),
    tf(
      ['resistance training', 'strength training', 'safety'],
      'Properly supervised and well-designed resistance training can be safe for teenagers.',
      true,
      'Pediatric and strength-training organizations, such as the American Academy of Pediatrics, support supervised resistance training with good technique for young people.',
    ),
    sa(
      ['resistance training', 'strength training'],
      'In resistance training, what is a repetition and what is a set?',
      'A repetition is one complete movement of an exercise; a set is a group of repetitions done in a row without resting.',
      'For example, 3 sets of 10 repetitions means doing 10 lifts, resting, and repeating that two more times.',
    ),

    // flexibility
    mc(
      ['flexibility', 'stretching', 'static stretching'],
      'Which type of stretching means holding a muscle in a lengthened position without moving?',
      'Static stretching',
      ['Dynamic stretching', 'Ballistic stretching', 'Plyometric training'],
      'A static stretch is held still at a point of mild tension, usually for several seconds or more.',
    ),
    mc(
      ['flexibility', 'stretching', 'safety'],
      'Which type of stretching uses bouncing movements and carries the greatest risk of injury for most students?',
      'Ballistic stretching',
      ['Static stretching', 'Dynamic stretching', 'PNF stretching'],
      'Bouncing uses momentum to force a muscle past its normal range, which can trigger the stretch reflex and strain the muscle.',
    ),
    tf(
      ['flexibility', 'pnf stretching'],
      'PNF stretching combines stretching a muscle with contracting that same muscle.',
      true,
      'In PNF (proprioceptive neuromuscular facilitation), the stretched muscle is contracted against resistance and then relaxed into a deeper stretch.',
    ),
    tf(
      ['flexibility', 'range of motion'],
      'Flexibility is the same at every joint, so one test measures the flexibility of the whole body.',
      false,
      'Flexibility is specific to each joint; someone can have flexible hamstrings but tight shoulders.',
    ),
    mc(
      ['flexibility', 'range of motion'],
      "What does 'range of motion' describe?",
      'How far a joint can move in each direction',
      [
        'How fast a muscle can contract',
        'How much weight a joint can hold',
        'How long a muscle can keep working',
      ],
      'Range of motion is the extent of movement possible at a joint, which is what flexibility measures.',
    ),
    sa(
      ['flexibility', 'warm-ups', 'dynamic stretching'],
      'Why are dynamic stretches often chosen for a warm-up instead of long static stretches?',
      'Dynamic stretches raise heart rate and muscle temperature and rehearse the movements of the activity, while long static holds do not prepare the body in that way.',
      'A warm-up should get the body moving like the coming activity; static stretching fits the cool-down better.',
    ),

    // nutrition and hydration
    mc(
      ['nutrition', 'fats', 'calories'],
      'How many calories are in one gram of fat?',
      '9',
      ['4', '7', '12'],
      'Fat provides about 9 calories per gram, more than twice the 4 calories per gram of carbohydrate or protein.',
    ),
    mc(
      ['nutrition', 'fats', 'heart health'],
      'Which type of fat is most strongly linked to a higher risk of heart disease?',
      'Trans fat',
      ['Monounsaturated fat', 'Polyunsaturated fat', 'Omega-3 fat'],
      'Trans fat raises LDL ("bad") cholesterol and lowers HDL ("good") cholesterol; the other three are unsaturated fats.',
    ),
    tf(
      ['nutrition', 'protein', 'sports nutrition'],
      'Because protein builds muscle, athletes should get most of their calories from protein.',
      false,
      'Athletes need adequate protein, but most of their calories should come from carbohydrates, the main fuel for exercise.',
    ),
    tf(
      ['nutrition', 'hydration', 'performance'],
      'Losing a significant amount of body water through sweat can reduce athletic performance.',
      true,
      'Dehydration makes the heart work harder and the body less able to cool itself, so endurance and concentration drop.',
    ),
    mc(
      ['nutrition', 'sports nutrition'],
      'An athlete eats a meal three hours before a game. Which is the best choice?',
      'Pasta with lean chicken and vegetables',
      [
        'A double cheeseburger and fries',
        'Chips and an energy drink',
        'Fried chicken and a milkshake',
      ],
      'A pre-game meal should be rich in carbohydrates, moderate in protein and low in fat so it digests in time and supplies energy.',
    ),
    sa(
      ['nutrition', 'macronutrients'],
      'Name the three macronutrients and give one main job of each.',
      'Carbohydrates: main energy source. Proteins: build and repair tissues such as muscle. Fats: stored energy, insulation and absorbing vitamins A, D, E and K.',
      'Each of the three supplies calories, but each has its own main role in the body.',
    ),

    // injury prevention and first aid
    mc(
      ['injury prevention', 'concussion', 'first aid'],
      'What is the most important first step if a concussion is suspected during a game?',
      'Remove the player from play and have them evaluated',
      [
        'Let them keep playing if they feel fine',
        'Give them an energy drink and a short rest',
        'Send them alone to rest in the locker room',
      ],
      'A suspected concussion means the player stops immediately and is checked by a health professional; a second hit before recovery can be very dangerous.',
    ),
    mc(
      ['injury prevention', 'heat illness', 'first aid'],
      "Which heat illness is a medical emergency because the body's cooling system has failed?",
      'Heat stroke',
      ['Heat cramps', 'Mild dehydration', 'Muscle soreness'],
      'In heat stroke the body temperature rises dangerously and confusion can occur; emergency services must be called and the person cooled at once.',
    ),
    tf(
      ['injury prevention', 'sprains and strains'],
      'A sprain is an injury to a ligament, while a strain is an injury to a muscle or tendon.',
      true,
      'Ligaments join bone to bone, so a stretched or torn ligament is a sprain; muscle or tendon damage is a strain.',
    ),
    tf(
      ['injury prevention', 'concussion'],
      'An athlete with a suspected concussion may return to play the same day once the headache goes away.',
      false,
      'Guidance such as the CDC HEADS UP program says no return to play on the same day; return follows a gradual plan after a health professional clears the athlete.',
    ),
    mc(
      ['injury prevention', 'overuse injuries'],
      "What is an 'overuse injury'?",
      'Damage from repeated stress without enough recovery',
      [
        'An injury from a single hard collision',
        'An injury from falling off equipment',
        'An illness spread by shared equipment',
      ],
      'Overuse injuries such as stress fractures and shin splints build up when the same tissues are loaded again and again without time to recover.',
    ),
    sa(
      ['injury prevention', 'first aid', 'sprains and strains'],
      'Describe the first aid for a minor ankle sprain during the first day or two.',
      'Stop and rest it, apply ice wrapped in a cloth for about 15-20 minutes at a time, use a compression wrap, and raise it above heart level; see a doctor if the person cannot bear weight or pain is severe.',
      'This is the RICE method (rest, ice, compression, elevation), which limits pain and swelling.',
    ),

    // goal setting and fitness planning
    mc(
      ['goal setting', 'smart goals'],
      "In a SMART goal, what does the 'M' stand for?",
      'Measurable',
      ['Motivating', 'Maximal', 'Meaningful'],
      'A measurable goal has a number or result you can check, so you know when you have reached it.',
    ),
    mc(
      ['goal setting', 'smart goals', 'fitness planning'],
      'Which is the best example of a SMART fitness goal?',
      'Run a mile in under 9 minutes within 8 weeks',
      ['Get in better shape this year', 'Run faster some day', 'Be the fittest person at school'],
      'It is specific, measurable (under 9 minutes), realistic and time-bound (8 weeks); the others are vague.',
    ),
    tf(
      ['goal setting', 'fitness testing', 'fitness planning'],
      'A fitness pre-test gives you a starting point, or baseline, for setting goals.',
      true,
      'Knowing your current scores lets you set realistic targets and measure progress later.',
    ),
    mc(
      ['goal setting', 'fitness planning', 'motivation'],
      'Why should a personal fitness plan include activities the person enjoys?',
      'People are more likely to keep doing it',
      [
        'Enjoyable activities always burn the most calories',
        'Enjoyment makes the FITT principle unnecessary',
        'Fun activities can never cause injuries',
      ],
      'Long-term fitness depends on sticking with a plan, and people stick with activities they enjoy.',
    ),
    sa(
      ['goal setting', 'smart goals'],
      "Rewrite the goal 'I want to get stronger' as a SMART goal.",
      "For example: 'I will increase my push-ups from 15 to 25 in one minute within 6 weeks by training three days a week.'",
      'A good answer is specific, has a number to measure, is realistic, relates to strength and has a deadline.',
    ),

    // tennis
    mc(
      ['tennis', 'scoring', 'racket sports'],
      'In tennis, what is a score of zero called?',
      'Love',
      ['Deuce', 'Let', 'Ace'],
      "In tennis scoring, zero is called 'love', as in '15-love'.",
    ),
    mc(
      ['tennis', 'scoring', 'racket sports'],
      "In a game of tennis, which score comes after 'love, 15, 30'?",
      '40',
      ['45', '50', '60'],
      'Points within a game are counted love, 15, 30, 40, and then game.',
    ),
    mc(
      ['tennis', 'scoring', 'deuce'],
      "In tennis, what is 'deuce'?",
      'A tie at 40-40 or later in a game',
      [
        'A serve the opponent cannot touch',
        'A serve that clips the net and lands in',
        'The first point of every game',
      ],
      'At deuce a player must win two points in a row to win the game; an untouched serve is an ace and a net-clipping serve is a let.',
    ),
    tf(
      ['tennis', 'serving', 'rules'],
      'In tennis, a serve must land in the service box diagonally opposite the server.',
      true,
      'The server stands behind the baseline and must hit into the service box on the opposite side, across the diagonal.',
    ),
    tf(
      ['tennis', 'rules'],
      'In tennis, a ball that lands on the line is out.',
      false,
      'The lines are part of the court, so a ball that touches any part of the line is in.',
    ),
    mc(
      ['tennis', 'serving', 'rules'],
      "What is a 'double fault' in tennis?",
      'Missing both serve attempts, which loses the point',
      [
        'Letting the ball bounce twice',
        'Serving from the wrong side',
        'Winning two games in a row',
      ],
      'The server gets two tries; if both are faults, the point goes to the opponent.',
    ),
  ],
};
