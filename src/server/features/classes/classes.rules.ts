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
