import { z } from 'zod';
import { idParam, isoDate } from './common';
import { defineErrors } from './errors';
import { GRADES, QUIZ_DIFFICULTIES, SUBJECTS } from './constants';
import { QUIZ_LIMITS, quizQuestionResponse } from './quizzes.contract';
import { CLASS_LIMITS } from './classes.contract';

/**
 * Interop: questions out to an LMS (GIFT, Moodle XML, QTI 2.1), grades out as CSV and Excel,
 * Kahoot's quiz spreadsheet in as a quiz, OneRoster 1.2 CSV in as students and classes.
 */
export const QUESTION_EXPORT_FORMATS = [
  { format: 'gift', label: 'GIFT (Moodle)', ext: 'gift.txt', type: 'text/plain; charset=utf-8' },
  { format: 'moodle-xml', label: 'Moodle XML', ext: 'moodle.xml', type: 'application/xml' },
  { format: 'qti', label: 'QTI 2.1 package', ext: 'qti.zip', type: 'application/zip' },
] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number]['format'];
const FORMAT_NAMES = QUESTION_EXPORT_FORMATS.map((f) => f.format) as [
  QuestionExportFormat,
  ...QuestionExportFormat[],
];

export const INTEROP_LIMITS = {
  /** Kahoot's template is about 20 KB; a sheet of 50 questions stays far below this. */
  kahootBytes: 2 * 1024 * 1024,
  /** Rows under the header that hold anything; a quiz holds at most QUIZ_LIMITS.questions. */
  kahootRows: 200,
  /** How far a sheet's cells may reach (the template fills A to H and about 110 rows). */
  kahootSheetRows: 5_000,
  kahootSheetColumns: 100,
  /** A school's OneRoster bundle, zipped. */
  rosterBytes: 10 * 1024 * 1024,
  /** What the zip may unpack to: past it the file is refused rather than inflated. */
  rosterUnpackedBytes: 60 * 1024 * 1024,
  users: 10_000,
  classes: 1_000,
  enrollments: 50_000,
  /**
   * Roster imports a teacher may start an hour, one at a time: the largest keeps the database
   * busy for seconds, so one account cannot keep it busy for everyone (issue 37 item 3).
   */
  rosterImportsPerHour: 10,
  /** A guest (on by default, no sign-up) tries the import on a class or two, not a school. */
  guest: { rosterBytes: 1024 * 1024, users: 300, classes: 20, enrollments: 1_000 },
} as const;
const L = INTEROP_LIMITS;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const n = (count: number) => count.toLocaleString('en-US');

