import type { Random } from './seeded-random';
import { notesDrafts, topicMaterial, type Draft } from './topic-material';

/** A quiz question before its choices are shuffled: reviewed material, never filler. */
export interface ChoiceItem {
  prompt: string;
  answer: string;
  distractors: string[];
  needsReview: boolean;
  explanation?: string;
}
export interface TrueFalseItem {
  prompt: string;
  answer: 'true' | 'false';
  needsReview: boolean;
  explanation?: string;
}

const statement = (prompt: string) => prompt.replace(/^True or false[:?]?\s*/i, '');

/**
 * What the engine really has on the teacher's unit, as game questions: the bundled bank's
 * reviewed questions named by the topic (or its notes), then questions made from the topic
 * notes. Written answers are left out: a game has choices only. Empty when it has nothing.
 */
export function topicQuizItems(
  input: { subject: string; gradeLevel: string; topic: string },
  rnd: Random,
): { choice: ChoiceItem[]; trueFalse: TrueFalseItem[] } {
  const material = topicMaterial(
    { subject: input.subject, grade: input.gradeLevel, topic: input.topic },
    rnd,
  );
  const drafts: Draft[] = [
    ...material.bank.map(({ question: q }) => ({
      type: q.type,
      prompt: q.prompt,
      choices: q.type === 'multiple_choice' ? [q.answer, ...(q.distractors ?? [])] : [],
      answer: q.answer,
      needsReview: false,
      explanation: q.explanation,
    })),
    ...(material.notes ? notesDrafts(material.notes, rnd) : []),
  ];
  const choice: ChoiceItem[] = [];
  const trueFalse: TrueFalseItem[] = [];
  for (const d of drafts) {
    const extra = { needsReview: false, ...(d.explanation ? { explanation: d.explanation } : {}) };
    if (d.type === 'multiple_choice' && d.choices.length >= 2)
      choice.push({
        prompt: d.prompt,
        answer: d.answer,
        distractors: d.choices.filter((c) => c !== d.answer),
        ...extra,
      });
    else if (d.type === 'true_false' && (d.answer === 'true' || d.answer === 'false'))
      trueFalse.push({ prompt: statement(d.prompt), answer: d.answer, ...extra });
  }
  return { choice, trueFalse };
}
