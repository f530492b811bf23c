import type { AttendanceStatus } from '../../../contracts/attendance.contract';
import type { GRADES } from '../../../contracts/constants';
import { DAY } from '../../platform/clock';
import { prng } from './demo.generator';

/**
 * The demo teacher's classes and a few weeks of attendance, deterministic like the rest of the
 * demo. Students are referred to by their index in the demo roster. A couple of students are
 * absent often enough to show up as chronically absent; today is left for the teacher to take.
 */
export interface DemoClassPlan {
  name: string;
  subject: string;
  grade: (typeof GRADES)[number];
  seatRows: number;
  seatColumns: number;
  /** [roster index, seat or null] */
  members: [number, number | null][];
}

export interface DemoDay {
  classIndex: number;
  date: string;
  faceCount: number | null;
  marks: { student: number; status: AttendanceStatus; note: string }[];
}

const SCHOOL_DAYS = 15;
/** Roster positions that miss school more than the rest. */
const OFTEN_ABSENT = [2, 9];

export function buildDemoAttendance(now: Date, studentCount: number, seed = 2026) {
  const rand = prng(seed + 14);
  const all = Array.from({ length: studentCount }, (_, i) => i);
  const half = Math.ceil(studentCount / 2);
  const classes: DemoClassPlan[] = [
    {
      name: 'Period 1 Science',
      subject: 'Science',
      grade: '5',
      seatRows: 4,
      seatColumns: 6,
      // Everyone seated in roster order, skipping the aisle seat of each row.
      members: all.map((i) => [i, i + Math.floor(i / 5)]),
    },
    {
      name: 'Period 3 Reading Group',
      subject: 'English',
      grade: '5',
      seatRows: 2,
      seatColumns: 4,
      // Half the class; the last one not yet seated, to show the unseated list.
      members: all.slice(0, half).map((i) => [i, i < half - 1 ? i : null]),
    },
  ];

  const days: DemoDay[] = [];
  const dates = schoolDaysBefore(now, SCHOOL_DAYS);
  for (const date of dates) {
    classes.forEach((cls, classIndex) => {
      const marks = cls.members.map(([student]) => {
        const r = rand();
        const often = OFTEN_ABSENT.includes(student);
        const status: AttendanceStatus =
          r < (often ? 0.25 : 0.03)
            ? 'absent'
            : r < (often ? 0.3 : 0.07)
              ? 'late'
              : r < (often ? 0.32 : 0.08)
                ? 'excused'
                : 'present';
        return {
          student,
          status,
          note: status === 'excused' ? 'Appointment' : status === 'late' ? 'Bus was late' : '',
        };
      });
      const inRoom = marks.filter((m) => m.status === 'present' || m.status === 'late').length;
      // Some days the teacher checked the head count with a photo.
      days.push({ classIndex, date, faceCount: rand() < 0.4 ? inRoom : null, marks });
    });
  }
  return { classes, days };
}

/** The last `count` weekdays before today, oldest first, as YYYY-MM-DD. */
function schoolDaysBefore(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let t = now.getTime() - DAY; out.length < count; t -= DAY) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.unshift(d.toISOString().slice(0, 10));
  }
  return out;
}
