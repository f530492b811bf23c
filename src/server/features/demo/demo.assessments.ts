import type { GRADES } from '../../../contracts/constants';
import type { QuestionInput } from '../../../contracts/questions.contract';

/**
 * The sample assessments: one a week over the past eight weeks, in the five assessment
 * subjects, each with real, checked questions whose points add up to the max score of 100.
 */
export interface DemoAssessmentSeed {
  title: string;
  description: string;
  type: 'quiz' | 'test' | 'assignment' | 'project' | 'exam';
  subject: 'Mathematics' | 'Science' | 'English' | 'History' | 'Geography';
  grade: (typeof GRADES)[number];
  timeLimit: number;
  /** When it was given: 7 is seven weeks ago, 0 is this week. */
  weeksAgo: number;
  questions: QuestionInput[];
}

const mc = (id: string, prompt: string, choices: string[], answer: string): QuestionInput => ({
  id,
  type: 'multiple_choice',
  prompt,
  choices,
  answer,
  points: 25,
});
const tf = (id: string, prompt: string, answer: boolean): QuestionInput => ({
  id,
  type: 'true_false',
  prompt,
  choices: [],
  answer: String(answer),
  points: 25,
});
const short = (id: string, prompt: string, answer: string): QuestionInput => ({
  id,
  type: 'short_answer',
  prompt,
  choices: [],
  answer,
  points: 25,
});

