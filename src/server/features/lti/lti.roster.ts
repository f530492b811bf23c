import { CLASS_LIMITS } from '../../../contracts/classes.contract';
import type { Clock } from '../../platform/clock';
import type {
  LtiContextRow,
  LtiLaunchContext,
  LtiPlatformRow,
} from '../../platform/db/schema/index';
import type { LtiCourseRepository } from './lti.course.repository';
import {
  isActive,
  isLearner,
  learnerNames,
  membersOf,
  membershipContainer,
  nextLink,
  NRPS_MEDIA_TYPE,
  type NrpsMember,
} from './lti.rules';
import { LTI_SCOPES, LtiServiceError, refusal, type TokenClient } from './lti.tokens';

/** A course of thousands pages at 100 to 1,000 a page; past this, the LMS is looping. */
const MAX_PAGES = 200;
const GRADES_BY_DEFAULT = 'K';

/** What the roster sync needs of the students and classes features (their services). */
export interface RosterPeople {
  students: {
    list(ownerId: number): Promise<{ id: number; grade: string; email: string | null }[]>;
    create(
      ownerId: number,
      body: { firstName: string; lastName: string; grade: string; email?: string | null },
    ): Promise<{ id: number }>;
    update(
      ownerId: number,
      id: number,
      body: { firstName: string; lastName: string },
    ): Promise<unknown>;
    get(ownerId: number, id: number): Promise<{ firstName: string; lastName: string }>;
  };
  classes: {
    create(ownerId: number, body: { name: string }): Promise<{ id: number }>;
    get(
      ownerId: number,
      id: number,
    ): Promise<{
      grade: string | null;
      students: { id: number; firstName: string; lastName: string }[];
    }>;
    addStudents(ownerId: number, id: number, body: { studentIds: number[] }): Promise<unknown>;
  };
  /** A learner's launch on an assessment lands on its take page with their personal code. */
  assessments: {
    get(ownerId: number, id: number): Promise<{ published: boolean; shareCode: string | null }>;
    classSheet(ownerId: number): Promise<{ studentId: number; code: string }[]>;
  };
}

export interface SyncSummary {
  added: number;
  updated: number;
  left: number;
  learners: number;
}

/**
 * Names and Role Provisioning 2.0 (issue 36 item 6): an LMS course's learners become students
 * of the teacher's class for that course, found again on later syncs by their LTI user id.
 */
