import { DEFAULT_LESSON_DURATION } from '../../../contracts/constants';

/** What the create form holds; numbers stay numbers so the body needs no conversion. */
export type LessonDraft = {
  title: string;
  subject: string;
  grade: string;
  topic: string;
  duration: number;
  objectives: string;
  description: string;
};

export const EMPTY_DRAFT: LessonDraft = {
  title: '',
  subject: '',
  grade: '',
  topic: '',
  duration: DEFAULT_LESSON_DURATION,
  objectives: '',
  description: '',
};

/**
 * Quick Templates (spec 2: three static cards). Each prefills the structure of a common lesson
 * shape; the teacher still picks the subject, grade and topic.
 */
export const LESSON_TEMPLATES: { name: string; summary: string; draft: Partial<LessonDraft> }[] = [
  {
    name: 'Introduction to a New Topic',
    summary: 'Hook, direct instruction, guided practice and an exit ticket.',
    draft: {
      title: 'Introduction to ',
      duration: 45,
      objectives:
        'Activate prior knowledge\nIntroduce the key vocabulary\nPractise the new idea with support',
      description:
        'Open with a question that hooks curiosity, model the idea, practise together, then check understanding with an exit ticket.',
    },
  },
  {
    name: 'Hands-on Activity',
    summary: 'Students explore in small groups and share what they found.',
    draft: {
      title: 'Hands-on: ',
      duration: 60,
      objectives:
        'Explore the concept through a practical task\nWork together and explain reasoning\nRecord observations',
      description:
        'Short briefing, group stations with a practical task, then a gallery walk where groups present their findings.',
    },
  },
  {
    name: 'Review and Assessment',
    summary: 'Recap the unit, practise, then a short check for understanding.',
    draft: {
      title: 'Review: ',
      duration: 45,
      objectives:
        'Recall the main ideas of the unit\nApply them to new problems\nIdentify what to revisit',
      description:
        'Quick recall game, mixed practice at increasing difficulty, and a short quiz to see who needs support.',
    },
  },
];
