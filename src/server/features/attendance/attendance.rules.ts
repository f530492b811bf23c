import {
  CHRONIC_ABSENCE_SHARE,
  CHRONIC_MIN_RECORDED_DAYS,
  type AttendanceStatus,
  type StatusCounts,
} from '../../../contracts/attendance.contract';

/** How many of each status, and how many marks in all. */
export function countStatuses(marks: readonly { status: AttendanceStatus }[]): StatusCounts {
  const counts = { present: 0, absent: 0, late: 0, excused: 0, total: marks.length };
  for (const { status } of marks) counts[status] += 1;
  return counts;
}

/**
 * Attendance rate: students in the room (present or late) over those expected (present, late or
 * absent). Excused days expect nobody, so they count neither way. Null when nobody was expected.
 */
export function attendanceRate(counts: Omit<StatusCounts, 'total'>): number | null {
  const expected = counts.present + counts.late + counts.absent;
  return expected === 0 ? null : (counts.present + counts.late) / expected;
}

/**
 * Chronic absence (product-decisions.md): absent on 10% or more of the student's recorded days,
 * once there are CHRONIC_MIN_RECORDED_DAYS of them. A recorded day is any day the student has a
 * mark, excused included.
 */
export function isChronicallyAbsent(absentDays: number, recordedDays: number): boolean {
  return (
    recordedDays >= CHRONIC_MIN_RECORDED_DAYS && absentDays / recordedDays >= CHRONIC_ABSENCE_SHARE
  );
}

export interface MarkOnDay {
  studentId: number;
  date: string;
  status: AttendanceStatus;
}

/**
 * Per student: recorded days and absences across the teacher's classes. A student in two
 * classes on one day has two recorded periods; each counts (a period missed is a period missed).
 */
export function chronicAbsentees<S extends { id: number }>(
  marks: readonly MarkOnDay[],
  students: readonly S[],
) {
  const tally = new Map<number, { recorded: number; absent: number }>();
  for (const { studentId, status } of marks) {
    const t = tally.get(studentId) ?? { recorded: 0, absent: 0 };
    t.recorded += 1;
    if (status === 'absent') t.absent += 1;
    tally.set(studentId, t);
  }
  return students
    .flatMap((student) => {
      const t = tally.get(student.id);
      if (!t || !isChronicallyAbsent(t.absent, t.recorded)) return [];
      return [
        {
          student,
          recordedDays: t.recorded,
          absentDays: t.absent,
          absentShare: t.absent / t.recorded,
        },
      ];
    })
    .sort((a, b) => b.absentShare - a.absentShare || b.absentDays - a.absentDays);
}

/** Each marked student's rate and absences, in order of first mark. */
export function studentRates(marks: readonly { studentId: number; status: AttendanceStatus }[]) {
  const byStudent = new Map<number, { status: AttendanceStatus }[]>();
  for (const m of marks) {
    const list = byStudent.get(m.studentId);
    if (list) list.push(m);
    else byStudent.set(m.studentId, [m]);
  }
  return [...byStudent.entries()].map(([studentId, list]) => {
    const counts = countStatuses(list);
    return {
      studentId,
      recordedDays: counts.total,
      absentDays: counts.absent,
      rate: attendanceRate(counts),
    };
  });
}

/** A day's rate for each recorded date, oldest first. */
export function rateSeries(marks: readonly { date: string; status: AttendanceStatus }[]) {
  const byDate = new Map<string, { status: AttendanceStatus }[]>();
  for (const m of marks) {
    const list = byDate.get(m.date);
    if (list) list.push(m);
    else byDate.set(m.date, [m]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, rate: attendanceRate(countStatuses(list)) }));
}

/** The day as YYYY-MM-DD in UTC (the server's fallback when the browser does not say). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
