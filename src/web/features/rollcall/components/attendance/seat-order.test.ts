import { describe, expect, it } from 'vitest';
import { currentSeats, seatEveryone } from './seat-order';

const student = (id: number, firstName: string, lastName: string, seat: number | null = null) => ({
  id,
  firstName,
  lastName,
  seat,
});
const cls = {
  seatRows: 2,
  seatColumns: 2,
  students: [
    student(1, 'Zoe', 'Adams'),
    student(2, 'Ada', 'Byron', 3),
    student(3, 'Ben', 'adams'),
    student(4, 'Cy', 'Émile'),
  ],
} as Parameters<typeof seatEveryone>[0];

describe('seat everyone', () => {
  it('seats the class by last then first name, front row first, one request for all', () => {
    expect(seatEveryone(cls, 'alphabetical')).toEqual([
      { studentId: 3, seat: 0 },
      { studentId: 1, seat: 1 },
      { studentId: 2, seat: 2 },
      { studentId: 4, seat: 3 },
    ]);
  });

  it('shuffles with the given randomness and still gives each student their own seat', () => {
    const seats = seatEveryone(cls, 'random', () => 0);
    expect(seats.map((s) => s.studentId)).toEqual([2, 3, 4, 1]);
    expect(new Set(seats.map((s) => s.seat))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('leaves those past the last seat unseated', () => {
    const small = { ...cls, seatRows: 1, seatColumns: 3 };
    expect(seatEveryone(small, 'alphabetical').map((s) => s.seat)).toEqual([0, 1, 2, null]);
  });

  it('remembers the seats as they were, for Undo', () => {
    expect(currentSeats(cls)).toEqual([
      { studentId: 1, seat: null },
      { studentId: 2, seat: 3 },
      { studentId: 3, seat: null },
      { studentId: 4, seat: null },
    ]);
  });
});