export const INTEROP_MESSAGES = {
  formatInvalid: 'Format must be gift, moodle-xml or qti',
  exportFailed: 'Failed to export the questions. Please try again.',
  noQuestions: 'There are no questions to export yet.',
  fileRequired: 'Choose a file to upload.',
  kahootTooLarge: `The spreadsheet is too large (at most ${mb(L.kahootBytes)}).`,
  kahootUnreadable:
    'This file is not an Excel .xlsx spreadsheet. Download Kahoot’s quiz template, fill it in and save it as .xlsx.',
  kahootNoHeader:
    'No header row found: Kahoot’s template has a row with Question, Answer 1 to 4, Time limit and Correct answer(s) above the questions.',
  kahootTooManyRows: (rows: number) =>
    `The sheet has ${n(rows)} question rows; at most ${n(L.kahootRows)} can be read, and a quiz keeps ${QUIZ_LIMITS.questions}.`,
  kahootSheetTooLarge: (cell: string) =>
    `The sheet has a cell at ${cell}, far outside Kahoot’s template: at most ${n(L.kahootSheetRows)} rows and ${L.kahootSheetColumns} columns (A to CV) are read. Delete the cells past the questions, or copy the questions into Kahoot’s template.`,
  kahootNoQuestions: 'No row of this sheet could become a question. See the list of problems.',
  kahootTooManyQuestions: `A quiz can have at most ${QUIZ_LIMITS.questions} questions; split the sheet in two.`,
  kahootImported: (count: number) =>
    `Quiz imported with ${count} question${count === 1 ? '' : 's'}. Review it before you host it.`,
  kahootImportFailed: 'Failed to import the spreadsheet. Please try again.',
  rosterTooLarge: `The file is too large (at most ${mb(L.rosterBytes)} zipped).`,
  rosterUnpackedTooLarge: `The zip unpacks to more than ${mb(L.rosterUnpackedBytes)}.`,
  rosterUnreadable:
    'This file is not a zip of OneRoster CSV files. Upload the zip your SIS exported, or choose users.csv, classes.csv and enrollments.csv.',
  rosterMissingFile: (file: string) => `The OneRoster bundle has no ${file}.`,
  rosterMissingColumn: (file: string, column: string) => `${file} has no ${column} column.`,
  rosterSyntax: (file: string, line: number) =>
    `${file}: a quote opened on line ${line} is never closed.`,
  rosterTooManyRows: (file: string, max: number) =>
    `${file} has more than ${n(max)} rows; import one school or term at a time.`,
  rosterNotText: (file: string) => `${file} is not a text CSV file.`,
  rosterDamaged: (file: string) =>
    `${file} in the zip is damaged (its size or checksum does not match), so nothing was read. Export the bundle from your SIS again.`,
  rosterDuplicateRow: (sourcedId: string, firstLine: number) =>
    `sourcedId ${sourcedId} is also on line ${firstLine}: nothing can be imported until each sourcedId is on one row.`,
  rosterDuplicates: (rows: number) =>
    `${n(rows)} ${rows === 1 ? 'row repeats' : 'rows repeat'} a sourcedId of an earlier row (see the preview), so nothing was imported.`,
  rosterImportRunning: 'Your last roster import is still running. Wait for it to finish.',
  rosterImportLimit: `A roster can be imported at most ${L.rosterImportsPerHour} times an hour. Please try again later.`,
  rosterGuestTooLarge: `A guest account imports zips of at most ${mb(L.guest.rosterBytes)}; sign in as a teacher for a whole school.`,
  rosterGuestTooManyRows: (file: string, max: number) =>
    `${file} has more than ${n(max)} rows, the most a guest account imports; sign in as a teacher for a whole school.`,
  rosterClassTooLarge: (title: string, students: number) =>
    `${title} has ${n(students)} students; a class holds at most ${n(CLASS_LIMITS.students)}, so it was not imported. Split it into sections in your SIS.`,
  rosterConverted: (file: string) =>
    `${file} was not saved as UTF-8; it was read as Windows-1252 (Excel’s “CSV” on Windows). Check that accented names look right, or save it as “CSV UTF-8” next time.`,
  rosterClassEmpty: (title: string) =>
    `${title}: none of its students could be imported (see the rows above), so the class was not created.`,
  rosterTeacherUnknown: 'That teacher is not in the file.',
  rosterTeacherRequired: (teachers: number) =>
    `This file holds the classes of ${teachers} teachers. Choose whose classes to import, or every class in the file.`,
  rosterDelta: 'This is a delta bundle (changes only); export a bulk bundle from your SIS.',
  rosterImportFailed: 'Failed to import the roster. Please try again.',
  busy: 'The server is busy reading other files. Please try again in a moment.',
  tooComplex: 'The file took too long or too much memory to read, so it was stopped.',
} as const;
const M = INTEROP_MESSAGES;

export const INTEROP_ERRORS = defineErrors('interop', {
  no_questions: { status: 400, message: M.noQuestions },
  file_required: { status: 400, message: M.fileRequired },
  kahoot_unreadable: { status: 400, message: M.kahootUnreadable },
  kahoot_no_header: { status: 400, message: M.kahootNoHeader },
  kahoot_too_many_rows: { status: 400, message: M.kahootTooManyRows(L.kahootRows + 1) },
  kahoot_no_questions: { status: 400, message: M.kahootNoQuestions },
  kahoot_sheet_too_large: { status: 400, message: M.kahootSheetTooLarge('XFD1048576') },
  kahoot_too_many_questions: { status: 400, message: M.kahootTooManyQuestions },
  roster_unreadable: { status: 400, message: M.rosterUnreadable },
  roster_too_large: { status: 413, message: M.rosterUnpackedTooLarge },
  roster_invalid: { status: 400, message: M.rosterUnreadable },
  roster_teacher_unknown: { status: 400, message: M.rosterTeacherUnknown },
  roster_teacher_required: { status: 400, message: M.rosterTeacherRequired(2) },
  roster_delta: { status: 400, message: M.rosterDelta },
  roster_ambiguous: { status: 400, message: M.rosterDuplicates(2) },
  roster_import_running: { status: 429, message: M.rosterImportRunning },
  roster_import_limit: { status: 429, message: M.rosterImportLimit },
  roster_guest_too_large: { status: 413, message: M.rosterGuestTooLarge },
  busy: { status: 503, message: M.busy },
  too_complex: { status: 422, message: M.tooComplex },
});

