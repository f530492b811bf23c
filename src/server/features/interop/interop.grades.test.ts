import { describe, expect, it } from 'vitest';
import { byName, gradebookTable } from './interop.grades';

const s = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName });

describe('byName', () => {
  it('orders by last name then first name with accents collated, not by code point', () => {
    const names = [
      s(1, 'Zoë', 'Zhou'),
      s(2, 'Ángel', 'Ávila'),
      s(3, 'Ana', 'Avila'),
      s(4, 'Liam', "O'Brien"),
      s(5, 'Émile', 'obrien'),
      s(6, 'Björn', 'Öberg'),
    ];
    expect([...names].sort(byName).map((n) => n.id)).toEqual([3, 2, 4, 6, 5, 1]);
  });
});

describe('gradebookTable', () => {
  const r = (studentId: number, assessmentId: number, score: number | null, maxScore = 10) => ({
    studentId,
    assessmentId,
    assessmentTitle: `A${assessmentId}`,
    maxScore,
    score,
  });

  it('takes the columns from class members only, in first-taken order, and totals scored ones', () => {
    const table = gradebookTable({ name: '7B', students: [s(1, 'B', 'Bee'), s(2, 'A', 'Ay')] }, [
      r(9, 5, 10),
      r(1, 7, 4, 20),
      r(2, 3, 8),
      r(1, 3, null),
    ]);
    expect(table.rows).toEqual([
      ['Last name', 'First name', 'A7 (out of 20)', 'A3 (out of 10)', 'Total', 'Out of', 'Percent'],
      ['Ay', 'A', null, 8, 8, 10, 80],
      ['Bee', 'B', 4, 'Awaiting grading', 4, 20, 20],
    ]);
    expect(table.title).toBe('7B gradebook');
  });

  it('rounds totals and percents to one decimal', () => {
    const table = gradebookTable({ name: 'C', students: [s(1, 'A', 'A')] }, [
      r(1, 1, 2.25, 3),
      r(1, 2, 0.1, 3),
    ]);
    expect(table.rows[1]!.slice(-3)).toEqual([2.4, 6, 39.2]);
  });
});
