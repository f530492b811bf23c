import {
  ALL_TEACHERS,
  INTEROP_MESSAGES as M,
  QUESTION_EXPORT_FORMATS,
  type KahootImportQuery,
  type QuestionExportFormat,
} from '../../../contracts/interop.contract';
import { kahootImportQuery } from '../../../contracts/interop.contract';
import { QUIZ_LIMITS } from '../../../contracts/quizzes.contract';
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
import { toMoodleXml } from './interop.moodle-xml';
import type { RosterRead } from './interop.oneroster';
import { toQtiPackage } from './interop.qti';
import { fromAssessment, fromQuiz, type ExportSet } from './interop.questions';
import {
  planRoster,
  rosterTeachers,
  teacherChoicePreview,
  type ExistingClass,
  type RosterPlan,
} from './interop.rules';
import type { readKahoot, readRoster } from './interop.worker';

const WORKER = new URL('./interop.worker.ts', import.meta.url);
const READ_KAHOOT = workerTask<typeof readKahoot>(WORKER, 'readKahoot');
const READ_ROSTER = workerTask<typeof readRoster>(WORKER, 'readRoster');

/** Reading is linear in the file; the largest accepted takes well under a second. A backstop. */
export const INTEROP_BUDGET_MS = 20_000;

/** What a roster import reads and writes, built on one transaction by app.ts. */
export interface RosterServices {
  students: Pick<StudentsService, 'list' | 'importSourced'>;
  classes: Pick<ClassesService, 'list' | 'get' | 'importSourced'>;
}

export interface InteropDeps {
  assessments: Pick<AssessmentsService, 'get'>;
  quizzes: Pick<QuizzesService, 'get' | 'create'>;
  /** The signed-in teacher's email picks their classes out of a school-wide roster. */
  users: Pick<AuthService, 'findUser'>;
  roster: RosterServices;
  /** Runs `work` with the roster services on one transaction: all of an import or none of it. */
  rosterTransaction: <T>(work: (services: RosterServices) => Promise<T>) => Promise<T>;
  workers: WorkerPool;
  budgetMs?: number;
}

function render(format: QuestionExportFormat, set: ExportSet) {
  if (set.questions.length === 0) throw interopErrors.no_questions();
  const { ext, type } = QUESTION_EXPORT_FORMATS.find((f) => f.format === format)!;
  const body =
    format === 'gift'
      ? Buffer.from(toGift(set), 'utf8')
      : format === 'moodle-xml'
        ? Buffer.from(toMoodleXml(set), 'utf8')
        : Buffer.from(toQtiPackage(set));
  return { body, type, title: set.title, ext };
}

function rosterFailure(read: Extract<RosterRead, { ok: false }>) {
  switch (read.reason) {
    case 'unreadable':
      return interopErrors.roster_unreadable();
    case 'unpacked_too_large':
      return interopErrors.roster_too_large();
    case 'delta':
      return interopErrors.roster_delta();
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
    if (read.reason === 'too_many_rows')
      throw interopErrors.kahoot_too_many_rows(M.kahootTooManyRows(read.rows));
    throw interopErrors.kahoot_unreadable();
  }

  async function rosterRows(file: Uint8Array) {
    const read = await offThread(READ_ROSTER, file);
    if (!read.ok) throw rosterFailure(read);
    return read;
  }

  /** The teacher's students and classes (with members, for the linked ones) to compare with. */
  async function existing(ownerId: number, on: RosterServices) {
    const students = await on.students.list(ownerId);
    const classes: ExistingClass[] = [];
    for (const c of await on.classes.list(ownerId)) {
      const memberIds = c.sourceId
        ? (await on.classes.get(ownerId, c.id)).students.map((s) => s.id)
        : [];
      classes.push({ ...c, sourceId: c.sourceId ?? null, memberIds });
    }
    return { students, classes };
  }

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

  async function plan(
    ownerId: number,
    rows: Awaited<ReturnType<typeof rosterRows>>,
    teacher: string | undefined,
    on: RosterServices,
  ) {
    return planRoster(rows, await existing(ownerId, on), teacher);
  }

  async function apply(ownerId: number, p: RosterPlan, on: RosterServices) {
    // importSourced answers only the rows it wrote; an unchanged student newly enrolled in a
    // class is found among the ones already linked.
    const written = await on.students.importSourced(ownerId, [
      ...p.studentInserts,
      ...p.studentUpdates,
    ]);
    const ids = new Map([...p.linkedIds, ...written]);
    const idsOf = (sourcedIds: string[]) =>
      sourcedIds.map((s) => ids.get(s)).filter((id) => id !== undefined);
    await on.classes.importSourced(ownerId, [
      ...p.classInserts.map((c) => ({
        sourcedId: c.sourcedId,
        values: c.values,
        add: idsOf(c.members),
        remove: [],
      })),
      ...p.classUpdates.map((c) => ({ ...c, add: idsOf(c.add) })),
    ]);
  }

  return {
    async exportAssessment(ownerId: number, id: number, format: QuestionExportFormat) {
      return render(format, fromAssessment(await deps.assessments.get(ownerId, id)));
    },

    async exportQuiz(ownerId: number, id: number, format: QuestionExportFormat) {
      return render(format, fromQuiz(await deps.quizzes.get(ownerId, id)));
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
      const rows = await rosterRows(file);
      const whose = await whoseClasses(ownerId, rows, teacher);
      if (whose === null) return teacherChoicePreview(rows);
      return (await plan(ownerId, rows, whose, deps.roster)).preview;
    },

    /** Planned and applied on one transaction, so a failure leaves the roster as it was. */
    async importRoster(ownerId: number, file: Uint8Array, teacher?: string) {
      // Read before the transaction: the embedded database's one connection waits for no file.
      const rows = await rosterRows(file);
      const whose = await whoseClasses(ownerId, rows, teacher);
      if (whose === null)
        throw interopErrors.roster_teacher_required(
          M.rosterTeacherRequired(rosterTeachers(rows).length),
        );
      return deps.rosterTransaction(async (on) => {
        const p = await plan(ownerId, rows, whose, on);
        await apply(ownerId, p, on);
        const { classRows: _rows, ...report } = p.preview;
        return report;
      });
    },
  };
}

export type InteropService = ReturnType<typeof createInteropService>;
