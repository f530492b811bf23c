import type { Question, QuestionType } from '../../../contracts/questions.contract';

/** The contract allows 2 to 8 choices on a multiple choice question. */
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 8;

/** A fresh id that no question of the list uses ("q1", "q2", ...); answers refer to ids. */
export function nextQuestionId(questions: readonly Pick<Question, 'id'>[]) {
  const used = new Set(questions.map((q) => q.id));
  let n = questions.length + 1;
  while (used.has(`q${n}`)) n += 1;
  return `q${n}`;
}

/** What a question of each type starts as: the shape the contract accepts once filled in. */
function shapeFor(type: QuestionType): Pick<Question, 'choices' | 'answer'> {
  if (type === 'multiple_choice') return { choices: ['', ''], answer: '' };
  if (type === 'true_false') return { choices: [], answer: 'true' };
  return { choices: [], answer: '' };
}

export function newQuestion(
  questions: readonly Question[],
  type: QuestionType = 'multiple_choice',
): Question {
  return {
    id: nextQuestionId(questions),
    type,
    prompt: '',
    points: 1,
    needsReview: false,
    ...shapeFor(type),
  };
}

/** Switching type keeps the prompt and points; choices and answer take the new type's shape. */
export function changeType(q: Question, type: QuestionType): Question {
  if (q.type === type) return q;
  // A rubric grades a written answer only: another type leaves it behind.
  const { rubric: _rubric, ...rest } = q;
  return { ...rest, type, ...shapeFor(type) };
}

/** The right answer of a multiple choice question is a choice's text, so renaming it moves the answer along. */
export function setChoice(q: Question, index: number, text: string): Question {
  const wasAnswer = q.answer !== '' && q.choices[index] === q.answer;
  const choices = q.choices.map((c, i) => (i === index ? text : c));
  return { ...q, choices, answer: wasAnswer ? text : q.answer };
}

export function addChoice(q: Question): Question {
  return q.choices.length >= MAX_CHOICES ? q : { ...q, choices: [...q.choices, ''] };
}

export function removeChoice(q: Question, index: number): Question {
  if (q.choices.length <= MIN_CHOICES) return q;
  const removed = q.choices[index];
  return {
    ...q,
    choices: q.choices.filter((_, i) => i !== index),
    answer: removed === q.answer ? '' : q.answer,
  };
}
