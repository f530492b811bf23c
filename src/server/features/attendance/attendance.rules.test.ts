import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  chronicAbsentees,
  countStatuses,
  isChronicallyAbsent,
  rateSeries,
  type MarkOnDay,
} from './attendance.rules';
import { CHRONIC_MIN_RECORDED_DAYS, nextStatus } from '../../../contracts/attendance.contract';

describe('attendance rate', () => {
  it('counts present and late as in the room, absent against, excused not at all', () => {
    expect(attendanceRate({ present: 7, late: 1, absent: 2, excused: 5 })).toBe(0.8);
    expect(attendanceRate({ present: 0, late: 0, absent: 3, excused: 0 })).toBe(0);
    expect(attendanceRate({ present: 0, late: 0, absent: 0, excused: 4 })).toBeNull();
    expect(attendanceRate({ present: 0, late: 0, absent: 0, excused: 0 })).toBeNull();
  });

  it('counts statuses', () => {
    expect(
      countStatuses([{ status: 'present' }, { status: 'late' }, { status: 'present' }]),
    ).toEqual({ present: 2, absent: 0, late: 1, excused: 0, total: 3 });
  });

  it('gives one rate per recorded day, oldest first', () => {
    expect(
      rateSeries([
        { date: '2026-09-03', status: 'absent' },
        { date: '2026-09-02', status: 'present' },
        { date: '2026-09-03', status: 'present' },
        { date: '2026-09-04', status: 'excused' },
      ]),
    ).toEqual([
      { date: '2026-09-02', rate: 1 },
      { date: '2026-09-03', rate: 0.5 },
      { date: '2026-09-04', rate: null },
    ]);
  });
});

describe('chronic absence', () => {
  it('is absent on 10% or more of recorded days', () => {
    expect(isChronicallyAbsent(1, 10)).toBe(true);
    expect(isChronicallyAbsent(1, 11)).toBe(false);
    expect(isChronicallyAbsent(2, 20)).toBe(true);
    expect(isChronicallyAbsent(0, 0)).toBe(false);
  });

  it(`needs ${CHRONIC_MIN_RECORDED_DAYS} recorded days before it labels anyone`, () => {
    // One recorded day, absent: 100% of one day is no pattern yet.
    expect(isChronicallyAbsent(1, 1)).toBe(false);
    expect(isChronicallyAbsent(9, 9)).toBe(false);
    expect(isChronicallyAbsent(9, CHRONIC_MIN_RECORDED_DAYS)).toBe(true);
    const oneDay = [{ studentId: 1, date: '2026-09-01', status: 'absent' as const }];
    expect(chronicAbsentees(oneDay, [{ id: 1 }])).toEqual([]);
  });

  it('lists students at or over the line, most absent first; late and excused are not absences', () => {
    const days = (id: number, statuses: MarkOnDay['status'][]) =>
      statuses.map((status, i) => ({ studentId: id, date: `2026-09-${10 + i}`, status }));
    const marks = [
      ...days(1, ['absent', ...Array<'present'>(9).fill('present')]), // 10%
      ...days(2, ['absent', ...Array<'present'>(10).fill('present')]), // 9.1%
      ...days(3, [
        'absent',
        'absent',
        'present',
        'present',
        ...Array<'present'>(6).fill('present'),
      ]), // 20%
      ...days(4, ['late', 'excused', 'excused', 'late']), // 0%
    ];
    const roster = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(chronicAbsentees(marks, roster)).toEqual([
      { student: { id: 3 }, recordedDays: 10, absentDays: 2, absentShare: 0.2 },
      { student: { id: 1 }, recordedDays: 10, absentDays: 1, absentShare: 0.1 },
    ]);
  });
});

describe('a click on a seat', () => {
  it('cycles present, absent, late, excused', () => {
    expect(nextStatus(undefined)).toBe('present');
    expect(nextStatus('present')).toBe('absent');
    expect(nextStatus('absent')).toBe('late');
    expect(nextStatus('late')).toBe('excused');
    expect(nextStatus('excused')).toBe('present');
  });
});
