import { z } from 'zod';
import { defineErrors } from './errors';
import { GRADES } from './constants';
import { PAGE_MESSAGES, isoDate, pageQuery, recordIdParam } from './common';

/** User-visible student strings; spec sections 2, 5 and 8 word for word where the spec has them. */
export const STUDENT_MESSAGES = {
  // validation (server, forms and CSV rows)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  invalidEmail: 'Invalid email address',
  invalidParentEmail: 'Invalid parent email address',
  gradeInvalid: 'Grade must be K or 1 to 12',
  notesTooLong: 'Notes must be at most 2000 characters',
  notFound: 'Student not found',
  duplicateEmail: 'A student with this email already exists.',
  // toasts and dialogs (spec 8)
  errorTitle: 'Error',
  added: 'Student added successfully!',
  addFailed: 'Failed to add student. Please try again.',
  removed: 'Student removed successfully!',
  removeFailed: 'Failed to remove student. Please try again.',
  noParentEmailTitle: 'No Parent Email',
  noParentEmail: 'Parent email not available for this student.',
  noStudentEmailTitle: 'No Student Email',
  noStudentEmail: 'Email not available for this student.',
  removeConfirm: (name: string) =>
    `Are you sure you want to remove ${name}? This cannot be undone.`,
  updated: 'Student details saved',
  updateFailed: 'Failed to save student. Please try again.',
  emptyState: 'No students yet',
  emptyHint: 'Add your first student or import your class from a CSV file.',
  noMatches: 'No students match your search or grade filter.',
  noScores: 'No scores yet',
  loadFailed: 'Failed to load students. Please try again.',
  // CSV import and export
  csvRequired: 'Paste CSV text or choose a CSV file first.',
  csvTooLarge: 'The CSV is too large: at most 1000 students and 512 KB per import.',
  csvNoHeader:
    'The first row must be a header naming the columns, e.g. First Name, Last Name, Email, Grade, Parent Email.',
  csvNoRows: 'The CSV has no student rows under its header.',
  csvUnclosedQuote: (line: number) =>
    `The CSV has a quote opened on line ${line} that is never closed.`,
  csvHasErrors:
    'Some rows have errors. Fix them in your file and preview again; nothing was imported.',
  csvFixRows:
    'Fix the rows with errors in your file, then preview again. Nothing is imported until every row is valid.',
  csvImported: (n: number) => `${n} ${n === 1 ? 'student' : 'students'} imported`,
  csvImportFailed: 'Failed to import students. Please try again.',
  csvTooComplex:
    'The CSV took too long to read, so the import was stopped. Check that it is a student list, or split it.',
  csvBusy: 'The server is busy reading other files. Please try again in a moment.',
  csvPolicy: 'Nothing is saved until you confirm, and only when every row is valid.',
  exportFailed: 'Failed to export students. Please try again.',
  rowDuplicateInFile: (line: number) => `Same email as line ${line} of this file`,
  rowDuplicateExisting: 'A student with this email is already in your class',
} as const;

export const STUDENT_LIMITS = {
  name: 100,
  email: 254,
  notes: 2000,
  /** Characters of CSV text per import (and so the request body limit, with JSON overhead). */
  csvChars: 512 * 1024,
  csvRows: 1000,
} as const;

const M = STUDENT_MESSAGES;
const L = STUDENT_LIMITS;

/** An optional email: absent, null or "" all mean none (spec: optional values may be absent). */
function optionalEmail(message: string) {
  return z
    .union([z.null(), z.string(message).trim().max(L.email, message)], message)
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.union([z.null(), z.email(message)]));
}

function name(required: string) {
  return z.string(required).trim().min(1, required).max(L.name, M.nameTooLong);
}

const studentFields = {
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  email: optionalEmail(M.invalidEmail),
  grade: z.enum(GRADES, M.gradeInvalid),
  parentEmail: optionalEmail(M.invalidParentEmail),
  notes: z.string(M.notesTooLong).trim().max(L.notes, M.notesTooLong),
};

