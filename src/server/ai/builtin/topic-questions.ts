import type { Random } from './seeded-random';

/**
 * Questions for subjects the engine cannot compute: built from the teacher's topic and
 * objectives, about reasoning that is true for any topic (evidence, explanation, vocabulary),
 * and always flagged for the teacher to review.
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

/** Open questions from the objectives (or the topic), each with what a strong answer includes. */
export function topicShortAnswers(topic: string, objectives: readonly string[], rnd: Random) {
  const fromObjectives = objectives.map((o) => {
    const goal = o.replace(/^students will be able to\s*/i, '').replace(/\.$/, '');
    return {
      fromObjective: true,
      prompt: `In your own words: ${goal.charAt(0).toUpperCase()}${goal.slice(1)}.`,
      answer: `A strong answer addresses "${goal}" accurately, uses the key vocabulary of ${topic} and gives at least one specific example.`,
    };
  });
  const generic: { fromObjective?: boolean; prompt: string; answer: string }[] = [
    {
      prompt: `Explain ${topic} to someone who has never heard of it. Use at least two key terms.`,
      answer: `Accurate explanation of ${topic} in the student's own words, using at least two key terms correctly.`,
    },
    {
      prompt: `Give a real-world example of ${topic} and explain how it connects.`,
      answer: `A relevant, specific example with a clear explanation of how it shows ${topic}.`,
    },
    {
      prompt: `What is the most important idea about ${topic}, and why?`,
      answer: `Names a central idea of ${topic} and justifies its importance with a reason or evidence.`,
    },
    {
      prompt: `Compare two parts, causes or examples of ${topic}. How are they alike and different?`,
      answer: `Identifies two relevant elements of ${topic} with at least one similarity and one difference.`,
    },
  ];
  return [...fromObjectives, ...rnd.shuffle(generic)];
}
