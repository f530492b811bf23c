import {
  ALL_TEACHERS,
  GRADE_EXPORT_FORMATS,
  INTEROP_LIMITS,
  INTEROP_MESSAGES as M,
  QUESTION_EXPORT_FORMATS,
  type GradeExportFormat,
  type KahootImportQuery,
  type QuestionExportFormat,
} from '../../../contracts/interop.contract';
import { kahootImportQuery } from '../../../contracts/interop.contract';
import { QUIZ_LIMITS } from '../../../contracts/quizzes.contract';
import { toCsv } from '../../platform/csv/csv-write';
import { toXlsx } from '../../platform/xlsx/xlsx-write';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import {
  workerTask,
  WorkerTaskError,
  type WorkerPool,
  type WorkerTask,
} from '../../platform/workers/worker-pool';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { AuthService } from '../auth/auth.service';
import type { ClassesService } from '../classes/classes.service';
import type { QuizzesService } from '../quizzes/quizzes.service';
import type { StudentsService } from '../students/students.service';
import { interopErrors } from './interop.errors';
import { toGift } from './interop.gift';
import { gradebookTable, resultsTable, type GradeTable } from './interop.grades';
import { toMoodleXml } from './interop.moodle-xml';
import type { RosterRead } from './interop.oneroster';
import { toQtiPackage } from './interop.qti';
import { standardSetOf } from '../standards/standards.service';
import { fromAssessment, fromQuiz, type ExportSet } from './interop.questions';
import {
  duplicateRows,
  planRoster,
  rosterTeachers,
  teacherChoicePreview,
  type ExistingClass,
} from './interop.rules';
import { applyRoster, type RosterBefore } from './interop.roster-apply';
import type { readKahoot, readRoster } from './interop.worker';

const WORKER = new URL('./interop.worker.ts', import.meta.url);
const READ_KAHOOT = workerTask<typeof readKahoot>(WORKER, 'readKahoot');
const READ_ROSTER = workerTask<typeof readRoster>(WORKER, 'readRoster');

const IMPORTS_PER_HOUR = INTEROP_LIMITS.rosterImportsPerHour;
const HOUR_MS = 60 * 60 * 1000;

/** Reading is linear in the file; the largest accepted takes well under a second. A backstop. */
export const INTEROP_BUDGET_MS = 20_000;

/** What a roster import reads and writes, built on one transaction by app.ts. */
export interface RosterServices {
  students: Pick<StudentsService, 'list' | 'importSourced' | 'undoSourced'>;
  classes: Pick<ClassesService, 'list' | 'get' | 'importSourced' | 'undoSourced'>;
}

export interface InteropDeps {
  assessments: Pick<AssessmentsService, 'get' | 'resultsPage' | 'results'>;
  quizzes: Pick<QuizzesService, 'get' | 'create'>;
  /** The signed-in teacher's email picks their classes out of a school-wide roster. */
  users: Pick<AuthService, 'findUser'>;
  roster: RosterServices;
  /** Counts each teacher's roster imports (INTEROP_LIMITS.rosterImportsPerHour). */
  limiter: Pick<RateLimiter, 'hit'>;
  workers: WorkerPool;
  budgetMs?: number;
}

function render(format: QuestionExportFormat, exported: ExportSet) {
  if (exported.questions.length === 0) throw interopErrors.no_questions();
  // QTI's classification names the standards set each code belongs to.
  const set = {
    ...exported,
    standards: exported.standards.map((s) => ({ ...s, set: standardSetOf(s.code) })),
  };
  const { ext, type } = QUESTION_EXPORT_FORMATS.find((f) => f.format === format)!;
  const body =
    format === 'gift'
      ? Buffer.from(toGift(set), 'utf8')
      : format === 'moodle-xml'
        ? Buffer.from(toMoodleXml(set), 'utf8')
        : Buffer.from(toQtiPackage(set));
  return { body, type, title: set.title, ext };
}

/** A grade table as a file: CSV through the shared formula-safe writer, or an .xlsx workbook. */
function gradeFile(format: GradeExportFormat, table: GradeTable) {
  const { type } = GRADE_EXPORT_FORMATS.find((f) => f.format === format)!;
  const body =
    format === 'csv'
      ? // The BOM makes Excel read accented names as UTF-8 (as every CSV export does).
        Buffer.from(
          `\uFEFF${toCsv(table.rows.map((r) => r.map((c) => (c === null ? '' : String(c)))))}`,
        )
      : Buffer.from(toXlsx(table.sheet, table.rows));
  return { body, type, title: table.title, ext: format };
}

