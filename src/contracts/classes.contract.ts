import { z } from 'zod';
import { defineErrors } from './errors';
import { GRADES } from './constants';
import { isoDate, pageQuery, recordId, recordIdParam } from './common';

/** User-visible class strings (product-decisions.md, RollCall AI: Classes). */
export const CLASS_MESSAGES = {
  nameRequired: 'Class name is required',
  nameTooLong: 'Class names must be at most 100 characters',
  subjectTooLong: 'Subjects must be at most 100 characters',
  gradeInvalid: 'Grade must be K or 1 to 12',
  rowsInvalid: 'Rows must be a whole number from 1 to 12',
  columnsInvalid: 'Columns must be a whole number from 1 to 12',
  studentIdsInvalid: 'Choose between 1 and 1000 students',
  seatsInvalid: 'Each seat must be a seat of the layout, at most one student per seat',
  notFound: 'Class not found',
  studentNotFound: 'Student not found',
  notInClass: 'That student is not in this class',
  classFull: (has: number) =>
    `A class holds at most ${CLASS_LIMITS.students.toLocaleString('en-US')} students; this one has ${has.toLocaleString('en-US')}.`,
  seatTaken: 'Two students cannot share a seat',
  seatOutside: 'That seat is outside the class layout',
  created: 'Class created',
  saved: 'Class saved',
  archived: 'Class archived',
  restored: 'Class restored',
  deleted: 'Class deleted',
  deleteConfirm: (name: string) =>
    `Delete ${name}? Its seat chart and attendance records are deleted too. Students stay on your roster.`,
  saveFailed: 'Failed to save the class. Please try again.',
  loadFailed: 'Failed to load classes. Please try again.',
  noClasses: 'No classes yet',
  noClassesHint: 'Create a class (for example "Period 3 Math") and add students to it.',
  noMatches: 'No classes match your search.',
  seatsSaved: 'Seat chart saved',
} as const;

export const CLASS_LIMITS = {
  name: 100,
  subject: 100,
  maxRows: 12,
  maxColumns: 12,
  defaultRows: 4,
  defaultColumns: 6,
  studentsPerRequest: 1000,
  /**
   * The largest class, wherever students join one (by hand, OneRoster) and the most marks an
   * attendance day holds: one figure, so every class that can be made can have its day recorded.
   */
  students: 1000,
} as const;

const M = CLASS_MESSAGES;
const L = CLASS_LIMITS;

/** Optional text: absent, null or blank all mean none. */
const optionalText = (max: number, message: string) =>
  z
    .union([z.null(), z.string(message).trim().max(max, message)], message)
    .optional()
    .transform((v) => (v ? v : null));

const optionalGrade = z
  .union([z.null(), z.literal(''), z.enum(GRADES, M.gradeInvalid)], M.gradeInvalid)
  .optional()
  .transform((v) => (v ? v : null));

const dimension = (max: number, message: string) =>
  z.number(message).int(message).min(1, message).max(max, message);

const studentId = recordId(M.studentIdsInvalid);
const studentIds = z
  .array(studentId, M.studentIdsInvalid)
  .min(1, M.studentIdsInvalid)
  .max(L.studentsPerRequest, M.studentIdsInvalid);

const classFields = {
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(L.name, M.nameTooLong),
  subject: optionalText(L.subject, M.subjectTooLong),
  grade: optionalGrade,
  seatRows: dimension(L.maxRows, M.rowsInvalid),
  seatColumns: dimension(L.maxColumns, M.columnsInvalid),
};

export const createClassBody = z.object({
  ...classFields,
  /**
   * Left out, the service sizes the layout from the students (4 rows of 6 while they fit; issue
   * 32 item 9), so the default is not set here.
   */
  seatRows: classFields.seatRows.optional(),
  seatColumns: classFields.seatColumns.optional(),
  /** Students to put in the class straight away (unseated). */
  studentIds: studentIds.optional(),
});
export type CreateClassInput = z.input<typeof createClassBody>;

export const updateClassBody = z
  .object({ ...classFields, archived: z.boolean('Archived must be true or false') })
  .partial();
export type UpdateClassInput = z.input<typeof updateClassBody>;

export const addStudentsBody = z.object({ studentIds });
export type AddStudentsInput = z.input<typeof addStudentsBody>;

export const classStudentParams = z.object({
  id: recordIdParam(),
  studentId: recordIdParam(),
});

/** The whole seat chart: each listed student's seat (null = unseated). */
export const saveSeatsBody = z.object({
  seats: z
    .array(
      z.object({
        studentId,
        seat: z.number(M.seatsInvalid).int(M.seatsInvalid).min(0, M.seatsInvalid).nullable(),
      }),
      M.seatsInvalid,
    )
    .max(L.maxRows * L.maxColumns + L.studentsPerRequest, M.seatsInvalid),
});
export type SaveSeatsInput = z.input<typeof saveSeatsBody>;

// ---- responses -------------------------------------------------------------------------------
export const classSummaryResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string().nullable(),
  grade: z.string().nullable(),
  seatRows: z.number().int(),
  seatColumns: z.number().int(),
  archived: z.boolean(),
  studentCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const classListResponse = z.array(classSummaryResponse);

/** GET /api/classes: a page by name (decision 0011); `search` finds the name, any case. */
export const classListQuery = pageQuery;
export type ClassListQuery = z.output<typeof classListQuery>;
export type ClassSummary = z.input<typeof classSummaryResponse>;

export const classStudentResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  seat: z.number().int().nullable(),
});
export type ClassStudent = z.input<typeof classStudentResponse>;

export const classResponse = classSummaryResponse.extend({
  students: z.array(classStudentResponse),
});
export type ClassDetail = z.input<typeof classResponse>;

// ---- pure helpers (web and server) -----------------------------------------------------------
/** "Row 2, seat 3" for seat 8 of a 6-column layout (both 1-based for people). */
export function seatLabel(seat: number, columns: number) {
  return `Row ${Math.floor(seat / columns) + 1}, seat ${(seat % columns) + 1}`;
}

export const CLASS_ERRORS = defineErrors('classes', {
  not_found: { status: 404, message: M.notFound },
  student_not_found: { status: 404, message: M.studentNotFound },
  not_in_class: { status: 400, message: M.notInClass },
  class_full: { status: 400, message: M.classFull(L.students) },
  seat_taken: { status: 400, message: M.seatTaken },
  seat_outside: { status: 400, message: M.seatOutside },
});
