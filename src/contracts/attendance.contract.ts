import { z } from 'zod';
import { defineErrors } from './errors';
import { isoDate, recordId, recordIdParam } from './common';
import { CLASS_LIMITS } from './classes.contract';

/** User-visible attendance strings (product-decisions.md, RollCall AI: Photo Attendance). */
export const ATTENDANCE_MESSAGES = {
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  rangeInvalid: 'The start date must be on or before the end date',
  statusInvalid: 'Status must be present, absent, late or excused',
  noteTooLong: 'Notes must be at most 500 characters',
  marksRequired: 'Mark at least one student before saving',
  marksInvalid: `Each student can be marked once, at most ${CLASS_LIMITS.students} students`,
  faceCountInvalid: 'The face count must be a whole number from 0 to 500',
  notInClass: 'That student is not in this class',
  recordNotFound: 'No attendance was recorded for this class on that day',
  saved: 'Attendance saved',
  saveFailed: 'Failed to save attendance. Please try again.',
  deleted: 'Attendance record deleted',
  loadFailed: 'Failed to load attendance. Please try again.',
  privacy:
    'The photo stays in this browser: faces are counted here and only the count is saved with the attendance. The photo is never uploaded or stored.',
  noCamera: 'No camera is available or permission was refused. Choose a photo instead.',
  faceCompare: (faces: number, present: number) =>
    `${faces} ${faces === 1 ? 'face' : 'faces'}, ${present} marked present`,
} as const;

/** Where the browser loads the face detector's model from: Chalkwise itself, never a CDN. */
export const FACE_MODEL_PATH = '/api/face-model';

/** A day holds a mark for each student of the largest class (one save or several that merge). */
export const ATTENDANCE_LIMITS = {
  note: 500,
  marks: CLASS_LIMITS.students,
  faceCount: 500,
} as const;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};

/** A click on a seat moves to the next status. */
export function nextStatus(status: AttendanceStatus | undefined): AttendanceStatus {
  if (!status) return 'present';
  const i = ATTENDANCE_STATUSES.indexOf(status);
  return ATTENDANCE_STATUSES[(i + 1) % ATTENDANCE_STATUSES.length]!;
}

/** Absent on this share of recorded days or more makes a student chronically absent. */
export const CHRONIC_ABSENCE_SHARE = 0.1;
/**
 * ...once the student has this many recorded days (two school weeks): before that one absence
 * is already 10% or more, and a single day labelled a child chronically absent (issue 27).
 */
export const CHRONIC_MIN_RECORDED_DAYS = 10;
/** The rule in words, wherever the label shows. */
export const CHRONIC_RULE = `Absent on ${CHRONIC_ABSENCE_SHARE * 100}% or more of their recorded days, counted once a student has ${CHRONIC_MIN_RECORDED_DAYS} recorded days.`;

const M = ATTENDANCE_MESSAGES;
const L = ATTENDANCE_LIMITS;

/** Year 0 passes ISO's pattern but not PostgreSQL's calendar (issue 23: a 500, not a 400). */
export const dayString = z.iso
  .date(M.dateInvalid)
  .refine((day) => !day.startsWith('0000'), M.dateInvalid);

export const classDayParams = z.object({
  id: recordIdParam(),
  date: dayString,
});

export const dateRangeQuery = z
  .object({ from: dayString.optional(), to: dayString.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, M.rangeInvalid);
export type DateRange = z.infer<typeof dateRangeQuery>;

export const summaryQuery = z.object({
  /** The teacher's today (their time zone); the server's date when absent. */
  today: dayString.optional(),
});

const statusField = z.enum(ATTENDANCE_STATUSES, M.statusInvalid);

export const saveAttendanceBody = z.object({
  faceCount: z
    .number(M.faceCountInvalid)
    .int(M.faceCountInvalid)
    .min(0, M.faceCountInvalid)
    .max(L.faceCount, M.faceCountInvalid)
    .nullable()
    .default(null),
  marks: z
    .array(
      z.object({
        studentId: recordId(M.marksInvalid),
        status: statusField,
        note: z.string(M.noteTooLong).trim().max(L.note, M.noteTooLong).default(''),
      }),
      M.marksRequired,
    )
    .min(1, M.marksRequired)
    .max(L.marks, M.marksInvalid)
    .refine(
      (marks) => new Set(marks.map((m) => m.studentId)).size === marks.length,
      M.marksInvalid,
    ),
});
export type SaveAttendanceInput = z.input<typeof saveAttendanceBody>;
export type SaveAttendanceBody = z.output<typeof saveAttendanceBody>;

// ---- responses -------------------------------------------------------------------------------
export const statusCounts = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  total: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCounts>;

export const attendanceDayResponse = z.object({
  classId: z.number().int(),
  date: z.string(),
  recorded: z.boolean(),
  faceCount: z.number().int().nullable(),
  updatedAt: isoDate.nullable(),
  marks: z.array(z.object({ studentId: z.number().int(), status: statusField, note: z.string() })),
});
export type AttendanceDay = z.input<typeof attendanceDayResponse>;

export const attendanceDaysResponse = z.array(
  statusCounts.extend({
    date: z.string(),
    faceCount: z.number().int().nullable(),
    /** (present + late) / (present + late + absent); null when nobody counts. */
    rate: z.number().nullable(),
  }),
);
export type AttendanceDaySummary = z.input<typeof attendanceDaysResponse>[number];

export const studentAttendanceResponse = statusCounts.extend({
  studentId: z.number().int(),
  recordedDays: z.number().int(),
  rate: z.number().nullable(),
  chronic: z.boolean(),
  recent: z.array(
    z.object({ date: z.string(), className: z.string(), status: statusField, note: z.string() }),
  ),
});
export type StudentAttendance = z.input<typeof studentAttendanceResponse>;

export const attendanceSummaryResponse = z.object({
  today: z.string(),
  classes: z.array(
    z.object({
      classId: z.number().int(),
      name: z.string(),
      archived: z.boolean(),
      studentCount: z.number().int(),
      recordedDays: z.number().int(),
      rate: z.number().nullable(),
      series: z.array(z.object({ date: z.string(), rate: z.number().nullable() })),
      today: statusCounts.extend({ faceCount: z.number().int().nullable() }).nullable(),
    }),
  ),
  chronic: z.array(
    z.object({
      studentId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      recordedDays: z.number().int(),
      absentDays: z.number().int(),
      absentShare: z.number(),
    }),
  ),
  /** Every student with a mark: their rate across the teacher's classes (cards, lists). */
  students: z.array(
    z.object({
      studentId: z.number().int(),
      recordedDays: z.number().int(),
      absentDays: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  todayTotals: statusCounts.extend({
    classesRecorded: z.number().int(),
    classesActive: z.number().int(),
  }),
});
export type AttendanceSummary = z.input<typeof attendanceSummaryResponse>;

export const ATTENDANCE_CSV_COLUMNS = [
  'Date',
  'Class',
  'First Name',
  'Last Name',
  'Status',
  'Note',
  'Face Count',
] as const;

export const attendanceExportFilename = (className: string, from?: string, to?: string) => {
  const slug = className.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class';
  return `attendance-${slug}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
};

export const ATTENDANCE_ERRORS = defineErrors('attendance', {
  not_in_class: { status: 400, message: M.notInClass },
  record_not_found: { status: 404, message: M.recordNotFound },
});
