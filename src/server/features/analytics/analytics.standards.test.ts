import { describe, expect, it } from 'vitest';
import { masteryFromTotals } from './analytics.standards';

const row = (code: string, earned: string, possible: number) => ({
  code,
  description: code,
  assessment_count: 1,
  result_count: possible > 0 ? 1 : 0,
  student_count: possible > 0 ? 1 : 0,
  earned,
  possible,
});

describe('masteryFromTotals', () => {
  it('orders codes with their numbers compared as numbers', () => {
    const codes = masteryFromTotals([
      row('4.NF.B.10', '1', 2),
      row('4.NF.B.3', '1', 2),
      row('3.OA.A.1', '1', 2),
    ]).map((s) => s.code);
    expect(codes).toEqual(['3.OA.A.1', '4.NF.B.3', '4.NF.B.10']);
  });

  it('rounds the percent to one decimal and leaves it null without points possible', () => {
    const [third, none] = masteryFromTotals([row('A', '1', 3), row('B', '0', 0)]);
    expect(third).toMatchObject({ percent: 33.3, earned: 1, possible: 3 });
    expect(none).toMatchObject({ percent: null, earned: 0, possible: 0 });
    // Two thirds of a point: the sum is exact in the database; the answer keeps two places.
    expect(masteryFromTotals([row('C', '0.6666666666', 1)])[0]).toMatchObject({
      percent: 66.7,
      earned: 0.67,
    });
  });
});