export function createRoster(deps: {
  course: LtiCourseRepository;
  tokens: TokenClient;
  clock: Clock;
  fetch: typeof fetch;
  people: () => RosterPeople;
}) {
  const { course, tokens, clock } = deps;

  /** The teacher's class for a course, made (named after the course) on the first launch. */
  async function classFor(ownerId: number, platformId: number, ctx: LtiLaunchContext) {
    const had = await course.context(ownerId, platformId, ctx.id);
    if (had) {
      if (ctx.membershipsUrl && ctx.membershipsUrl !== had.membershipsUrl)
        await course.updateContext(ownerId, had.id, { membershipsUrl: ctx.membershipsUrl });
      return { ...had, membershipsUrl: ctx.membershipsUrl ?? had.membershipsUrl };
    }
    const name = (ctx.title.trim() || 'LMS course').slice(0, CLASS_LIMITS.name);
    const made = await deps.people().classes.create(ownerId, { name });
    const row = await course.insertContext({
      platformId,
      contextId: ctx.id,
      ownerId,
      classId: made.id,
      title: ctx.title,
      membershipsUrl: ctx.membershipsUrl,
      createdAt: clock.now(),
    });
    // A concurrent launch made it first: use theirs.
    return row ?? (await course.context(ownerId, platformId, ctx.id))!;
  }

  /** Every member, page after page (`Link: rel="next"`). */
  async function members(platform: LtiPlatformRow, url: string): Promise<NrpsMember[]> {
    const all: NrpsMember[] = [];
    let next: string | null = url;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const res = await get(platform, next);
      const body = membershipContainer.safeParse(await res.json().catch(() => null));
      if (!body.success)
        throw new LtiServiceError(`${platform.name} sent a roster Chalkwise cannot read`);
      all.push(...membersOf(body.data.members));
      next = nextLink(res.headers.get('link'));
    }
    return all;
  }

  async function get(platform: LtiPlatformRow, url: string, retried = false): Promise<Response> {
    const token = await tokens.token(platform, LTI_SCOPES.memberships);
    const res = await deps
      .fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: NRPS_MEDIA_TYPE },
        signal: AbortSignal.timeout(tokens.timeoutMs),
      })
      .catch(() => {
        throw new LtiServiceError(`${platform.name}'s roster service did not answer`);
      });
    if (res.status === 401 && !retried) {
      tokens.forget(platform.id, LTI_SCOPES.memberships);
      return get(platform, url, true);
    }
    if (!res.ok) throw refusal(`${platform.name}'s roster service`, res.status);
    return res;
  }

  /** The grade new learners get: LTI carries none, so the class's, else the teacher's usual one. */
  async function gradeFor(ownerId: number, classGrade: string | null) {
    if (classGrade) return classGrade;
    const counts = new Map<string, number>();
    for (const s of await deps.people().students.list(ownerId))
      counts.set(s.grade, (counts.get(s.grade) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? GRADES_BY_DEFAULT;
  }

  /** The learner as a student of the owner: found by `sub`, else created with the LMS's names. */
  async function studentFor(
    ownerId: number,
    platformId: number,
    m: Pick<NrpsMember, 'user_id' | 'given_name' | 'family_name' | 'name' | 'email'>,
    grade: () => Promise<string>,
  ): Promise<{
    studentId: number;
    learnerId: number;
    leftAt: Date | null;
    made: boolean;
    renamed: boolean;
  }> {
    const { students } = deps.people();
    const names = learnerNames(m);
    const known = await course.learner(ownerId, platformId, m.user_id);
    if (known) {
      const now = await students.get(ownerId, known.studentId);
      const renamed = now.firstName !== names.firstName || now.lastName !== names.lastName;
      if (renamed) await students.update(ownerId, known.studentId, names);
      return {
        studentId: known.studentId,
        learnerId: known.id,
        leftAt: known.leftAt,
        made: false,
        renamed,
      };
    }
    const body = { ...names, grade: await grade() };
    // An address another of the teacher's students has is left off, never matched on.
    const made = await students
      .create(ownerId, { ...body, email: m.email ?? null })
      .catch(() => students.create(ownerId, body));
    await course.insertLearner({ ownerId, platformId, subject: m.user_id, studentId: made.id });
    const row = (await course.learner(ownerId, platformId, m.user_id))!;
    return { studentId: made.id, learnerId: row.id, leftAt: null, made: true, renamed: false };
  }

  async function sync(
    ownerId: number,
    platform: LtiPlatformRow,
    ctx: LtiContextRow,
  ): Promise<SyncSummary> {
    if (!ctx.membershipsUrl)
      throw new LtiServiceError(`${platform.name} did not offer this course's roster to Chalkwise`);
    const list = await members(platform, ctx.membershipsUrl);
    const { classes } = deps.people();
    const cls = await classes.get(ownerId, ctx.classId);
    let grade: string | undefined;
    const gradeOnce = async () => (grade ??= await gradeFor(ownerId, cls.grade));
    const summary: SyncSummary = { added: 0, updated: 0, left: 0, learners: 0 };
    const present = new Set<string>();
    const join: number[] = [];
    const back: number[] = [];
    const gone: number[] = [];
    const inClass = new Set(cls.students.map((s) => s.id));
    for (const m of list) {
      if (!isLearner(m.roles)) continue;
      const known = await course.learner(ownerId, platform.id, m.user_id);
      if (!isActive(m)) {
        if (known && !known.leftAt) gone.push(known.id);
        if (known) present.add(m.user_id);
        continue;
      }
      present.add(m.user_id);
      const s = await studentFor(ownerId, platform.id, m, gradeOnce);
      summary.learners++;
      if (s.made) summary.added++;
      else if (s.renamed) summary.updated++;
      if (s.leftAt) back.push(s.learnerId);
      if (!inClass.has(s.studentId)) join.push(s.studentId);
    }
    // Learners of this class the LMS no longer lists have left the course.
    for (const l of await course.learnersOfStudents(ownerId, [...inClass]))
      if (l.platformId === platform.id && !present.has(l.subject) && !l.leftAt) gone.push(l.id);
    if (join.length > 0) await classes.addStudents(ownerId, ctx.classId, { studentIds: join });
    await course.setLeft(ownerId, back, null);
    await course.setLeft(ownerId, gone, clock.now());
    summary.left = new Set(gone).size;
    await course.updateContext(ownerId, ctx.id, { lastSyncedAt: clock.now(), syncError: null });
    return summary;
  }

  return {
    classFor,

    studentFor,

    /** A sync that records its failure on the course (shown beside the button) and rethrows. */
    async sync(ownerId: number, platform: LtiPlatformRow, ctx: LtiContextRow) {
      try {
        return await sync(ownerId, platform, ctx);
      } catch (e) {
        const reason = e instanceof LtiServiceError ? e.reason : 'the sync stopped on an error';
        await course.updateContext(ownerId, ctx.id, { syncError: reason });
        throw e;
      }
    },
  };
}

export type Roster = ReturnType<typeof createRoster>;
