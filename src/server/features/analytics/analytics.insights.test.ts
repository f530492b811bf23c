import { describe, expect, it } from 'vitest';
import { INSIGHT_TEXT } from '../../../contracts/analytics.contract';
import { type ResultRow, type StudentRow } from './analytics.calculations';
import { performancesOf, subjectPerformance } from '../../testing/analytics-oracles';
import { insightsFor } from './analytics.insights';

let id = 1;
function row(studentId: number, subject: string, percent: number | null, day: number): ResultRow {
  id += 1;
  return {
    resultId: id,
    assessmentId: id,
    assessmentTitle: `A${id}`,
    subject,
    type: 'quiz',
    studentId,
    score: percent,
    maxScore: 100,
    percent,
    needsReview: percent === null,
    submittedAt: new Date(Date.UTC(2026, 9, day)),
  };
}

function insights(students: StudentRow[], rows: ResultRow[]) {
  const perfs = performancesOf(students, rows);
  return insightsFor({
    students,
    perfs,
    subjects: subjectPerformance(rows),
    pendingReview: rows.filter((r) => r.needsReview).length,
  });
}

const s = (sid: number, firstName: string): StudentRow => ({
  id: sid,
  firstName,
  lastName: 'Lee',
  grade: '6',
});

describe('insights', () => {
  it('says nothing without students or scores', () => {
    expect(insights([], [])).toEqual([]);
  });

  it('only notes unscored students when there are no scores', () => {
    expect(insights([s(1, 'Ann'), s(2, 'Bo')], [])).toEqual([
      { kind: 'unscored', tone: 'info', text: INSIGHT_TEXT.unscored(2) },
    ]);
  });

  it('names the subject with the most students below 70, then the rest from the data', () => {
    const students = [s(1, 'Ann'), s(2, 'Bo'), s(3, 'Cy'), s(4, 'Di')];
    const rows = [
      // Mathematics: Ann and Bo below 70; Science: only Cy below 70.
      row(1, 'Mathematics', 60, 1),
      row(1, 'Mathematics', 62, 2),
      row(2, 'Mathematics', 68, 1),
      row(2, 'Mathematics', 50, 2),
      row(3, 'Mathematics', 95, 1),
      row(3, 'Science', 65, 2),
      row(1, 'Science', 92, 3),
      row(2, 'Science', 91, 3),
      row(4, 'Science', null, 3),
    ];
    const out = insights(students, rows);
    expect(out.map((i) => i.kind)).toEqual([
      'weakest_subject',
      'need_support',
      'declining',
      'improving',
      'strongest_subject',
      'pending_review',
      'unscored',
    ]);
    expect(out[0]!.text).toBe(
      'Mathematics has the most students below 70% (2 of 3). A review session could help.',
    );
    // Averages: Ann 71.3, Bo 69.7, Cy 80: one below 70.
    expect(out[1]!.text).toBe('1 student averages below 70% and may need support.');
    // Cy went 95 -> 65.
    expect(out[2]!.text).toBe('1 student is trending down: Cy Lee.');
    // Ann 60,62,92 and Bo 68,50,91 improve.
    expect(out[3]!.text).toBe(
      '2 students are improving: their recent scores are up on earlier ones.',
    );
    expect(out[4]!.text).toBe('Your class is strongest in Science, averaging 82.7%.');
    expect(out[5]!.text).toBe('1 submission is waiting for you to grade short answers.');
    expect(out[6]!.text).toBe('1 student has no scores yet.');
  });

  it('praises a class where everyone is at 70 or above', () => {
    const out = insights([s(1, 'Ann')], [row(1, 'Art', 88, 1)]);
    expect(out).toEqual([
      { kind: 'need_support', tone: 'positive', text: INSIGHT_TEXT.allAbove() },
    ]);
  });

  it('names at most three students trending down', () => {
    const students = [1, 2, 3, 4, 5].map((n) => s(n, `S${n}`));
    const rows = students.flatMap((st) => [
      row(st.id, 'History', 90, 1),
      row(st.id, 'History', 75, 2),
    ]);
    const declining = insights(students, rows).find((i) => i.kind === 'declining');
    expect(declining?.text).toBe(
      '5 students are trending down: S1 Lee, S2 Lee, S3 Lee and 2 more.',
    );
  });
});