export const DEMO_ASSESSMENTS: readonly DemoAssessmentSeed[] = [
  {
    title: 'Fractions Check-in',
    description: 'Adding, subtracting and comparing fractions with unlike denominators.',
    type: 'quiz',
    subject: 'Mathematics',
    grade: '7',
    timeLimit: 20,
    weeksAgo: 7,
    questions: [
      mc('q1', 'What is 3/4 + 1/8?', ['7/8', '4/12', '1', '5/8'], '7/8'),
      mc('q2', 'Which fraction is the largest?', ['2/3', '3/5', '5/8', '7/12'], '2/3'),
      tf('q3', '5/6 - 1/3 = 1/2', true),
      short(
        'q4',
        'Explain how you find a common denominator for 2/5 and 3/4.',
        'Use a common multiple of 5 and 4, such as 20: 2/5 = 8/20 and 3/4 = 15/20.',
      ),
    ],
  },
  {
    title: 'Cells and Organelles',
    description: 'Structure and function of plant and animal cells.',
    type: 'test',
    subject: 'Science',
    grade: '7',
    timeLimit: 40,
    weeksAgo: 6,
    questions: [
      mc(
        'q1',
        'Which organelle releases energy from food?',
        ['Mitochondrion', 'Nucleus', 'Ribosome', 'Vacuole'],
        'Mitochondrion',
      ),
      tf('q2', 'Animal cells have a cell wall.', false),
      mc(
        'q3',
        'Where does photosynthesis take place?',
        ['Chloroplast', 'Cell membrane', 'Cytoplasm', 'Nucleus'],
        'Chloroplast',
      ),
      short(
        'q4',
        'Name one difference between a plant cell and an animal cell.',
        'Plant cells have a cell wall, chloroplasts or a large central vacuole; animal cells do not.',
      ),
    ],
  },
  {
    title: 'Persuasive Writing',
    description: 'Write a persuasive paragraph and identify persuasive techniques.',
    type: 'assignment',
    subject: 'English',
    grade: '7',
    timeLimit: 45,
    weeksAgo: 5,
    questions: [
      mc(
        'q1',
        'Which is an example of a rhetorical question?',
        [
          'Who would not want cleaner air?',
          'Air is made of gases.',
          'Cars produce emissions.',
          'Please recycle.',
        ],
        'Who would not want cleaner air?',
      ),
      tf('q2', 'A counter-argument weakens a persuasive essay and should be avoided.', false),
      mc(
        'q3',
        'What is the purpose of a thesis statement?',
        [
          'To state the main claim',
          'To list sources',
          'To end the essay',
          'To describe the author',
        ],
        'To state the main claim',
      ),
      short(
        'q4',
        'Write one sentence persuading your school to start a garden.',
        'Any sentence with a clear claim and a reason, e.g. a garden would teach us where food comes from.',
      ),
    ],
  },
  {
    title: 'Ratios and Rates',
    description: 'Equivalent ratios, unit rates and simple proportions.',
    type: 'quiz',
    subject: 'Mathematics',
    grade: '7',
    timeLimit: 25,
    weeksAgo: 4,
    questions: [
      mc(
        'q1',
        'A car travels 180 km in 3 hours. What is its speed?',
        ['60 km/h', '90 km/h', '540 km/h', '45 km/h'],
        '60 km/h',
      ),
      tf('q2', 'The ratios 4:6 and 10:15 are equivalent.', true),
      mc(
        'q3',
        'If 5 pencils cost $2.50, how much do 8 pencils cost?',
        ['$4.00', '$3.50', '$5.00', '$4.50'],
        '$4.00',
      ),
      short(
        'q4',
        'Simplify the ratio 18:24 and show your steps.',
        'Divide both by their greatest common factor 6: 3:4.',
      ),
    ],
  },
  {
    title: 'Ancient Civilizations',
    description: 'Mesopotamia, Egypt and the Indus Valley: geography, writing and government.',
    type: 'test',
    subject: 'History',
    grade: '6',
    timeLimit: 40,
    weeksAgo: 3,
    questions: [
      mc(
        'q1',
        'Which river was central to Ancient Egypt?',
        ['Nile', 'Tigris', 'Indus', 'Yangtze'],
        'Nile',
      ),
      mc(
        'q2',
        'What writing system did the Sumerians develop?',
        ['Cuneiform', 'Hieroglyphs', 'Latin alphabet', 'Sanskrit'],
        'Cuneiform',
      ),
      tf('q3', 'Hammurabi’s Code was a set of laws from Babylon.', true),
      short(
        'q4',
        'Why did early civilizations develop near rivers?',
        'Rivers gave water for drinking and farming, fertile soil and routes for trade and travel.',
      ),
    ],
  },
  {
    title: 'Ecosystems Project',
    description: 'Food webs, producers and consumers in a local ecosystem.',
    type: 'project',
    subject: 'Science',
    grade: '7',
    timeLimit: 60,
    weeksAgo: 2,
    questions: [
      mc('q1', 'Which organism is a producer?', ['Grass', 'Rabbit', 'Hawk', 'Mushroom'], 'Grass'),
      tf('q2', 'Decomposers return nutrients to the soil.', true),
      mc(
        'q3',
        'In the chain grass → rabbit → fox, what is the fox?',
        ['Secondary consumer', 'Producer', 'Primary consumer', 'Decomposer'],
        'Secondary consumer',
      ),
      short(
        'q4',
        'Predict what happens to the rabbits if the foxes disappear.',
        'The rabbit population grows at first, then may fall as the grass runs out.',
      ),
    ],
  },
  {
    title: 'Map Skills and Climate Zones',
    description: 'Latitude, longitude and the world’s major climate zones.',
    type: 'quiz',
    subject: 'Geography',
    grade: '8',
    timeLimit: 20,
    weeksAgo: 1,
    questions: [
      mc(
        'q1',
        'Lines of latitude measure distance from the…',
        ['Equator', 'Prime Meridian', 'North Pole', 'International Date Line'],
        'Equator',
      ),
      tf('q2', 'The tropics lie between the Tropic of Cancer and the Tropic of Capricorn.', true),
      mc(
        'q3',
        'Which climate zone has the coldest average temperatures?',
        ['Polar', 'Temperate', 'Tropical', 'Arid'],
        'Polar',
      ),
      short(
        'q4',
        'Give the approximate coordinates of a place on the equator.',
        'Any latitude of 0°, e.g. 0°, 78°W (near Quito).',
      ),
    ],
  },
  {
    title: 'Linear Equations Unit Test',
    description: 'Solving one- and two-step equations and word problems.',
    type: 'exam',
    subject: 'Mathematics',
    grade: '8',
    timeLimit: 50,
    weeksAgo: 0,
    questions: [
      mc('q1', 'Solve 3x + 5 = 20.', ['x = 5', 'x = 15', 'x = 25/3', 'x = 3'], 'x = 5'),
      mc('q2', 'Solve 2(x - 4) = 10.', ['x = 9', 'x = 1', 'x = 7', 'x = 3'], 'x = 9'),
      tf('q3', 'x = -2 is a solution of 4x + 8 = 0.', true),
      short(
        'q4',
        'A gym charges $20 to join and $15 a month. Write and solve an equation for the months you get with $95.',
        '20 + 15m = 95, so m = 5 months.',
      ),
    ],
  },
];

/**
 * This week's assessment is published, and two of the students who have not handed it in on
 * paper took it online this morning: their objective answers are graded automatically and
 * the short answers wait for the teacher, so "Needs Review" has something real to show.
 */
export const DEMO_ONLINE_ANSWERS: readonly { questionId: string; answer: string }[][] = [
  [
    { questionId: 'q1', answer: 'x = 5' },
    { questionId: 'q2', answer: 'x = 9' },
    { questionId: 'q3', answer: 'true' },
    { questionId: 'q4', answer: '20 + 15m = 95, so 15m = 75 and m = 5. Five months.' },
  ],
  [
    { questionId: 'q1', answer: 'x = 5' },
    { questionId: 'q2', answer: 'x = 7' },
    { questionId: 'q3', answer: 'false' },
    { questionId: 'q4', answer: '95 / 15 is about 6, so 6 months' },
  ],
];

/** Subjects the demo class finds harder or easier, in points, so subject insights are real. */
export const SUBJECT_OFFSET: Record<DemoAssessmentSeed['subject'], number> = {
  Mathematics: -5,
  Science: 0,
  English: 3,
  History: 1,
  Geography: -1,
};
