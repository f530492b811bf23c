import type { LtiCourse, LtiSyncResult } from '../../../contracts/lti.contract';
import type { Clock } from '../../platform/clock';
import type { LtiLaunchContext } from '../../platform/db/schema/index';
import type { LtiCourseRepository } from './lti.course.repository';
import { ltiErrors } from './lti.errors';
import type { LtiRepository } from './lti.repository';
import type { Roster, RosterPeople } from './lti.roster';
import { LtiServiceError } from './lti.tokens';

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

  return {
    /**
     * An instructor's launch from a course: its class (made the first time) and, when the LMS
     * offers the roster, a sync. A failed sync never stops the launch; the class shows why.
     */
    async onInstructorLaunch(ownerId: number, platformId: number, ctx: LtiLaunchContext) {
      const platform = await repo.platform(platformId);
      if (!platform) return null;
      const row = await roster.classFor(ownerId, platformId, ctx);
      if (!row.membershipsUrl) return { title: ctx.title, summary: null };
      try {
        return { title: ctx.title, summary: await roster.sync(ownerId, platform, row) };
      } catch (e) {
        deps.onFailure?.(e, 'lti: roster sync on launch failed');
        return { title: ctx.title, summary: null };
      }
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
