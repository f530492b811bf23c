import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../testing/test-app';
import { ROLE_INSTRUCTOR, ROLE_LEARNER, type FakeLms } from '../../testing/lti-platform';
import { instructorLaunch, startAppWithLms, stopAppWithLms } from '../../testing/lti-launch';
import { createJobQueue } from '../../platform/jobs/queue';
import { DAY, HOUR } from '../../platform/clock';
import { createNightlyRoster, nightlyCron } from './lti.roster-nightly';

const PUBLIC_URL = 'http://localhost:3996';
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

let lms: FakeLms;
let ctx: TestContext;
let admin: string;

const learner = (user_id: string, given_name: string, family_name: string) => ({
  user_id,
  roles: [ROLE_LEARNER],
  status: 'Active' as const,
  given_name,
  family_name,
});
const ANA = learner('s-1', 'Ana', 'Nuñez-Ó Briain');
const BEN = learner('s-2', 'Ben', 'Okonkwo');

beforeAll(async () => {
  ({ ctx, lms, admin } = await startAppWithLms({
    // A school that runs it at a quarter to ten at night.
    env: { PUBLIC_URL, LTI_ROSTER_SYNC_AT: '21:45' },
    // Now: the fake LMS checks the tool's token assertions against the real time (the app's
    // clock only moves forward from it below).
    at: new Date(),
    deps: { ltiJwksCooldownMs: 0 },
    trustToolKeys: true,
  }));
  lms.members = [ANA];
});
afterAll(() => stopAppWithLms(ctx, lms));

/** A teacher's launch from one course; `roster` adds the NRPS claim. */
async function teacherOf(sub: string, course: string, title: string, roster = true) {
  const { cookie } = await instructorLaunch(
    ctx,
    lms,
    PUBLIC_URL,
    { sub, roles: [ROLE_INSTRUCTOR], given_name: 'Ms', family_name: sub },
    {
      [`${CLAIM}context`]: { id: course, title },
      ...(roster
        ? { [NRPS]: { context_memberships_url: lms.membershipsUrl, service_versions: ['2.0'] } }
        : {}),
    },
  );
  const list = await ctx.app.inject({ url: '/api/classes', headers: { cookie } });
  const body = list.json() as { items?: { id: number }[] } | { id: number }[];
  const [cls] = Array.isArray(body) ? body : body.items!;
  return { cookie, classId: cls!.id };
}

async function names(t: { cookie: string; classId: number }) {
  const res = await ctx.app.inject({ url: `/api/classes/${t.classId}`, headers: t });
  expect(res.statusCode).toBe(200);
  return (res.json().students as { firstName: string }[]).map((s) => s.firstName).sort();
}

const courseOf = async (t: { cookie: string; classId: number }) =>
  (await ctx.app.inject({ url: `/api/lti/classes/${t.classId}`, headers: t })).json() as {
    lastSyncedAt: string | null;
    syncError: string | null;
  };

const nightly = () => ctx.app.services.ltiNightly.syncDue();

let science: { cookie: string; classId: number };
let maths: { cookie: string; classId: number };
let art: { cookie: string; classId: number };