export const createStudentBody = z.object({
  ...studentFields,
  notes: studentFields.notes.default(''),
});
export type CreateStudentInput = z.input<typeof createStudentBody>;
export type CreateStudentBody = z.output<typeof createStudentBody>;

export const updateStudentBody = z.object(studentFields).partial();
export type UpdateStudentInput = z.input<typeof updateStudentBody>;
export type UpdateStudentBody = z.output<typeof updateStudentBody>;

// ---- responses (no transforms: they are encoded) ------------------------------------------
export const studentResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  grade: z.string(),
  parentEmail: z.string().nullable(),
  notes: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const studentListResponse = z.array(studentResponse);
export type Student = z.input<typeof studentResponse>;

/** GET /api/students: a page by last then first name; spec 9 search (name, email), grade, class. */
export const studentListQuery = pageQuery.extend({
  grade: z.enum(GRADES, M.gradeInvalid).optional(),
  classId: recordIdParam(PAGE_MESSAGES.filterInvalid).optional(),
});
export type StudentListQuery = z.output<typeof studentListQuery>;
export type StudentListParams = z.input<typeof studentListQuery>;

// ---- CSV import -----------------------------------------------------------------------------
/** Size is checked by the service (413), not here, so an oversized CSV is never a 400. */
export const csvImportBody = z.object({ csv: z.string(M.csvRequired) });
export type CsvImportBody = z.infer<typeof csvImportBody>;

/** A row as read from the file (normalised), its 1-based line in the file, and what is wrong. */
export const importRow = studentResponse
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    grade: true,
    parentEmail: true,
    notes: true,
  })
  .extend({ line: z.number().int(), errors: z.array(z.string()) });
export type ImportRow = z.infer<typeof importRow>;

export const importPreviewResponse = z.object({
  rows: z.array(importRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  /** Header cells that matched no known column; shown so the teacher knows they were ignored. */
  ignoredColumns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;

export const importResultResponse = z.object({
  imported: z.number().int(),
  students: studentListResponse,
});

export const STUDENTS_EXPORT_FILENAME = 'students.csv';
/** Export header; the importer reads it back, so an exported roster re-imports as is. */
export const CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Grade',
  'Parent Email',
  'Notes',
] as const;

// ---- shared display helpers (pure, used by the web and tests) -----------------------------
export const fullName = (s: { firstName: string; lastName: string }) =>
  `${s.firstName} ${s.lastName}`;

/** Spec 9: case-insensitive substring on the full name or the email; grade filter 'all' or exact. */
export function matchesStudent(
  s: { firstName: string; lastName: string; email: string | null; grade: string },
  search: string,
  grade: string,
) {
  if (grade !== 'all' && s.grade !== grade) return false;
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return fullName(s).toLowerCase().includes(q) || (s.email ?? '').toLowerCase().includes(q);
}

export const STUDENT_ERRORS = defineErrors('students', {
  not_found: { status: 404, message: STUDENT_MESSAGES.notFound },
  duplicate_email: { status: 409, message: STUDENT_MESSAGES.duplicateEmail },
  csv_required: { status: 400, message: STUDENT_MESSAGES.csvRequired },
  csv_too_large: { status: 413, message: STUDENT_MESSAGES.csvTooLarge },
  csv_syntax: { status: 400, message: STUDENT_MESSAGES.csvUnclosedQuote(1) },
  csv_no_header: { status: 400, message: STUDENT_MESSAGES.csvNoHeader },
  csv_no_rows: { status: 400, message: STUDENT_MESSAGES.csvNoRows },
  csv_has_errors: { status: 422, message: STUDENT_MESSAGES.csvHasErrors },
  csv_too_complex: { status: 422, message: STUDENT_MESSAGES.csvTooComplex },
  csv_busy: { status: 503, message: STUDENT_MESSAGES.csvBusy },
});
