import type { LtiCourse, LtiSyncResult } from '../../../contracts/lti.contract';
import type { Clock } from '../../platform/clock';
import { takePath } from '../../../contracts/assessments.contract';
import type { LtiLaunchContext } from '../../platform/db/schema/index';
import { AppError } from '../../platform/http/app-error';
import type { LtiCourseRepository } from './lti.course.repository';
import { ltiErrors } from './lti.errors';
import type { LtiRepository } from './lti.repository';
import type { Roster, RosterPeople } from './lti.roster';
import { LtiServiceError } from './lti.tokens';

/** Another teacher's record is not found, which here means: not this teacher's. */
function nullOn404(e: unknown): null {
  if (e instanceof AppError && e.status === 404) return null;
  throw e;
}

/** Who a learner's launch says they are (the id token's claims). */
interface LearnerPerson {
  sub: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
}

/** What a learner's launch on a quiz link reads of the quizzes and games features. */
export interface LearnerQuizzes {
  /** The owner's quiz, or the quizzes feature's 404. */
  get(ownerId: number, quizId: number): Promise<unknown>;
  /** The open self-paced room of the quiz for the class: its code, roster and a device mark. */
  openAssignment(
    ownerId: number,
    quizId: number,
    classId: number,
  ): Promise<{ roomId: number; code: string; studentIds: number[]; deviceMark: string } | null>;
}

/** How long a launch waits for its roster sync before opening anyway. */
const LAUNCH_SYNC_WAIT_MS = 8_000;

/**
 * A teacher's LMS courses as classes (issue 36 item 6): linked on an instructor's launch,
 * synced then and whenever the teacher presses "Sync roster" on the class.
 */
