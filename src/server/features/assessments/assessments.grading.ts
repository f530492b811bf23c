import {
  CODE_ALPHABET,
  DISTRIBUTION_BANDS,
  STUDENT_CODE_LENGTH,
  type GradedAnswer,
} from '../../../contracts/assessments.contract';
import type { Question } from '../../../contracts/questions.contract';
import { rubricScore, type RubricOutcome } from '../../../contracts/rubrics.contract';

/** Pure scoring rules shared by online submissions, teacher grading and the results page. */

const round1 = (x: number) => Math.round(x * 10) / 10;
const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

const totalPoints = (questions: readonly Question[]) =>
  questions.reduce((sum, q) => sum + q.points, 0);

/**
 * Grades what a student typed: multiple choice and true/false at once, short answers left for
 * the teacher (correct and pointsAwarded null). Unanswered objective questions earn nothing.
 */
export function gradeAnswers(
  questions: readonly Question[],
  submitted: readonly { questionId: string; answer: string }[],
): GradedAnswer[] {
  const given = new Map(submitted.map((a) => [a.questionId, a.answer]));
  return questions.map((q) => {
    const answer = (given.get(q.id) ?? '').trim();
    if (q.type === 'short_answer') {
      // A blank written answer has nothing to grade.
      return answer === ''
        ? { questionId: q.id, answer, correct: false, pointsAwarded: 0 }
        : { questionId: q.id, answer, correct: null, pointsAwarded: null };
    }
    const correct = answer !== '' && normalise(answer) === normalise(q.answer);
    return { questionId: q.id, answer, correct, pointsAwarded: correct ? q.points : 0 };
  });
}

/**
 * What the take page tells a student: right answers out of the questions the computer marks
 * (multiple choice, true/false). A written answer is never auto-graded, not even a blank one
 * that scored nothing, and one the teacher marked right is not the computer's.
 */
export function autoGradedTally(questions: readonly Question[], answers: readonly GradedAnswer[]) {
  const objective = new Set(questions.filter((q) => q.type !== 'short_answer').map((q) => q.id));
  const marked = answers.filter((a) => objective.has(a.questionId));
  return { correct: marked.filter((a) => a.correct === true).length, autoGraded: marked.length };
}

export const awaitsGrading = (answers: readonly GradedAnswer[]) =>
  answers.some((a) => a.pointsAwarded === null);

/** Earned points scaled to maxScore, 1 decimal; null while any answer awaits grading. */
export function scoreOf(
  questions: readonly Question[],
  answers: readonly GradedAnswer[],
  maxScore: number,
) {
  if (awaitsGrading(answers)) return null;
  const total = totalPoints(questions);
  if (total === 0) return 0;
  const earned = answers.reduce((sum, a) => sum + (a.pointsAwarded ?? 0), 0);
  return round1((earned / total) * maxScore);
}

/** Why a grade was refused: the assessment's message or the rubric's. */
export type GradeProblem =
  'question' | 'points' | 'picks_invalid' | 'no_rubric' | 'pick_or_points' | 'picks_mismatch';

/**
 * The teacher's points for short answers; a short answer is right when it earns full points.
 * With a rubric the teacher may pick one level per criterion instead: the points are their sum
 * (given as well, they must agree) and the picks are kept for the student's result.
 */
export function applyGrades(
  questions: readonly Question[],
  answers: readonly GradedAnswer[],
  grades: readonly { questionId: string; pointsAwarded?: number; levels?: number[] }[],
): GradedAnswer[] | { invalid: GradeProblem } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const updated = new Map(answers.map((a) => [a.questionId, a]));
  for (const g of grades) {
    const q = byId.get(g.questionId);
    const a = updated.get(g.questionId);
    if (!q || !a || q.type !== 'short_answer') return { invalid: 'question' };
    let points = g.pointsAwarded;
    if (g.levels !== undefined) {
      if (!q.rubric) return { invalid: 'no_rubric' };
      const sum = rubricScore(q.rubric, g.levels);
      if (sum === null) return { invalid: 'picks_invalid' };
      if (points !== undefined && points !== sum) return { invalid: 'picks_mismatch' };
      points = sum;
    }
    if (points === undefined) return { invalid: 'pick_or_points' };
    if (points < 0 || points > q.points) return { invalid: 'points' };
    const { levels: _old, ...rest } = a;
    updated.set(g.questionId, {
      ...rest,
      pointsAwarded: points,
      correct: points === q.points,
      ...(g.levels !== undefined ? { levels: [...g.levels] } : {}),
    });
  }
  return answers.map((a) => updated.get(a.questionId)!);
}

