import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { UserRow } from '../../platform/db/schema/index';
import type { LessonsService } from '../lessons/lessons.service';
import type { StudentsService } from '../students/students.service';
import {
  buildDemoClass,
  DEMO_SEED,
  FULL_CLASS,
  SANDBOX_CLASS,
  type DemoAssessment,
  type DemoSize,
} from './demo.generator';
import { STUDENT_ERRORS } from '../../../contracts/students.contract';
import type { ClassesService } from '../classes/classes.service';
import type { AttendanceService } from '../attendance/attendance.service';
import { buildDemoAttendance } from './demo.attendance';
import type { QuizzesService } from '../quizzes/quizzes.service';
import { DEMO_QUIZ } from './demo.quiz';
import type { RecordedGames } from '../games/games.recorded';
import { demoGameAnswer } from './demo.game';

/** The parts of the assessments service the seeder uses (the agreed interface). */
export interface DemoAssessmentsApi {
  create(
    ownerId: number,
    body: Omit<DemoAssessment, 'givenAt'>,
    options?: { createdAt?: Date },
  ): Promise<{ id: number }>;
  recordScore(
    ownerId: number,
    body: { assessmentId: number; studentId: number; score: number; submittedAt?: Date },
  ): Promise<unknown>;
  remove(ownerId: number, id: number): Promise<unknown>;
  publish(ownerId: number, id: number): Promise<{ shareCode: string }>;
  submit(
    code: string,
    body: { studentId: number; answers: { questionId: string; answer: string }[] },
  ): Promise<unknown>;
}

export interface DemoSeederDeps {
  students: Pick<StudentsService, 'list' | 'create' | 'remove'>;
  lessons: Pick<LessonsService, 'create' | 'remove'>;
  assessments: DemoAssessmentsApi;
  clock: Clock;
  /** Classes with seats and past attendance; left out, the demo has no classes. */
  classes?: Pick<ClassesService, 'create' | 'saveSeats' | 'remove'>;
  attendance?: Pick<AttendanceService, 'saveDay'>;
  /** A sample RollCall quiz to host; left out, the demo has none. */
  quizzes?: Pick<QuizzesService, 'create' | 'remove'>;
  /** A finished live game of the first class with the sample quiz; left out, none. */
  recordedGames?: Pick<RecordedGames, 'play' | 'remove'>;
}

export interface SeedSummary {
  students: number;
  lessons: number;
  assessments: number;
  scores: number;
  onlineSubmissions: number;
}

/**
 * Gives an account the demo class through the other features' services (their validation and
 * rules apply). The services each write on their own connection, so instead of one transaction
 * the seeder is undoable: on any failure it removes what it created, newest first, and rethrows.
 */
