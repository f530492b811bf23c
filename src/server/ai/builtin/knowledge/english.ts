import type { SubjectNotes } from './types';

/* English notes: terms with definitions and short examples a teacher can read aloud. */
export const english: SubjectNotes = [
  {
    names: [
      'rhetorical devices',
      'rhetorical device',
      'persuasive techniques',
      'rhetoric',
      'rhetorical appeals',
    ],
    bands: ['6-8', '9-12'],
    goals: [
      'identify ethos, pathos and logos in a speech or advertisement',
      'explain how a rhetorical device affects the audience',
      'use two rhetorical devices deliberately in a persuasive paragraph',
    ],
    terms: [
      ['ethos', "an appeal to the speaker's credibility or character"],
      ['pathos', "an appeal to the audience's emotions"],
      ['logos', 'an appeal to logic, using facts, statistics and reasoning'],
      ['rhetorical question', 'a question asked for effect, not to get an answer'],
      ['anaphora', 'repeating the same words at the start of several sentences or clauses'],
    ],
    misconceptions: [
      {
        wrong: 'Using pathos makes an argument dishonest.',
        right:
          'Emotional appeal is a legitimate tool; it is misleading only when it replaces evidence or distorts it.',
      },
      {
        wrong: 'Naming a device is enough for analysis.',
        right:
          'Analysis explains the effect: what the device makes the audience think or feel, and why it matters to the purpose.',
      },
    ],
    example: {
      problem:
        'Analyse: "As a doctor for twenty years, I have seen what smoking does. Will you let it happen to your children?"',
      steps: [
        '"As a doctor for twenty years" builds ethos: the speaker claims expert credibility.',
        '"Will you let it happen to your children?" is a rhetorical question that uses pathos (fear for one\'s children).',
        'Together they push the listener to act without stating statistics, so logos is absent.',
      ],
      answer: 'Ethos (expertise) and pathos through a rhetorical question; no logos.',
    },
    bankTopics: ['rhetorical appeals'],
  },
  {
    names: [
      'figurative language',
      'similes and metaphors',
      'simile',
      'metaphor',
      'personification',
    ],
    goals: [
      'tell similes, metaphors and personification apart',
      'explain what a piece of figurative language suggests about its subject',
    ],
    terms: [
      ['simile', 'a comparison using "like" or "as": "as brave as a lion"'],
      ['metaphor', 'a comparison that says one thing is another: "the classroom was a zoo"'],
      ['personification', 'giving human qualities to something not human: "the wind whispered"'],
      ['hyperbole', 'deliberate exaggeration: "I\'ve told you a million times"'],
    ],
    misconceptions: [
      {
        wrong: 'Any sentence with "like" is a simile.',
        right:
          '"I like pizza" compares nothing; a simile compares two different things using "like" or "as".',
      },
    ],
    example: {
      problem: 'Identify and explain: "The old car coughed and wheezed up the hill."',
      steps: [
        '"Coughed" and "wheezed" are things people do, given to a car: personification.',
        'They suggest the car is old, struggling and unwell, like a sick person.',
      ],
      answer: 'Personification suggesting the car is old and struggling',
    },
    bankTopics: ['figurative language'],
  },
  {
    names: ['main idea', 'main idea and details', 'central idea', 'supporting details'],
    goals: [
      'state the main idea of a paragraph in one sentence',
      'find two details that support the main idea',
    ],
    terms: [
      ['main idea', 'the most important point the author makes about the topic'],
      ['topic', 'what the text is about, in a word or two'],
      ['supporting details', 'facts, examples and reasons that explain or prove the main idea'],
    ],
    misconceptions: [
      {
        wrong: 'The main idea is always the first sentence.',
        right:
          'It can come anywhere, or be unstated; readers check which idea all the details support.',
      },
      {
        wrong: 'The topic and the main idea are the same thing.',
        right:
          'The topic is a word or two ("bees"); the main idea is a full statement about it ("Bees are vital to farming").',
      },
    ],
    example: {
      problem:
        'Paragraph: "Bees carry pollen from flower to flower. Without them, many fruits would not grow. Farmers even rent hives to pollinate crops." What is the main idea?',
      steps: [
        'Topic: bees.',
        'Each sentence shows bees helping plants or farms produce food.',
        'State it in one sentence that all details support.',
      ],
      answer: 'Bees are important for growing food.',
    },
    bankTopics: ['main idea'],
  },
  {
    names: ['theme', 'themes', 'theme of a story', 'finding the theme'],
    goals: [
      'state a theme as a full sentence about life',
      'support a theme with evidence from the text',
    ],
    terms: [
      ['theme', 'the message or lesson about life that a story suggests'],
      ['topic', 'a subject a story deals with, such as friendship or courage'],
      ['evidence', 'details from the text, such as what characters do and what happens to them'],
    ],
    misconceptions: [
      {
        wrong: 'A theme is one word, such as "friendship".',
        right:
          'One word is a topic; a theme is a statement about it: "True friends tell you hard truths."',
      },
    ],
    example: {
      problem:
        'In "The Tortoise and the Hare" the hare naps and the slow tortoise wins. State a theme.',
      steps: [
        'Note what changes: the confident hare loses; the steady tortoise wins.',
        'Ask what the story suggests about life, not just about these animals.',
      ],
      answer: 'Slow and steady effort can beat talent that is wasted through overconfidence.',
    },
    bankTopics: ['theme'],
  },
  {
    names: ['point of view', 'narrative point of view', 'first person', 'third person'],
    goals: [
      'identify first-person and third-person narration',
      'explain how the point of view shapes what the reader knows',
    ],
    terms: [
      ['first person', 'narration by a character in the story, who uses "I" and "we"'],
      [
        'third person limited',
        "narration from outside the story that knows one character's thoughts",
      ],
      [
        'third person omniscient',
        "narration from outside the story that knows every character's thoughts and feelings",
      ],
    ],
    misconceptions: [
      {
        wrong: 'A story with "I" in the dialogue is told in the first person.',
        right:
          'Look at the narration outside the quotation marks; characters say "I" in third-person stories too.',
      },
    ],
    example: {
      problem:
        'Which point of view? "Mia wondered if anyone had noticed. Across the room, Leo was sure she had cheated."',
      steps: [
        'The narrator uses names and "she", not "I": third person.',
        'We learn what both Mia and Leo think.',
      ],
      answer: 'Third person omniscient',
    },
    bankTopics: ['point of view'],
  },
  {
    names: [
      'persuasive writing',
      'argument writing',
      'argumentative essay',
      'persuasive essay',
      'argument',
    ],
    goals: [
      'write a clear claim',
      'support a claim with reasons and evidence',
      'answer a counterargument',
    ],
    terms: [
      ['claim', 'the position the writer argues for'],
      ['reason', 'a statement of why the claim is true'],
      ['evidence', 'facts, statistics, examples or expert opinions that back a reason'],
      ['counterargument', 'an opposing view, which a strong argument answers (rebuts)'],
    ],
    misconceptions: [
      {
        wrong: 'A strong argument ignores the other side.',
        right: 'Answering a counterargument makes an argument more convincing.',
      },
    ],
    example: {
      problem: 'Build a claim with a reason and evidence: should the school day start later?',
      steps: [
        'Claim: The school day should start at 9 a.m.',
        'Reason: Teenagers need more sleep to learn well.',
        'Evidence: the American Academy of Pediatrics recommends middle and high schools start no earlier than 8:30 a.m.',
        'Counterargument and rebuttal: buses cost more, but staggered routes can share the same buses.',
      ],
      answer: 'Claim, reason, evidence and a rebutted counterargument',
    },
    bankTopics: ['argument'],
  },
];