describe('the nightly roster sync', () => {
  it('syncs every course that offers its roster, and leaves one synced that day alone', async () => {
    science = await teacherOf('t-1', 'course-1', 'Year 8 Science');
    maths = await teacherOf('t-2', 'course-2', 'Year 9 Maths');
    art = await teacherOf('t-3', 'course-3', 'Art', false);
    expect(await names(science)).toEqual(['Ana']);
    expect(await names(maths)).toEqual(['Ana']);

    // Ben joins the course in the LMS during the afternoon.
    lms.members = [ANA, BEN];
    ctx.clock.advance(HOUR);
    // Both were synced at their launches, an hour ago: tonight's run would not ask again yet.
    expect(await nightly()).toEqual({ synced: 0, failed: 0, skipped: 2 });
    expect(await names(science)).toEqual(['Ana']);

    ctx.clock.advance(DAY);
    expect(await nightly()).toEqual({ synced: 2, failed: 0, skipped: 0 });
    expect(await names(science)).toEqual(['Ana', 'Ben']);
    expect(await names(maths)).toEqual(['Ana', 'Ben']);
    expect((await courseOf(science)).lastSyncedAt).toBe(ctx.clock.now().toISOString());
    // The course that offers no roster is not in the list at all.
    expect(await names(art)).toEqual([]);
  });

  it('keeps a failing course’s reason on the class, and carries on with the others', async () => {
    ctx.clock.advance(DAY);
    lms.members = [ANA, BEN, learner('s-3', 'Cy', 'Ławrynowicz')];
    lms.fail('memberships', 1, 503);
    expect(await nightly()).toEqual({ synced: 1, failed: 1, skipped: 0 });
    expect((await courseOf(science)).syncError).toBe("Fake LMS's roster service answered HTTP 503");
    expect(await names(science)).toEqual(['Ana', 'Ben']);
    expect(await names(maths)).toEqual(['Ana', 'Ben', 'Cy']);
    // Not marked synced: the next night tries it again.
    ctx.clock.advance(DAY);
    expect(await nightly()).toEqual({ synced: 2, failed: 0, skipped: 0 });
    expect(await courseOf(science)).toMatchObject({ syncError: null });
    expect(await names(science)).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it('asks nothing of a platform the admin turned off', async () => {
    const integrations = await ctx.app.inject({
      url: '/api/admin/lti',
      headers: { cookie: admin },
    });
    const [platform] = integrations.json().platforms as { id: number }[];
    const turn = (enabled: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/lti/platforms/${platform!.id}`,
        headers: { cookie: admin },
        payload: { enabled },
      });
    expect((await turn(false)).statusCode).toBe(200);
    ctx.clock.advance(DAY);
    // Were it asked, the LMS would fail the sync and the class would say so.
    lms.fail('memberships', 2, 500);
    expect(await nightly()).toEqual({ synced: 0, failed: 0, skipped: 2 });
    expect(await courseOf(science)).toMatchObject({ syncError: null });
    expect((await turn(true)).statusCode).toBe(200);
    lms.fail('memberships', 0);
  });

  it('is on the job queue nightly; a job any server sends runs it', async () => {
    await ctx.app.services.ltiNightly.start();
    const { rows } = await ctx.db.db.execute(
      sql`select cron, timezone, options from pgboss.schedule where name = 'lti-roster-sync'`,
    );
    expect(rows).toEqual([
      {
        cron: '45 21 * * *',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        // Hours to run, and no second run beside it.
        options: expect.objectContaining({ expireInSeconds: 4 * 3600, retryLimit: 0 }),
      },
    ]);
    expect(nightlyCron('03:00')).toBe('0 3 * * *');

    ctx.clock.advance(DAY);
    lms.members = [ANA, BEN, learner('s-4', 'Dee', 'Ó Súilleabháin')];
    const other = createJobQueue(ctx.db, () => undefined);
    try {
      await other.send('lti-roster-sync', {});
      await vi.waitFor(async () => expect(await names(maths)).toContain('Dee'), {
        timeout: 30_000,
        interval: 200,
      });
      expect(await names(science)).toContain('Dee');
    } finally {
      await other.stop();
    }
  }, 60_000);

  it('turned off (LTI_ROSTER_SYNC_AT=off), a server removes the schedule an earlier one stored', async () => {
    const queue = createJobQueue(ctx.db, () => undefined);
    try {
      await queue.schedule('lti-roster-sync', '45 21 * * *', {});
      const off = createNightlyRoster({
        // Turned off, it reads no course: nothing else is needed.
        course: { syncableContexts: () => Promise.reject(new Error('not asked')) },
        repo: { platform: () => Promise.reject(new Error('not asked')) },
        roster: { sync: () => Promise.reject(new Error('not asked')) },
        clock: ctx.clock,
        queue,
        at: null,
        timeZone: 'UTC',
      });
      await off.start();
      const { rows } = await ctx.db.db.execute(
        sql`select name from pgboss.schedule where name = 'lti-roster-sync'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
