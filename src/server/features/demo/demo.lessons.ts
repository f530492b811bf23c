import type { GRADES, SUBJECTS } from '../../../contracts/constants';

/**
 * The sample lessons: several subjects and all three statuses, some marked AI generated.
 * Their content is a real plan whose phases add up to the lesson's duration.
 */
export interface DemoLessonSeed {
  title: string;
  subject: (typeof SUBJECTS)[number];
  grade: (typeof GRADES)[number];
  topic: string;
  duration: number;
  description: string;
  objectives: string[];
  materials: string[];
  phases: { name: string; minutes: number; activities: string[] }[];
  homework: string;
  status: 'draft' | 'published' | 'archived';
  aiGenerated: boolean;
}

export const DEMO_LESSONS: readonly DemoLessonSeed[] = [
  {
    title: 'Adding Fractions with Unlike Denominators',
    subject: 'Mathematics',
    grade: '7',
    topic: 'Fractions',
    duration: 45,
    description: 'Students find common denominators with fraction strips before moving to numbers.',
    objectives: [
      'Identify a common denominator for two fractions',
      'Add and subtract fractions with unlike denominators',
      'Explain each step using a visual model',
    ],
    materials: ['Fraction strips', 'Mini whiteboards', 'Exit ticket'],
    phases: [
      { name: 'Warm-up', minutes: 5, activities: ['Compare 1/2 and 2/4 with fraction strips.'] },
      {
        name: 'Direct instruction',
        minutes: 12,
        activities: ['Model 1/3 + 1/4 with strips, then with a least common multiple.'],
      },
      {
        name: 'Guided practice',
        minutes: 15,
        activities: ['Pairs solve four problems on whiteboards and explain one to the class.'],
      },
      {
        name: 'Independent practice',
        minutes: 8,
        activities: ['Six problems of rising difficulty.'],
      },
      { name: 'Exit ticket', minutes: 5, activities: ['Solve 2/3 + 1/6 and draw the model.'] },
    ],
    homework: 'Textbook page 84, problems 1-10.',
    status: 'published',
    aiGenerated: true,
  },
  {
    title: 'Photosynthesis Lab',
    subject: 'Science',
    grade: '7',
    topic: 'Photosynthesis',
    duration: 60,
    description: 'Leaf disks float as they photosynthesise: students measure the rate under light.',
    objectives: [
      'Describe the inputs and outputs of photosynthesis',
      'Measure how light affects the rate of photosynthesis',
      'Record and graph results',
    ],
    materials: ['Spinach leaves', 'Baking soda solution', 'Syringes', 'Lamps', 'Data sheet'],
    phases: [
      {
        name: 'Hook',
        minutes: 5,
        activities: ['Why do plants in the dark turn yellow? Quick discussion.'],
      },
      {
        name: 'Lab setup',
        minutes: 15,
        activities: ['Groups prepare leaf disks and cups under safety guidance.'],
      },
      {
        name: 'Experiment',
        minutes: 25,
        activities: ['Count floating disks every minute under light and in shade.'],
      },
      { name: 'Analysis', minutes: 10, activities: ['Graph the counts and compare groups.'] },
      { name: 'Wrap-up', minutes: 5, activities: ['Write the word equation of photosynthesis.'] },
    ],
    homework: 'Finish the lab report conclusion.',
    status: 'published',
    aiGenerated: true,
  },
  {
    title: 'Building a Persuasive Paragraph',
    subject: 'English',
    grade: '7',
    topic: 'Persuasive writing',
    duration: 45,
    description: 'Claim, reasons and evidence: students draft and peer-review a paragraph.',
    objectives: [
      'State a clear claim',
      'Support it with two reasons and evidence',
      'Give specific peer feedback',
    ],
    materials: ['Model paragraph', 'Peer review checklist'],
    phases: [
      { name: 'Warm-up', minutes: 5, activities: ['Spot the persuasive techniques in an advert.'] },
      { name: 'Model', minutes: 10, activities: ['Annotate a model paragraph together.'] },
      { name: 'Drafting', minutes: 20, activities: ['Students draft their own paragraph.'] },
      { name: 'Peer review', minutes: 10, activities: ['Swap drafts and use the checklist.'] },
    ],
    homework: 'Revise the paragraph using the feedback.',
    status: 'published',
    aiGenerated: false,
  },
  {
    title: 'Rivers of Early Civilizations',
    subject: 'History',
    grade: '6',
    topic: 'Ancient civilizations',
    duration: 45,
    description: 'Why the first cities grew along the Nile, Tigris, Euphrates and Indus.',
    objectives: [
      'Locate four river valley civilizations on a map',
      'Explain why rivers supported early cities',
    ],
    materials: ['World map handout', 'Picture cards'],
    phases: [
      {
        name: 'Hook',
        minutes: 5,
        activities: ['Where would you build a city? Vote with picture cards.'],
      },
      {
        name: 'Map work',
        minutes: 20,
        activities: ['Label the rivers and civilizations on the handout.'],
      },
      {
        name: 'Discussion',
        minutes: 15,
        activities: ['Groups list what rivers provide and share.'],
      },
      {
        name: 'Exit ticket',
        minutes: 5,
        activities: ['One reason rivers mattered, in one sentence.'],
      },
    ],
    homework: 'Read the chapter on Mesopotamia.',
    status: 'archived',
    aiGenerated: false,
  },
  {
    title: 'Climate Zones Around the World',
    subject: 'Geography',
    grade: '8',
    topic: 'Climate zones',
    duration: 40,
    description: 'Students connect latitude with temperature and rainfall patterns.',
    objectives: ['Name the major climate zones', 'Relate climate to latitude'],
    materials: ['Climate graphs', 'Globe'],
    phases: [
      { name: 'Warm-up', minutes: 5, activities: ['Which place is warmer: Oslo or Nairobi? Why?'] },
      { name: 'Instruction', minutes: 10, activities: ['Tour the zones on the globe.'] },
      { name: 'Graph reading', minutes: 20, activities: ['Match climate graphs to cities.'] },
      { name: 'Review', minutes: 5, activities: ['Quick quiz on the board.'] },
    ],
    homework: 'Find a climate graph for your own town.',
    status: 'draft',
    aiGenerated: true,
  },
  {
    title: 'Solving Two-Step Equations',
    subject: 'Mathematics',
    grade: '8',
    topic: 'Linear equations',
    duration: 45,
    description: 'Balance-scale models lead to inverse operations for two-step equations.',
    objectives: [
      'Solve two-step equations with inverse operations',
      'Check a solution by substitution',
      'Write an equation for a word problem',
    ],
    materials: ['Balance scale app', 'Worksheet'],
    phases: [
      { name: 'Warm-up', minutes: 5, activities: ['Solve x + 7 = 12 on whiteboards.'] },
      { name: 'Model', minutes: 10, activities: ['Use the balance model for 2x + 3 = 11.'] },
      {
        name: 'Practice',
        minutes: 20,
        activities: ['Worksheet in pairs, checking by substitution.'],
      },
      {
        name: 'Word problems',
        minutes: 10,
        activities: ['Turn two short stories into equations.'],
      },
    ],
    homework: 'Worksheet B, odd problems.',
    status: 'draft',
    aiGenerated: false,
  },
  {
    title: 'Watercolour Landscapes',
    subject: 'Art',
    grade: '6',
    topic: 'Watercolour techniques',
    duration: 50,
    description: 'Wet-on-wet and dry brush techniques for skies and hills.',
    objectives: [
      'Use wet-on-wet and dry brush techniques',
      'Plan a composition with foreground and background',
    ],
    materials: ['Watercolour paper', 'Paints', 'Brushes', 'Water cups'],
    phases: [
      { name: 'Demonstration', minutes: 10, activities: ['Show both techniques side by side.'] },
      { name: 'Practice strips', minutes: 10, activities: ['Try each technique on a test strip.'] },
      { name: 'Painting', minutes: 25, activities: ['Paint a landscape with a sky and hills.'] },
      { name: 'Gallery walk', minutes: 5, activities: ['Share one thing that worked.'] },
    ],
    homework: 'Sketch a view from your window.',
    status: 'published',
    aiGenerated: false,
  },
];

/** The lesson's body as markdown, in the same shape the AI lesson generator saves. */
export function lessonMarkdown(l: DemoLessonSeed): string {
  // The facts, description, objectives and materials are fields the page shows from the record.
  const lines = [
    '## Lesson flow',
    ...l.phases.flatMap((p) => [
      `### ${p.name} (${p.minutes} min)`,
      ...p.activities.map((a) => `- ${a}`),
      '',
    ]),
    '## Homework',
    l.homework,
  ];
  return lines.join('\n');
}