export function createDemoSeeder(deps: DemoSeederDeps) {
  async function seed(ownerId: number, size: DemoSize = FULL_CLASS): Promise<SeedSummary> {
    const demo = buildDemoClass(deps.clock.now(), DEMO_SEED, size);
    const made = {
      students: [] as number[],
      lessons: [] as number[],
      assessments: [] as number[],
      classes: [] as number[],
      quizzes: [] as number[],
      games: [] as number[],
    };
    try {
      // Students first: their unique emails make a concurrent second seeding fail at once.
      for (const s of demo.students) {
        const { profile: _profile, ...body } = s;
        made.students.push(
          (await deps.students.create(ownerId, body, { createdAt: firstDay(demo) })).id,
        );
      }
      for (const { createdAt, ...body } of demo.lessons) {
        made.lessons.push((await deps.lessons.create(ownerId, body, { createdAt })).id);
      }
      for (const { givenAt, ...body } of demo.assessments) {
        made.assessments.push(
          (await deps.assessments.create(ownerId, body, { createdAt: givenAt })).id,
        );
      }
      for (const sc of demo.scores) {
        await deps.assessments.recordScore(ownerId, {
          assessmentId: made.assessments[sc.assessment]!,
          studentId: made.students[sc.student]!,
          score: sc.score,
          submittedAt: sc.submittedAt,
        });
      }
      // This week's assessment is live; a couple of students took it online, as /take does.
      for (const o of demo.online) {
        const { shareCode } = await deps.assessments.publish(
          ownerId,
          made.assessments[o.assessment]!,
        );
        await deps.assessments.submit(shareCode, {
          studentId: made.students[o.student]!,
          answers: [...o.answers],
        });
      }
      await seedClasses(ownerId, made);
      if (deps.quizzes) made.quizzes.push((await deps.quizzes.create(ownerId, DEMO_QUIZ)).id);
      if (deps.recordedGames && made.quizzes[0] && made.classes[0]) {
        const playedAt = new Date(deps.clock.now().getTime() - 2 * 24 * 60 * 60_000);
        made.games.push(
          await deps.recordedGames.play(
            ownerId,
            { quizId: made.quizzes[0], classId: made.classes[0] },
            playedAt,
            demoGameAnswer,
          ),
        );
      }
    } catch (error) {
      await undo(ownerId, made);
      throw error;
    }
    return {
      students: made.students.length,
      lessons: made.lessons.length,
      assessments: made.assessments.length,
      scores: demo.scores.length,
      onlineSubmissions: demo.online.length,
    };
  }

  /** Classes, their seat charts and a few weeks of attendance for the students just made. */
  async function seedClasses(ownerId: number, made: { students: number[]; classes: number[] }) {
    const { classes, attendance } = deps;
    if (!classes || !attendance) return;
    const plan = buildDemoAttendance(deps.clock.now(), made.students.length);
    const studentId = (i: number) => made.students[i]!;
    for (const c of plan.classes) {
      const { members, ...body } = c;
      const { id } = await classes.create(ownerId, {
        ...body,
        studentIds: members.map(([i]) => studentId(i)),
      });
      made.classes.push(id);
      await classes.saveSeats(ownerId, id, {
        seats: members.map(([i, seat]) => ({ studentId: studentId(i), seat })),
      });
    }
    for (const day of plan.days) {
      await attendance.saveDay(ownerId, made.classes[day.classIndex]!, day.date, {
        faceCount: day.faceCount,
        marks: day.marks.map((m) => ({
          studentId: studentId(m.student),
          status: m.status,
          note: m.note,
        })),
      });
    }
  }

  /** Best effort, so the original error is the one reported; scores go with their assessment. */
  async function undo(
    ownerId: number,
    made: {
      students: number[];
      lessons: number[];
      assessments: number[];
      classes: number[];
      quizzes: number[];
      games: number[];
    },
  ) {
    const attempts = [
      ...made.games.map((id) => () => deps.recordedGames?.remove(ownerId, id) ?? Promise.resolve()),
      ...made.quizzes.map((id) => () => deps.quizzes?.remove(ownerId, id) ?? Promise.resolve()),
      ...made.classes.map((id) => () => deps.classes?.remove(ownerId, id) ?? Promise.resolve()),
      ...made.assessments.map((id) => () => deps.assessments.remove(ownerId, id)),
      ...made.lessons.map((id) => () => deps.lessons.remove(ownerId, id)),
      ...made.students.map((id) => () => deps.students.remove(ownerId, id)),
    ];
    for (const attempt of attempts) await attempt().catch(() => undefined);
  }

  return {
    seed,

    /**
     * The demo teacher at every start: seeds only a teacher with no students, so restarts and
     * a teacher's own changes are left alone. Another instance seeding at the same moment shows
     * up as a duplicate student email; that instance did the work, so this one stands down.
     */
    async seedIfEmpty(ownerId: number): Promise<SeedSummary | null> {
      if ((await deps.students.list(ownerId)).length > 0) return null;
      try {
        return await seed(ownerId);
      } catch (error) {
        if (error instanceof AppError && error.code === STUDENT_ERRORS.duplicate_email.code)
          return null;
        throw error;
      }
    },

    /** The auth service's hook: guests get a small sample class, registered teachers start empty. */
    async seedNewAccount(user: UserRow) {
      if (user.role === 'guest') await seed(user.id, SANDBOX_CLASS);
    },
  };
}

/** Students joined the class before the first assessment. */
function firstDay(demo: ReturnType<typeof buildDemoClass>) {
  return new Date(Math.min(...demo.assessments.map((a) => a.givenAt.getTime())) - 7 * 86_400_000);
}

export type DemoSeeder = ReturnType<typeof createDemoSeeder>;