/**
 * Each rubric question of a submission as its student sees it: the criteria, their levels and
 * the one the teacher picked (null before grading, or if the rubric changed since).
 */
export function rubricOutcomes(
  questions: readonly Question[],
  answers: readonly GradedAnswer[],
): RubricOutcome[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return questions.flatMap((q) => {
    if (!q.rubric) return [];
    const a = byQuestion.get(q.id);
    const picks =
      a?.levels && rubricScore(q.rubric, a.levels) === a.pointsAwarded ? a.levels : null;
    return [
      {
        questionId: q.id,
        prompt: q.prompt,
        points: q.points,
        pointsAwarded: a?.pointsAwarded ?? null,
        criteria: q.rubric.criteria.map((c, i) => ({
          name: c.name,
          levels: c.levels.map(({ label, points }) => ({ label, points })),
          picked: picks ? picks[i]! : null,
        })),
      },
    ];
  });
}

export const percentOf = (score: number | null, maxScore: number) =>
  score === null || maxScore <= 0 ? null : round1((score / maxScore) * 100);

function bandOf(percent: number): (typeof DISTRIBUTION_BANDS)[number] {
  if (percent >= 90) return '90-100';
  if (percent >= 80) return '80-89';
  if (percent >= 70) return '70-79';
  if (percent >= 60) return '60-69';
  return 'Below 60';
}

export function distributionOf(percents: readonly (number | null)[]) {
  const counts = new Map(DISTRIBUTION_BANDS.map((b) => [b, 0]));
  for (const p of percents) if (p !== null) counts.set(bandOf(p), counts.get(bandOf(p))! + 1);
  return DISTRIBUTION_BANDS.map((band) => ({ band, count: counts.get(band)! }));
}

/**
 * Per question: how many answered it, how many got full marks, how many written answers await
 * the teacher's grading, and the accuracy: points earned over points possible on the graded
 * answers, so partial credit counts (3 of 4 points is 75%). While any answer awaits grading the
 * accuracy is null (pending): a blank answer's 0 beside ungraded ones read as "0%".
 */
export function questionAccuracyOf(
  questions: readonly Question[],
  submissions: readonly (readonly GradedAnswer[])[],
) {
  return questions.map((q) => {
    let answered = 0;
    let graded = 0;
    let correct = 0;
    let earned = 0;
    let pending = 0;
    for (const answers of submissions) {
      const a = answers.find((x) => x.questionId === q.id);
      if (!a) continue;
      if (a.answer !== '') answered += 1;
      if (a.correct) correct += 1;
      if (a.pointsAwarded === null) {
        pending += 1;
        continue;
      }
      graded += 1;
      earned += a.pointsAwarded;
    }
    const possible = graded * q.points;
    return {
      questionId: q.id,
      prompt: q.prompt,
      type: q.type,
      answered,
      correct,
      pending,
      accuracy:
        graded === 0 || pending > 0
          ? null
          : possible > 0
            ? round1((earned / possible) * 100)
            : round1((correct / graded) * 100),
    };
  });
}

/** Codes without look-alikes (no 0/O, 1/I/L), so a code read aloud or off a board works. */
export const SHARE_CODE_ALPHABET = CODE_ALPHABET;

/** One character per byte; `bytes` must hold at least `length` of them. */
function codeFrom(bytes: Uint8Array, length: number): string {
  let code = '';
  // 256 is not a multiple of 31; the slight bias is irrelevant for a revocable class code.
  for (let i = 0; i < length; i += 1)
    code += SHARE_CODE_ALPHABET[bytes[i]! % SHARE_CODE_ALPHABET.length];
  return code;
}

/** The student link's 8 characters. */
export const shareCodeFrom = (bytes: Uint8Array) => codeFrom(bytes, 8);

/** A student's personal code, short enough to copy off a slip. */
export const studentCodeFrom = (bytes: Uint8Array) => codeFrom(bytes, STUDENT_CODE_LENGTH);
