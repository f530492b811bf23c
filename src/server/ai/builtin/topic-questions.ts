/**
 * General reasoning questions (evidence, explanation, study habits), true for any subject and
 * always flagged for review: the RollCall quiz's last resort once a subject's bank and facts
 * run out. Assessments, worksheets and lessons never use them (issue 24: no filler). They name
 * no topic or subject: pasting one in gave sentences such as "Why does Science happen or
 * matter?", and the engine has nothing true to say about a topic it has no material on.
 */
export interface TopicChoiceItem {
  prompt: string;
  answer: string;
  distractors: string[];
}

const REASONING_CHOICE: readonly TopicChoiceItem[] = [
  {
    prompt: 'Which of these is the strongest evidence for a claim?',
    answer: 'Data or a reliable source that directly supports it',
    distractors: [
      'Something a friend said they heard',
      'A guess made without any reasons',
      'An opinion with no example',
    ],
  },
  {
    prompt: 'Which of these questions asks for an explanation?',
    answer: 'Why did it happen?',
    distractors: ['When did it happen?', 'Where did it happen?', 'Did you like it?'],
  },
  {
    prompt: 'What is the best first step when you start learning something new?',
    answer: 'Find out the key words and ideas and what they mean',
    distractors: [
      'Memorise every detail before understanding any of it',
      'Skip the basics and start with the hardest part',
      'Decide the answer before looking at any information',
    ],
  },
  {
    prompt: 'You read two sources that disagree. What should you do?',
    answer: 'Compare who wrote each, when, and what evidence each uses',
    distractors: [
      'Believe the one you read first',
      'Believe the longer one',
      'Ignore both sources',
    ],
  },
  {
    prompt: 'Which is the best way to check that you understand an idea?',
    answer: 'Explain it in your own words and give an example',
    distractors: [
      'Read the notes again without stopping',
      'Copy the definition word for word',
      'Highlight the whole page',
    ],
  },
];

const REASONING_TRUE_FALSE: readonly { prompt: string; answer: 'true' | 'false' }[] = [
  {
    prompt: 'True or false: a claim is stronger when it is supported by evidence.',
    answer: 'true',
  },
  {
    prompt: 'True or false: one example is always enough to prove a general rule.',
    answer: 'false',
  },
  {
    prompt: 'True or false: experts can change their minds when new evidence appears.',
    answer: 'true',
  },
  {
    prompt: 'True or false: if a website looks professional, everything on it must be accurate.',
    answer: 'false',
  },
];

export const topicChoiceItems = (): TopicChoiceItem[] =>
  REASONING_CHOICE.map((c) => ({ ...c, distractors: [...c.distractors] }));

export const topicTrueFalse = (): { prompt: string; answer: 'true' | 'false' }[] =>
  REASONING_TRUE_FALSE.map((t) => ({ ...t }));
