import type { Question } from '../../../contracts/questions.contract';

/**
 * One question as every export format sees it, whether it came from an assessment (typed
 * questions with points) or a RollCall quiz (multiple choice, an answer index, a time limit).
 */
export interface ExportQuestion {
  /** 1-based position; formats name items after it, since stored ids may be any text. */
  number: number;
  kind: 'multiple_choice' | 'true_false' | 'short_answer';
  prompt: string;
  /** Multiple choice only. */
  choices: string[];
  /** Multiple choice: index of the right choice. */
  correct: number;
  /** True/false: 'true' or 'false'; short answer: the model answer ('' when none). */
  answer: string;
  points: number;
  feedback?: string;
}

export interface ExportSet {
  title: string;
  description: string;
  questions: ExportQuestion[];
}

/**
 * An assessment's stored questions. A choice question whose answer is not one of its choices
 * (saved before the editor checked that) has no right choice to mark; rather than drop it, it
 * goes out as a short-answer item: the choices listed under the prompt, the answer as given.
 */
export function fromAssessment(a: {
  title: string;
  description: string | null;
  questions: { items: Question[] };
}): ExportSet {
  const questions = a.questions.items.map((q): Omit<ExportQuestion, 'number'> => {
    const base = { prompt: q.prompt, points: q.points, feedback: q.explanation || undefined };
    if (q.type === 'multiple_choice') {
      const correct = q.choices.indexOf(q.answer);
      if (correct < 0) {
        const listed = q.choices.map((c) => `- ${c}`).join('\n');
        return {
          ...base,
          kind: 'short_answer',
          prompt: listed ? `${q.prompt}\n\nChoices:\n${listed}` : q.prompt,
          choices: [],
          correct: -1,
          answer: q.answer,
        };
      }
      return { ...base, kind: q.type, choices: q.choices, correct, answer: q.answer };
    }
    return { ...base, kind: q.type, choices: [], correct: -1, answer: q.answer };
  });
  return {
    title: a.title,
    description: a.description ?? '',
    questions: questions.map((q, i) => ({ ...q, number: i + 1 })),
  };
}

/** A quiz question carries no points: each is worth one, as in Moodle's default mark. */
export function fromQuiz(q: {
  title: string;
  description: string;
  questions: { question: string; choices: string[]; answerIndex: number; explanation?: string }[];
}): ExportSet {
  return {
    title: q.title,
    description: q.description,
    questions: q.questions.map((item, i) => ({
      number: i + 1,
      kind: 'multiple_choice',
      prompt: item.question,
      choices: item.choices,
      correct: item.answerIndex,
      answer: item.choices[item.answerIndex] ?? '',
      points: 1,
      feedback: item.explanation || undefined,
    })),
  };
}