function rosterFailure(read: Extract<RosterRead, { ok: false }>) {
  switch (read.reason) {
    case 'unreadable':
      return interopErrors.roster_unreadable();
    case 'unpacked_too_large':
      return interopErrors.roster_too_large();
    case 'delta':
      return interopErrors.roster_delta();
    case 'damaged':
      return interopErrors.roster_invalid(M.rosterDamaged(read.file));
    case 'missing_file':
      return interopErrors.roster_invalid(M.rosterMissingFile(read.file));
    case 'not_text':
      return interopErrors.roster_invalid(M.rosterNotText(read.file));
    case 'missing_column':
      return interopErrors.roster_invalid(M.rosterMissingColumn(read.file, read.column));
    case 'syntax':
      return interopErrors.roster_invalid(M.rosterSyntax(read.file, read.line));
    case 'too_many_rows':
      return interopErrors.roster_invalid(M.rosterTooManyRows(read.file, read.max));
  }
}

/** Exports of assessments and quizzes, Kahoot sheets in as quizzes, OneRoster in as a roster. */
export function createInteropService(deps: InteropDeps) {
  const budgetMs = deps.budgetMs ?? INTEROP_BUDGET_MS;

  /** A file read on a worker thread; the pool's refusals become clear 503/422 answers. */
  async function offThread<I, O>(task: WorkerTask<I, O>, input: I): Promise<O> {
    try {
      return await deps.workers.run(task, input, { budgetMs });
    } catch (error) {
      if (error instanceof WorkerTaskError && error.reason === 'busy')
        throw interopErrors.busy(undefined, { retryAfterSeconds: 5 });
      if (
        error instanceof WorkerTaskError &&
        (error.reason === 'timeout' || error.reason === 'out_of_memory')
      )
        throw interopErrors.too_complex();
      throw error;
    }
  }

  async function kahootSheet(file: Uint8Array) {
    const read = await offThread(READ_KAHOOT, file);
    if (read.ok) return read;
    if (read.reason === 'no_header') throw interopErrors.kahoot_no_header();
    if (read.reason === 'too_large')
      throw interopErrors.kahoot_sheet_too_large(M.kahootSheetTooLarge(read.cell));
    if (read.reason === 'too_many_rows')
      throw interopErrors.kahoot_too_many_rows(M.kahootTooManyRows(read.rows));
    throw interopErrors.kahoot_unreadable();
  }

  /** The bundle's rows; a guest's file is held to the guest's smaller limits. */
  async function rosterRows(ownerId: number, file: Uint8Array) {
    const guest = (await deps.users.findUser(ownerId))?.role === 'guest';
    if (guest && file.length > INTEROP_LIMITS.guest.rosterBytes)
      throw interopErrors.roster_guest_too_large();
    const read = await offThread(READ_ROSTER, file);
    if (!read.ok) throw rosterFailure(read);
    if (guest)
      for (const [file, count, max] of [
        ['users.csv', read.users.length, INTEROP_LIMITS.guest.users],
        ['classes.csv', read.classes.length, INTEROP_LIMITS.guest.classes],
        ['enrollments.csv', read.enrollments.length, INTEROP_LIMITS.guest.enrollments],
      ] as const)
        if (count > max) throw interopErrors.roster_invalid(M.rosterGuestTooManyRows(file, max));
    return read;
  }

  /**
   * The teacher's students and classes (with members and their seats, for the linked ones) to
   * compare with, read query by query on the pool, never holding the connection.
   */
  async function existing(ownerId: number): Promise<RosterBefore> {
    const students = await deps.roster.students.list(ownerId);
    const classes: ExistingClass[] = [];
    const seats: RosterBefore['seats'] = new Map();
    for (const c of await deps.roster.classes.list(ownerId)) {
      const members = c.sourceId ? (await deps.roster.classes.get(ownerId, c.id)).students : [];
      seats.set(c.id, new Map(members.map((s) => [s.id, s.seat])));
      classes.push({ ...c, sourceId: c.sourceId ?? null, memberIds: members.map((s) => s.id) });
    }
    return { students, classes, seats };
  }

  /** One import per teacher at a time, so two cannot plan from the same records. */
  const importing = new Set<number>();

  /**
   * Whose classes to import: the teacher asked for; every class for `*` or a file naming one
   * teacher at most; else the teacher whose email is the caller's. `null`: a school-wide file
   * with no match, where importing everyone's classes into one account needs a choice.
   */
  async function whoseClasses(
    ownerId: number,
    rows: Awaited<ReturnType<typeof rosterRows>>,
    teacher: string | undefined,
  ): Promise<string | undefined | null> {
    if (teacher === ALL_TEACHERS) return undefined;
    const teachers = rosterTeachers(rows);
    if (teacher) {
      if (!teachers.some((t) => t.sourcedId === teacher))
        throw interopErrors.roster_teacher_unknown();
      return teacher;
    }
    if (teachers.length <= 1) return undefined;
    const email = (await deps.users.findUser(ownerId))?.email?.trim().toLowerCase();
    const mine = email ? teachers.filter((t) => t.email.toLowerCase() === email) : [];
    return mine.length === 1 ? mine[0]!.sourcedId : null;
  }

  return {
    async exportAssessment(ownerId: number, id: number, format: QuestionExportFormat) {
      return render(format, fromAssessment(await deps.assessments.get(ownerId, id)));
    },

    async exportQuiz(ownerId: number, id: number, format: QuestionExportFormat) {
      return render(format, fromQuiz(await deps.quizzes.get(ownerId, id)));
    },

    /** One row per submission with each answer and its points; 404 for another's assessment. */
    async assessmentResults(ownerId: number, id: number, format: GradeExportFormat) {
      const [page, students] = await Promise.all([
        deps.assessments.resultsPage(ownerId, id),
        deps.roster.students.list(ownerId),
      ]);
      return gradeFile(format, resultsTable(page, students));
    },

    /** The class's students by the assessments they took, with totals; 404 for another's class. */
    async classGradebook(ownerId: number, classId: number, format: GradeExportFormat) {
      const cls = await deps.roster.classes.get(ownerId, classId);
      return gradeFile(format, gradebookTable(cls, await deps.assessments.results(ownerId)));
    },

    /** What a Kahoot sheet would become, saving nothing. */
    async previewKahoot(file: Uint8Array) {
      const { questions, skipped, warnings } = await kahootSheet(file);
      return { questions, skipped, warnings };
    },

    /** The sheet's good rows as a new quiz to review; the rows left out come back with why. */
    async importKahoot(ownerId: number, file: Uint8Array, query: KahootImportQuery) {
      const fields = kahootImportQuery.parse(query);
      const { questions, skipped, warnings } = await kahootSheet(file);
      if (questions.length === 0) throw interopErrors.kahoot_no_questions();
      if (questions.length > QUIZ_LIMITS.questions) throw interopErrors.kahoot_too_many_questions();
      const quiz = await deps.quizzes.create(ownerId, {
        ...fields,
        description: 'Imported from a Kahoot spreadsheet.',
        questions: questions.map(({ line: _line, ...q }) => q),
      });
      return {
        quiz: {
          id: quiz.id,
          title: quiz.title,
          questionCount: quiz.questionCount,
          createdAt: quiz.createdAt,
        },
        skipped,
        warnings,
      };
    },

    /** What a OneRoster bundle would change for this teacher, saving nothing. */
    async previewRoster(ownerId: number, file: Uint8Array, teacher?: string) {
      const rows = await rosterRows(ownerId, file);
      const whose = await whoseClasses(ownerId, rows, teacher);
      if (whose === null) return teacherChoicePreview(rows);
      return planRoster(rows, await existing(ownerId), whose).preview;
    },

    /**
     * Planned from the teacher's records, then written in short batches that let other
     * requests through, undone if one fails: all of it or none of it (interop.roster-apply).
     */
    async importRoster(ownerId: number, file: Uint8Array, teacher?: string) {
      if (importing.has(ownerId))
        throw interopErrors.roster_import_running(undefined, { retryAfterSeconds: 5 });
      importing.add(ownerId);
      try {
        const rows = await rosterRows(ownerId, file);
        const duplicates = duplicateRows(rows).length;
        if (duplicates > 0) throw interopErrors.roster_ambiguous(M.rosterDuplicates(duplicates));
        const whose = await whoseClasses(ownerId, rows, teacher);
        if (whose === null)
          throw interopErrors.roster_teacher_required(
            M.rosterTeacherRequired(rosterTeachers(rows).length),
          );
        // Counted once the file is known good: a refused file costs the teacher no import.
        const wait = deps.limiter.hit(`roster-import:${ownerId}`, IMPORTS_PER_HOUR, HOUR_MS);
        if (wait > 0)
          throw interopErrors.roster_import_limit(undefined, { retryAfterSeconds: wait });
        const before = await existing(ownerId);
        const p = planRoster(rows, before, whose);
        await applyRoster(ownerId, p, before, deps.roster);
        const { classRows: _rows, ...report } = p.preview;
        return report;
      } finally {
        importing.delete(ownerId);
      }
    },
  };
}

export type InteropService = ReturnType<typeof createInteropService>;
