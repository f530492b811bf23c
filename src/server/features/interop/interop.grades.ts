import { GRADE_EXPORT_MESSAGES as M } from '../../../contracts/interop.contract';
import type { GradedAnswer } from '../../../contracts/assessments.contract';
import type { SheetCell } from '../../platform/xlsx/xlsx-write';

/**
 * Grade exports as tables (a header row, then one row per student), written as CSV or .xlsx by
 * the service. Pure, so the columns and their order are unit-tested without a database.
 */

export interface GradeTable {
  /** The file's name before its extension, and the sheet's name. */
  title: string;
  sheet: string;
  rows: SheetCell[][];
}

interface Named {
  firstName: string;
  lastName: string;
}

/**
 * Students by last name then first name, as a class list reads, with the locale's collation so
 * "Ávila" files beside "Avila" rather than after "Zhou" (the database orders by code point).
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const byName = (a: Named, b: Named) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface ResultsInput {
  assessment: {
    title: string;
    maxScore: number;
    questions: { items: { id: string; points: number }[] };
  };
  results: {
    studentId: number;
    score: number | null;
    percent: number | null;
    needsReview: boolean;
    source: 'gradebook' | 'online';
    answers: GradedAnswer[];
    submittedAt: Date;
  }[];
}

/**
 * An assessment's results: one row per submission (or gradebook score), with each question's
 * answer and points; a gradebook score has no answers, so those cells stay empty. A student no
 * longer on the roster is gone with their results (cascade), so every row has a name.
 */
export function resultsTable(
  input: ResultsInput,
  students: readonly (Named & { id: number })[],
): GradeTable {
  const { assessment } = input;
  const byId = new Map(students.map((s) => [s.id, s]));
  const questions = assessment.questions.items;
  const header: SheetCell[] = [
    'Last name',
    'First name',
    'Score',
    'Out of',
    'Percent',
    'Status',
    'Source',
    'Submitted (UTC)',
    ...questions.flatMap((q, i) => [`Q${i + 1} answer`, `Q${i + 1} points (of ${q.points})`]),
  ];
  const rows = input.results
    .flatMap((r) => {
      const student = byId.get(r.studentId);
      return student ? [{ r, student }] : [];
    })
    .sort((a, b) => byName(a.student, b.student))
    .map(({ r, student }): SheetCell[] => {
      const answers = new Map(r.answers.map((a) => [a.questionId, a]));
      return [
        student.lastName,
        student.firstName,
        r.score,
        assessment.maxScore,
        r.percent,
        r.needsReview ? M.awaitingGrading : 'Graded',
        r.source === 'online' ? 'Online' : 'Gradebook',
        r.submittedAt.toISOString().slice(0, 16).replace('T', ' '),
        ...questions.flatMap((q) => {
          const a = answers.get(q.id);
          return a ? [a.answer, a.pointsAwarded] : [null, null];
        }),
      ];
    });
  return { title: `${assessment.title} results`, sheet: 'Results', rows: [header, ...rows] };
}

export interface GradebookResult {
  assessmentId: number;
  assessmentTitle: string;
  maxScore: number;
  studentId: number;
  score: number | null;
}

/**
 * A class's gradebook: its students (every one, with or without results) by the assessments any
 * of them has a result on, in the order they were first taken (`results` come oldest first),
 * then each student's total of scored assessments, what that total is out of, and the percent.
 * A result still awaiting grading says so and counts in no total.
 */
export function gradebookTable(
  cls: { name: string; students: readonly (Named & { id: number })[] },
  results: readonly GradebookResult[],
): GradeTable {
  const members = new Set(cls.students.map((s) => s.id));
  const mine = results.filter((r) => members.has(r.studentId));
  const columns = new Map<number, { title: string; maxScore: number }>();
  for (const r of mine)
    if (!columns.has(r.assessmentId))
      columns.set(r.assessmentId, { title: r.assessmentTitle, maxScore: r.maxScore });
  const cell = new Map(mine.map((r) => [`${r.studentId}:${r.assessmentId}`, r]));
  const ids = [...columns.keys()];
  const header: SheetCell[] = [
    'Last name',
    'First name',
    ...ids.map((id) => `${columns.get(id)!.title} (out of ${columns.get(id)!.maxScore})`),
    'Total',
    'Out of',
    'Percent',
  ];
  const rows = [...cls.students].sort(byName).map((s): SheetCell[] => {
    let total = 0;
    let outOf = 0;
    const scores = ids.map((id): SheetCell => {
      const r = cell.get(`${s.id}:${id}`);
      if (!r) return null;
      if (r.score === null) return M.awaitingGrading;
      total += r.score;
      outOf += r.maxScore;
      return r.score;
    });
    return [
      s.lastName,
      s.firstName,
      ...scores,
      outOf > 0 ? round1(total) : null,
      outOf > 0 ? outOf : null,
      outOf > 0 ? round1((total / outOf) * 100) : null,
    ];
  });
  return { title: `${cls.name} gradebook`, sheet: 'Gradebook', rows: [header, ...rows] };
}
