import { CLASS_LIMITS } from '../../../contracts/classes.contract';

/**
 * Seats are numbered row by row. When the layout changes, a student keeps their row and column
 * if the new layout still has it, and is unseated otherwise.
 */
export function remapSeats(
  students: readonly { id: number; seat: number | null }[],
  oldColumns: number,
  rows: number,
  columns: number,
): { studentId: number; seat: number | null }[] {
  return students.map(({ id, seat }) => {
    if (seat === null) return { studentId: id, seat: null };
    const row = Math.floor(seat / oldColumns);
    const column = seat % oldColumns;
    return {
      studentId: id,
      seat: row < rows && column < columns ? row * columns + column : null,
    };
  });
}

/**
 * A layout that seats `count` students (issue 32 item 9): the usual 4 rows of 6 while they fit,
 * else more rows of `columns`, then wider rows, up to the largest layout (12 by 12). `at least`
 * keeps a layout from shrinking when it grows for students added later.
 */
export function layoutFor(
  count: number,
  atLeast: { seatRows: number; seatColumns: number } = {
    seatRows: CLASS_LIMITS.defaultRows,
    seatColumns: CLASS_LIMITS.defaultColumns,
  },
): { seatRows: number; seatColumns: number } {
  const { maxRows, maxColumns } = CLASS_LIMITS;
  let columns = atLeast.seatColumns;
  let rows = Math.max(atLeast.seatRows, Math.ceil(count / columns));
  if (rows > maxRows) {
    columns = Math.min(maxColumns, Math.max(columns, Math.ceil(count / maxRows)));
    rows = Math.min(maxRows, Math.max(atLeast.seatRows, Math.ceil(count / columns)));
  }
  return { seatRows: rows, seatColumns: columns };
}
