/**
 * General reasoning questions (evidence, explanation, study habits), true for any subject and
 * always flagged for review: the RollCall quiz's last resort once a subject's bank and facts
 * run out. Assessments, worksheets and lessons never use them (issue 24: no filler).
 */
export interface TopicChoiceItem {
  prompt: string;
  answer: string;
  distractors: string[];
}

export function topicChoiceItems(topic: string): TopicChoiceItem[] {
  return [
    {
      prompt: `Which of these is the strongest evidence for a claim about ${topic}?`,
      answer: `Data or a reliable source that directly describes ${topic}`,
      distractors: [
        'Something a friend said they heard',
        'A guess made without any reasons',
        'An opinion with no example',
      ],
    },
    {
      prompt: `Which question asks for an explanation of ${topic}?`,
      answer: `Why does ${topic} happen or matter?`,
      distractors: [
        `When did you first hear about ${topic}?`,
        `Where can you read about ${topic}?`,
        `Do you like ${topic}?`,
      ],
    },
    {
      prompt: `What is the best first step when you start learning about ${topic}?`,
      answer: 'Find out the key words and ideas and what they mean',
      distractors: [
        'Memorise every detail before understanding any of it',
        'Skip the basics and start with the hardest part',
        'Decide the answer before looking at any information',
      ],
    },
    {
      prompt: `You read two sources about ${topic} that disagree. What should you do?`,
      answer: 'Compare who wrote each, when, and what evidence each uses',
      distractors: [
        'Believe the one you read first',
        'Believe the longer one',
        'Ignore both sources',
      ],
    },
    {
      prompt: `Which is the best way to check that you understand ${topic}?`,
      answer: 'Explain it in your own words and give an example',
      distractors: [
        'Read the notes again without stopping',
        'Copy the definition word for word',
        'Highlight the whole page',
      ],
    },
  ];
}

export function topicTrueFalse(topic: string): { prompt: string; answer: 'true' | 'false' }[] {
  return [
    {
      prompt: `True or false: a claim about ${topic} is stronger when it is supported by evidence.`,
      answer: 'true',
    },
    {
      prompt: `True or false: one example is always enough to prove a general rule about ${topic}.`,
      answer: 'false',
    },
    {
      prompt: `True or false: experts can revise their ideas about ${topic} when new evidence appears.`,
      answer: 'true',
    },
    {
      prompt: `True or false: if a website about ${topic} looks professional, everything on it must be accurate.`,
      answer: 'false',
    },
  ];
}
