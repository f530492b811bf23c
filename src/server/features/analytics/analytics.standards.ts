import type { StandardMastery } from '../../../contracts/analytics.contract';

/** A standard's sums as the assessments service reads them (numeric sums answered as text). */
export interface StandardTotals {
  code: string;
  description: string;
  assessment_count: number;
  result_count: number;
  student_count: number;
  earned: string;
  possible: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Mastery of each standard: the points earned over the points possible on the assessments that
 * carry it, so a 50-point test weighs more than a 5-point quiz, as it does in a gradebook.
 * Ordered by code, numbers compared as numbers (4.NF.B.3 before 4.NF.B.10).
 */
export function masteryFromTotals(rows: readonly StandardTotals[]): StandardMastery[] {
  return rows
    .map((row) => {
      const earned = Number(row.earned);
      return {
        code: row.code,
        description: row.description,
        percent: row.possible > 0 ? oneDecimal((earned / row.possible) * 100) : null,
        earned: Math.round(earned * 100) / 100,
        possible: row.possible,
        resultCount: row.result_count,
        studentCount: row.student_count,
        assessmentCount: row.assessment_count,
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}
