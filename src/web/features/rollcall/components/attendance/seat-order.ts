import type { ClassDetail } from '../../../../../contracts/classes.contract';

export type SeatOrder = 'alphabetical' | 'random';
export type SeatAssignment = { studentId: number; seat: number | null };

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Fisher–Yates with the given source of randomness (tests pass a fixed one). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Everyone in a seat, in one request: by last name then first name, or shuffled, filling the
 * room row by row from the front. Students past the room's seats stay unseated.
 */
export function seatEveryone(
  cls: Pick<ClassDetail, 'students' | 'seatRows' | 'seatColumns'>,
  order: SeatOrder,
  random: () => number = Math.random,
): SeatAssignment[] {
  const capacity = cls.seatRows * cls.seatColumns;
  const students =
    order === 'random'
      ? shuffled(cls.students, random)
      : [...cls.students].sort(
          (a, b) =>
            byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName),
        );
  return students.map((s, i) => ({ studentId: s.id, seat: i < capacity ? i : null }));
}

/** The seats as they are now, to put back with Undo. */
export const currentSeats = (cls: Pick<ClassDetail, 'students'>): SeatAssignment[] =>
  cls.students.map((s) => ({ studentId: s.id, seat: s.seat }));