export function createCourses(deps: {
  course: LtiCourseRepository;
  repo: Pick<LtiRepository, 'platform'>;
  roster: Roster;
  clock: Clock;
  people: () => RosterPeople;
  /** A learner's launch on a quiz link reaches the quizzes and games features here. */
  quizzes: () => LearnerQuizzes;
  /** When the nightly sync runs (HH:MM and the server's zone); null: turned off. */
  nightly: { at: string; zone: string } | null;
  onFailure?: (err: unknown, what: string) => void;
}) {
  const { course, repo, roster } = deps;

  async function courseOf(ownerId: number, classId: number): Promise<LtiCourse> {
    const found = await course.contextOfClass(ownerId, classId);
    if (!found) throw ltiErrors.course_not_found();
    const { context: ctx, platformName } = found;
    const cls = await deps.people().classes.get(ownerId, classId);
    const learners = await course.learnersOfStudents(
      ownerId,
      cls.students.map((s) => s.id),
    );
    const mine = learners.filter((l) => l.platformId === ctx.platformId);
    const names = new Map(cls.students.map((s) => [s.id, `${s.firstName} ${s.lastName}`]));
    return {
      platform: platformName,
      title: ctx.title,
      canSync: ctx.membershipsUrl !== null,
      nightlySync: ctx.membershipsUrl !== null ? deps.nightly : null,
      lastSyncedAt: ctx.lastSyncedAt?.toISOString() ?? null,
      syncError: ctx.syncError,
      learners: mine.filter((l) => !l.leftAt).length,
      left: mine.flatMap((l) =>
        l.leftAt
          ? [
              {
                studentId: l.studentId,
                name: names.get(l.studentId) ?? '',
                leftAt: l.leftAt.toISOString(),
              },
            ]
          : [],
      ),
    };
  }

  /**
   * The teacher of this course whose record (assessment, quiz) the link names, with it; null for
   * anyone else's. `find` is the owning feature's get, whose 404 means "not this teacher's".
   */
  async function courseTeacherWith<T>(
    platformId: number,
    contextId: string,
    find: (ownerId: number) => Promise<T>,
  ) {
    for (const ctx of await course.contextsOf(platformId, contextId)) {
      const found = await find(ctx.ownerId).catch(nullOn404);
      if (found) return { ctx, found };
    }
    return null;
  }

  /**
   * The learner of a launch, found by their LTI id (or added) in the teacher's class for the
   * course, and back in it if the LMS had listed them as gone.
   */
  async function enrol(
    ctx: { ownerId: number; classId: number },
    platformId: number,
    person: LearnerPerson,
  ) {
    const people = deps.people();
    const cls = await people.classes.get(ctx.ownerId, ctx.classId);
    const s = await roster.studentFor(
      ctx.ownerId,
      platformId,
      { ...person, user_id: person.sub },
      async () => cls.grade ?? 'K',
    );
    if (!cls.students.some((c) => c.id === s.studentId))
      await people.classes.addStudents(ctx.ownerId, ctx.classId, { studentIds: [s.studentId] });
    if (s.leftAt) await course.setLeft(ctx.ownerId, [s.learnerId], null);
    return s;
  }

  return {
    /**
     * A learner's launch on an assessment link (issue 36 item 5): only an assessment of a
     * teacher of this very course opens; checked before anything is stored. The learner is
     * found by their LTI id (or added) in that teacher's class, the line item kept for their
     * score, and the take page opens with them already chosen.
     */
    async learnerLaunch(l: {
      platformId: number;
      ctx: LtiLaunchContext;
      assessmentId: number;
      person: LearnerPerson;
      lineitem: string | null;
    }): Promise<string> {
      const owner = await courseTeacherWith(l.platformId, l.ctx.id, (ownerId) =>
        deps.people().assessments.get(ownerId, l.assessmentId),
      );
      if (!owner) throw ltiErrors.not_your_assessment();
      const { ctx, found: assessment } = owner;
      if (!assessment.published || !assessment.shareCode) throw ltiErrors.assessment_closed();
      const ownerId = ctx.ownerId;
      const people = deps.people();
      const s = await enrol(ctx, l.platformId, l.person);
      if (l.lineitem)
        await course.saveGradeLink({
          ownerId,
          assessmentId: l.assessmentId,
          studentId: s.studentId,
          platformId: l.platformId,
          subject: l.person.sub,
          lineitemUrl: l.lineitem,
          updatedAt: deps.clock.now(),
        });
      const code = (await people.assessments.classSheet(ownerId)).find(
        (c) => c.studentId === s.studentId,
      )!.code;
      // The fragment never reaches a server or a log; the take page reads it to fill the form.
      return `${takePath(assessment.shareCode)}#lti=${s.studentId}.${encodeURIComponent(code)}`;
    },

    /**
     * A learner's launch on a quiz link: the quiz as homework. It opens the teacher's open
     * self-paced assignment of the quiz for this course's class, on the join page with the
     * learner's name already picked. Whose quiz and whether one is open are checked before
     * anything is stored. The learner's score in that room goes to the link's line item when the
     * room ends (decision 0033).
     */
    async learnerQuizLaunch(l: {
      platformId: number;
      ctx: LtiLaunchContext;
      quizId: number;
      person: LearnerPerson;
      lineitem: string | null;
    }): Promise<string> {
      const owner = await courseTeacherWith(l.platformId, l.ctx.id, (ownerId) =>
        deps.quizzes().get(ownerId, l.quizId),
      );
      if (!owner) throw ltiErrors.not_your_quiz();
      const { ctx } = owner;
      const room = await deps.quizzes().openAssignment(ctx.ownerId, l.quizId, ctx.classId);
      if (!room) throw ltiErrors.quiz_not_open();
      const s = await enrol(ctx, l.platformId, l.person);
      // A roster is fixed when the teacher assigns the quiz: a learner who came later is not on it.
      if (!room.studentIds.includes(s.studentId)) throw ltiErrors.quiz_before_you();
      // Their score in this room goes to the link's gradebook column when the room ends.
      if (l.lineitem)
        await course.saveGradeLink({
          ownerId: ctx.ownerId,
          roomId: room.roomId,
          studentId: s.studentId,
          platformId: l.platformId,
          subject: l.person.sub,
          lineitemUrl: l.lineitem,
          updatedAt: deps.clock.now(),
        });
      // The fragment never reaches a server or a log. The join page picks the learner's name from
      // it and sends the device mark, which an LMS's frame could not keep as a cookie.
      return `/join/${room.code}#lti=${s.studentId}.${room.deviceMark}`;
    },

    /**
     * An instructor's launch from a course: its class (made the first time) and, when the LMS
     * offers the roster, a sync. A failed sync never stops the launch; the class shows why.
     */
    async onInstructorLaunch(ownerId: number, platformId: number, ctx: LtiLaunchContext) {
      const platform = await repo.platform(platformId);
      if (!platform) return null;
      const row = await roster.classFor(ownerId, platformId, ctx);
      if (!row.membershipsUrl) return { title: ctx.title, summary: null };
      const sync = roster.sync(ownerId, platform, row).catch((e: unknown) => {
        deps.onFailure?.(e, 'lti: roster sync on launch failed');
        return null;
      });
      // A large course or a slow LMS does not hold the teacher up: the sync carries on behind.
      const late = new Promise<null>((resolve) =>
        setTimeout(resolve, LAUNCH_SYNC_WAIT_MS, null).unref(),
      );
      return { title: ctx.title, summary: await Promise.race([sync, late]) };
    },

    courseOf,

    async sync(ownerId: number, classId: number): Promise<LtiSyncResult> {
      const found = await course.contextOfClass(ownerId, classId);
      if (!found) throw ltiErrors.course_not_found();
      const platform = await repo.platform(found.context.platformId);
      if (!platform) throw ltiErrors.course_not_found();
      if (!platform.enabled) throw ltiErrors.platform_disabled();
      try {
        const summary = await roster.sync(ownerId, platform, found.context);
        return { ...summary, course: await courseOf(ownerId, classId) };
      } catch (e) {
        if (!(e instanceof LtiServiceError)) throw e;
        throw ltiErrors.sync_failed(`Roster not synced from ${platform.name}: ${e.reason}.`);
      }
    },
  };
}

export type Courses = ReturnType<typeof createCourses>;