// ---- exports -----------------------------------------------------------------------------------
export const questionExportParams = idParam.extend({
  format: z.enum(FORMAT_NAMES, M.formatInvalid),
});

/**
 * Grade exports: an assessment's results (`GET /api/assessments/{id}/results.{csv|xlsx}`) and a
 * class's gradebook (`GET /api/classes/{id}/gradebook.{csv|xlsx}`), owner only.
 */
export const GRADE_EXPORT_FORMATS = [
  { format: 'csv', label: 'CSV', type: 'text/csv; charset=utf-8' },
  {
    format: 'xlsx',
    label: 'Excel',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
] as const;
export type GradeExportFormat = (typeof GRADE_EXPORT_FORMATS)[number]['format'];
export const GRADE_EXPORT_MESSAGES = {
  resultsFailed: 'Failed to download the results. Please try again.',
  gradebookFailed: 'Failed to download the gradebook. Please try again.',
  /** A gradebook cell whose result still has short answers to grade. */
  awaitingGrading: 'Awaiting grading',
} as const;

// ---- Kahoot ------------------------------------------------------------------------------------
/** The sheet's problems, by spreadsheet row number (1-based, as Excel shows it). */
export const sheetProblem = z.object({
  line: z.number().int(),
  errors: z.array(z.string()),
});
export type SheetProblem = z.infer<typeof sheetProblem>;

export const kahootPreviewResponse = z.object({
  questions: z.array(quizQuestionResponse.extend({ line: z.number().int() })),
  /** Rows left out, each with why. */
  skipped: z.array(sheetProblem),
  /** Rows kept with a change the teacher should know about (several right answers, no time). */
  warnings: z.array(sheetProblem),
});
export type KahootPreview = z.input<typeof kahootPreviewResponse>;

/** The quiz's fields that a spreadsheet does not carry, sent as the query string with the file. */
export const kahootImportQuery = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(QUIZ_LIMITS.title, `Title must be at most ${QUIZ_LIMITS.title} characters`),
  subject: z.enum(SUBJECTS, 'Please choose a subject'),
  gradeLevel: z.enum(GRADES, 'Please choose a grade level'),
  difficulty: z
    .enum(QUIZ_DIFFICULTIES, 'Difficulty must be easy, medium or hard')
    .default('medium'),
});
export type KahootImportQuery = z.input<typeof kahootImportQuery>;

export const kahootImportResponse = kahootPreviewResponse.omit({ questions: true }).extend({
  quiz: z.object({
    id: z.number().int(),
    title: z.string(),
    questionCount: z.number().int(),
    createdAt: isoDate,
  }),
});

// ---- OneRoster -----------------------------------------------------------------------------------
export const ROSTER_FILES = ['users.csv', 'classes.csv', 'enrollments.csv'] as const;
export type RosterFile = (typeof ROSTER_FILES)[number];

/** ?teacher=* : every class in the file, whoever teaches it, chosen on purpose. */
export const ALL_TEACHERS = '*';

/**
 * ?teacher=<sourcedId>: only that teacher's classes (a school-wide export holds everyone's).
 * Left out, a file naming several teachers is narrowed to the one whose email is the signed-in
 * teacher's, or asks for a choice.
 */
export const rosterImportQuery = z.object({
  teacher: z.string('Choose a teacher from the file').trim().min(1).max(255).optional(),
});

export const rosterProblem = z.object({
  file: z.enum(ROSTER_FILES),
  line: z.number().int(),
  message: z.string(),
});
export type RosterProblem = z.infer<typeof rosterProblem>;

const counts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
});

export const rosterPreviewResponse = z.object({
  students: counts,
  classes: counts,
  membersAdded: z.number().int(),
  membersRemoved: z.number().int(),
  /** What each class becomes, for the preview table. */
  classRows: z.array(
    z.object({
      sourcedId: z.string(),
      name: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      students: z.number().int(),
    }),
  ),
  /** Teachers named in the file, so a school-wide export can be narrowed to one of them. */
  teachers: z.array(
    z.object({ sourcedId: z.string(), name: z.string(), classCount: z.number().int() }),
  ),
  /** Whose classes the counts cover: the one chosen or matched by email; null for every class. */
  teacher: z.string().nullable(),
  /** Several teachers, none chosen or matched: nothing is planned until one is (or all are). */
  teacherRequired: z.boolean(),
  problems: z.array(rosterProblem),
});
export type RosterPreview = z.input<typeof rosterPreviewResponse>;

export const rosterImportResponse = rosterPreviewResponse.omit({ classRows: true });
export type RosterReport = z.input<typeof rosterImportResponse>;
