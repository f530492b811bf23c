import {
  QUIZ_LIMITS as L,
  typeFields,
  type QuizQuestion,
} from '../../../contracts/quizzes.contract';
import type { Question } from '../../../contracts/questions.contract';
import type { QuizQuestionRecord, QuizRecord } from '../../platform/db/schema/index';

/** Pure shaping of quizzes: presenters and the assessment-to-quiz conversion. */

/** Text cut to `max` characters with an ellipsis; says whether it had to cut. */
function fit(text: string, max: number): [string, boolean] {
  const t = text.trim();
  return t.length <= max ? [t, false] : [`${t.slice(0, max - 1).trimEnd()}…`, true];
}

/** "<title> (copy)", shortened first so the copy still fits the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, L.title - suffix.length).trimEnd()}${suffix}`;
}

/** Stored questions always answer with every field the game and the editor read. */
export function presentQuestion(q: QuizQuestionRecord) {
  return {
    ...typeFields(q),
    question: q.question,
    timeLimit: q.timeLimit,
    ...(q.explanation ? { explanation: q.explanation } : {}),
    needsReview: q.needsReview ?? false,
    ...(q.needsReview && q.reviewReason ? { reviewReason: q.reviewReason } : {}),
  };
}

export function summarise(row: QuizRecord) {
  return {
    ...row,
    questionCount: row.questions.length,
    needsReviewCount: row.questions.filter((q) => q.needsReview).length,
  };
}

export const withQuestions = (row: QuizRecord) => ({
  ...summarise(row),
  questions: row.questions.map(presentQuestion),
});

/** What is stored: validated questions without empty optional fields. */
export function toRecord(q: QuizQuestion): QuizQuestionRecord {
  return {
    ...typeFields(q),
    question: q.question,
    timeLimit: q.timeLimit,
    ...(q.explanation ? { explanation: q.explanation } : {}),
    needsReview: q.needsReview,
    // Why, kept only while the mark stands (issue 32 item 14).
    ...(q.needsReview && q.reviewReason ? { reviewReason: q.reviewReason } : {}),
  };
}

/** Why a question made from an assessment's needs review, in the teacher's words. */
function reviewReasonOf(cutQuestion: boolean, fewer: boolean, cutChoice: boolean) {
  const why = [
    cutQuestion && `the question was shortened to ${L.question} characters`,
    fewer &&
      `a game shows at most ${L.choicesMax} answers, so the right one and the first wrong ones were kept`,
    cutChoice && `an answer was shortened to ${L.choice} characters to fit a player's button`,
  ].filter(Boolean);
  if (why.length === 0) return {};
  const text = why.join('; ');
  return { reviewReason: `To fit a game, ${text}. Check it still reads right.` };
}

/**
 * An assessment question as a game question, or null when it cannot be one (short answer, no
 * right choice, fewer than 2 distinct choices). Anything the game's limits force us to change
 * (more than 4 choices, text too long) is flagged for the teacher to review.
 */
export function fromAssessmentQuestion(q: Question): QuizQuestionRecord | null {
  const [question, cutQuestion] = fit(q.prompt, L.question);
  const [explanation] = fit(q.explanation ?? '', L.explanation);
  const base = { question, timeLimit: L.timeLimitDefault, ...(explanation ? { explanation } : {}) };
  if (!question) return null;
  if (q.type === 'true_false') {
    if (q.answer !== 'true' && q.answer !== 'false') return null;
    return {
      ...base,
      type: 'true_false',
      choices: ['True', 'False'],
      answerIndex: q.answer === 'true' ? 0 : 1,
      needsReview: q.needsReview || cutQuestion,
      ...reviewReasonOf(cutQuestion, false, false),
    };
  }
  if (q.type !== 'multiple_choice') return null;
  const answer = q.answer.trim();
  const distinct: string[] = [];
  for (const c of q.choices.map((x) => x.trim()).filter(Boolean))
    if (!distinct.some((d) => d.toLowerCase() === c.toLowerCase())) distinct.push(c);
  if (!distinct.includes(answer) || distinct.length < L.choicesMin) return null;
  // Keep the right answer and the first wrong ones, in the teacher's order.
  const wrong = distinct.filter((c) => c !== answer).slice(0, L.choicesMax - 1);
  const kept = distinct.filter((c) => c === answer || wrong.includes(c));
  const fitted = kept.map((c) => fit(c, L.choice));
  const choices = fitted.map(([c]) => c);
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) return null;
  const changed =
    cutQuestion || kept.length < distinct.length || fitted.some(([, cut]) => cut === true);
  return {
    ...base,
    choices,
    answerIndex: kept.indexOf(answer),
    needsReview: q.needsReview || changed,
    ...reviewReasonOf(
      cutQuestion,
      kept.length < distinct.length,
      fitted.some(([, cut]) => cut === true),
    ),
  };
}
