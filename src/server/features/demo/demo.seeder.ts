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
import type { RecordedGames } from '../games/games.service';
import { demoGameAnswer } from './demo.game';

/** The parts of the assessments service the seeder uses (the agreed interface). */
export interface DemoAssessmentsApi {
  create(
    ownerId: number,
    body: Omit<DemoAssessment, 'givenAt'>,
    options?: { createdAt?: Date },
  ): Promise<{ id: number }>;
  recordScores(
    ownerId: number,
    assessmentId: number,
    scores: readonly { studentId: number; score: number; submittedAt: Date }[],
  ): Promise<unknown>;
  publish(ownerId: number, id: number): Promise<{ shareCode: string }>;
  submit(
    code: string,
    body: { studentId: number; answers: { questionId: string; answer: string }[] },
  ): Promise<unknown>;
}

/** The services the seeder writes through. */
export interface DemoServices {
  students: Pick<StudentsService, 'create'>;
  lessons: Pick<LessonsService, 'create'>;
  assessments: DemoAssessmentsApi;
  /** Classes with seats and past attendance; left out, the demo has no classes. */
  classes?: Pick<ClassesService, 'create' | 'saveSeats'>;
  attendance?: Pick<AttendanceService, 'saveDay'>;
  /** A sample RollCall quiz to host; left out, the demo has none. */
  quizzes?: Pick<QuizzesService, 'create'>;
  /** A finished live game of the first class with the sample quiz; left out, none. */
  recordedGames?: Pick<RecordedGames, 'play'>;
}

export interface DemoSeederDeps {
  clock: Clock;
  /** Whether a teacher has students yet, read before seeding. */
  students: Pick<StudentsService, 'list'>;
  /**
   * Runs `write` with the services bound to one database transaction: the demo class is
   * written whole or not at all, even if the process dies halfway (issue 16, item 5).
   */
  transaction<T>(write: (services: DemoServices) => Promise<T>): Promise<T>;
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
 * rules apply), all in one transaction: a failure, or a crash, leaves nothing behind.
 */
export function createDemoSeeder(deps: DemoSeederDeps) {
  async function seed(ownerId: number, size: DemoSize = FULL_CLASS): Promise<SeedSummary> {
    const demo = buildDemoClass(deps.clock.now(), DEMO_SEED, size);
    return deps.transaction(async (services) => {
      const { students, lessons, assessments, quizzes, recordedGames } = services;
      // Students first: their unique emails make a concurrent second seeding fail at once.
      const studentIds: number[] = [];
      for (const s of demo.students) {
        const { profile: _profile, ...body } = s;
        studentIds.push((await students.create(ownerId, body, { createdAt: firstDay(demo) })).id);
      }
      for (const { createdAt, ...body } of demo.lessons) {
        await lessons.create(ownerId, body, { createdAt });
      }
      const assessmentIds: number[] = [];
      for (const { givenAt, ...body } of demo.assessments) {
        assessmentIds.push((await assessments.create(ownerId, body, { createdAt: givenAt })).id);
      }
      // One statement per assessment: each recounts the class's analytics totals once.
      for (const [index, assessmentId] of assessmentIds.entries()) {
        const scores = demo.scores
          .filter((sc) => sc.assessment === index)
          .map((sc) => ({
            studentId: studentIds[sc.student]!,
            score: sc.score,
            submittedAt: sc.submittedAt,
          }));
        if (scores.length > 0) await assessments.recordScores(ownerId, assessmentId, scores);
      }
      // This week's assessment is live; a couple of students took it online, as /take does.
      for (const o of demo.online) {
        const { shareCode } = await assessments.publish(ownerId, assessmentIds[o.assessment]!);
        await assessments.submit(shareCode, {
          studentId: studentIds[o.student]!,
          answers: [...o.answers],
        });
      }
      const classIds = await seedClasses(services, ownerId, studentIds);
      const quizId = quizzes ? (await quizzes.create(ownerId, DEMO_QUIZ)).id : undefined;
      if (recordedGames && quizId && classIds[0]) {
        const playedAt = new Date(deps.clock.now().getTime() - 2 * 24 * 60 * 60_000);
        await recordedGames.play(
          ownerId,
          { quizId, classId: classIds[0] },
          playedAt,
          demoGameAnswer,
        );
      }
      return {
        students: studentIds.length,
        lessons: demo.lessons.length,
        assessments: assessmentIds.length,
        scores: demo.scores.length,
        onlineSubmissions: demo.online.length,
      };
    });
  }

  /** Classes, their seat charts and a few weeks of attendance; answers the classes' ids. */
  async function seedClasses(
    { classes, attendance }: DemoServices,
    ownerId: number,
    students: number[],
  ): Promise<number[]> {
    if (!classes || !attendance) return [];
    const plan = buildDemoAttendance(deps.clock.now(), students.length);
    const studentId = (i: number) => students[i]!;
    const classIds: number[] = [];
    for (const c of plan.classes) {
      const { members, ...body } = c;
      const { id } = await classes.create(ownerId, {
        ...body,
        studentIds: members.map(([i]) => studentId(i)),
      });
      classIds.push(id);
      await classes.saveSeats(ownerId, id, {
        seats: members.map(([i, seat]) => ({ studentId: studentId(i), seat })),
      });
    }
    for (const day of plan.days) {
      await attendance.saveDay(ownerId, classIds[day.classIndex]!, day.date, {
        faceCount: day.faceCount,
        marks: day.marks.map((m) => ({
          studentId: studentId(m.student),
          status: m.status,
          note: m.note,
        })),
      });
    }
    return classIds;
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
