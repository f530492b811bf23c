import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { signUp, type TestContext } from '../../testing/test-app';
import {
  ROLE_INSTRUCTOR,
  ROLE_LEARNER,
  type FakeLms,
  type LmsMember,
} from '../../testing/lti-platform';
import { instructorLaunch, startAppWithLms, stopAppWithLms } from '../../testing/lti-launch';

const PUBLIC_URL = 'http://localhost:3997';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const TA = 'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant';

let lms: FakeLms;
let ctx: TestContext;

const learner = (user_id: string, given_name: string, family_name: string): LmsMember => ({
  user_id,
  roles: [ROLE_LEARNER],
  status: 'Active',
  given_name,
  family_name,
});

/** The course: three learners with names a careless import would mangle, and its staff. */
const COURSE: LmsMember[] = [
  learner('s-1', 'Siobhán', "O'Connor-Nguyễn"),
  { user_id: 't-1', roles: [ROLE_INSTRUCTOR], given_name: 'Ms', family_name: 'Teacher' },
  learner('s-2', 'José María', 'Álvarez-Ruiz'),
  { user_id: 'ta-1', roles: [ROLE_LEARNER, TA], given_name: 'Tia', family_name: 'Assistant' },
  { ...learner('s-3', 'Zoë', "D'Arcy"), email: 'zoe@school.example' },
  { ...learner('s-4', 'Gone', 'Before'), status: 'Inactive' },
];

beforeAll(async () => {
  ({ ctx, lms } = await startAppWithLms({
    env: { PUBLIC_URL },
    at: new Date(),
    deps: { ltiJwksCooldownMs: 0 },
    trustToolKeys: true,
  }));
  lms.members = COURSE.map((m) => ({ ...m }));
});

afterAll(() => stopAppWithLms(ctx, lms));

const nrps = () => ({
  [NRPS]: { context_memberships_url: lms.membershipsUrl, service_versions: ['2.0'] },
});
const instructor = (sub: string) => ({
  sub,
  roles: [ROLE_INSTRUCTOR],
  given_name: 'Ms',
  family_name: sub,
});

async function classesOf(cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as
    { items?: { id: number; name: string }[] } | { id: number; name: string }[];
  return Array.isArray(body) ? body : body.items!;
}

async function namesInClass(cookie: string, id: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes/${id}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().students as { firstName: string; lastName: string }[])
    .map((s) => `${s.firstName} ${s.lastName}`)
    .sort();
}

async function count(table: string) {
  const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (rows[0] as { n: number }).n;
}

const sync = (cookie: string | undefined, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/lti/classes/${id}/sync`,
    headers: cookie ? { cookie } : {},
  });
const course = (cookie: string | undefined, id: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/lti/classes/${id}`,
    headers: cookie ? { cookie } : {},
  });

let teacher: string;
let classId: number;

describe('roster sync (Names and Role Provisioning)', () => {
  it('a token endpoint that finds the assertion signed by another key refuses it; the launch still opens and the class says why', async () => {
    const impostor = await generateKeyPair('RS256', { extractable: true });
    const real = lms.toolJwks;
    const other = { ...(await exportJWK(impostor.publicKey)), alg: 'RS256', use: 'sig' };
    // The fake LMS checks against keys that are not the tool's, as if the assertion were forged.
    lms.toolJwks = async () => ({
      keys: (await real!()).keys.map((k) => ({ ...other, kid: k.kid })),
    });
    const launched = await instructorLaunch(ctx, lms, PUBLIC_URL, instructor('t-1'), nrps());
    lms.toolJwks = real;
    teacher = launched.cookie;
    expect(lms.tokensRefused).toContain('signature');
    const [cls] = await classesOf(teacher);
    expect(cls!.name).toBe('Year 8 Science');
    classId = cls!.id;
    expect(await namesInClass(teacher, classId)).toEqual([]);
    const res = await course(teacher, classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      platform: 'Fake LMS',
      title: 'Year 8 Science',
      canSync: true,
      // The default hour, on the server's clock.
      nightlySync: { at: '03:00', zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      lastSyncedAt: null,
      syncError: "Fake LMS's token endpoint answered HTTP 401",
    });
  });

  it('"Sync roster" brings the learners in, names exactly as the LMS spells them, no staff, none inactive, every page read with one token', async () => {
    const tokensBefore = lms.tokensIssued.length;
    const res = await sync(teacher, classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 3, updated: 0, left: 0, learners: 3 });
    expect(res.json().course).toMatchObject({ syncError: null, learners: 3, left: [] });
    expect(res.json().course.lastSyncedAt).toBeTruthy();
    expect(await namesInClass(teacher, classId)).toEqual([
      'José María Álvarez-Ruiz',
      "Siobhán O'Connor-Nguyễn",
      "Zoë D'Arcy",
    ]);
    // Six members at two a page: three pages, one access token for the scope.
    expect(lms.tokensIssued.slice(tokensBefore)).toEqual([{ scope: NRPS_SCOPE }]);
    const { rows } = await ctx.db.db.execute(
      sql`select email from students where first_name = 'Zoë'`,
    );
    expect(rows).toEqual([{ email: 'zoe@school.example' }]);
  });

  it('a second sync matches learners by their LTI id: a new spelling renames, leavers are marked and kept', async () => {
    const students = await count('students');
    lms.members = [
      learner('s-1', 'Siobhán', "O'Connor-Nguyễn"),
      learner('s-2', 'José-María', 'Álvarez Ruiz'), // renamed in the LMS
      { ...learner('s-3', 'Zoë', "D'Arcy"), status: 'Deleted' },
      learner('s-5', 'Łukasz', 'Brzęczyszczykiewicz'),
      // s-4 stays inactive and was never added
      { ...learner('s-4', 'Gone', 'Before'), status: 'Inactive' },
    ];
    const res = await sync(teacher, classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 1, updated: 1, left: 1, learners: 3 });
    expect(await count('students')).toBe(students + 1);
    expect(await namesInClass(teacher, classId)).toEqual([
      'José-María Álvarez Ruiz',
      "Siobhán O'Connor-Nguyễn",
      "Zoë D'Arcy",
      'Łukasz Brzęczyszczykiewicz',
    ]);
    expect(res.json().course.left).toEqual([
      expect.objectContaining({ name: "Zoë D'Arcy", leftAt: expect.any(String) }),
    ]);
    // Absent from the list altogether counts as gone too; coming back clears the mark.
    lms.members = [learner('s-1', 'Siobhán', "O'Connor-Nguyễn"), learner('s-3', 'Zoë', "D'Arcy")];
    const again = (await sync(teacher, classId)).json();
    expect(again).toMatchObject({ added: 0, left: 2, learners: 2 });
    expect(again.course.left.map((l: { name: string }) => l.name).sort()).toEqual([
      'José-María Álvarez Ruiz',
      'Łukasz Brzęczyszczykiewicz',
    ]);
    expect(await count('students')).toBe(students + 1);
  });

  it('another instructor of the course gets a class of their own; the first teacher’s is untouched and not theirs', async () => {
    const before = await namesInClass(teacher, classId);
    lms.members = [learner('s-9', 'Ngozi', 'Okonkwo-Adébáyọ̀')];
    const other = await instructorLaunch(ctx, lms, PUBLIC_URL, instructor('t-2'), nrps());
    expect(other.page).toContain('roster synced, 1 learner.');
    const [theirs] = await classesOf(other.cookie);
    expect(theirs!.id).not.toBe(classId);
    expect(await namesInClass(other.cookie, theirs!.id)).toEqual(['Ngozi Okonkwo-Adébáyọ̀']);
    expect(await namesInClass(teacher, classId)).toEqual(before);
    expect((await sync(other.cookie, classId)).statusCode).toBe(404);
    expect((await course(other.cookie, classId)).statusCode).toBe(404);
    expect(await namesInClass(teacher, classId)).toEqual(before);
  });

  it('a failing LMS: 502 with the reason, shown on the class until a good sync', async () => {
    lms.members = [learner('s-1', 'Siobhán', "O'Connor-Nguyễn")];
    lms.fail('memberships', 1, 503);
    const res = await sync(teacher, classId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'lti.sync_failed',
      message: "Roster not synced from Fake LMS: Fake LMS's roster service answered HTTP 503.",
    });
    expect((await course(teacher, classId)).json().syncError).toBe(
      "Fake LMS's roster service answered HTTP 503",
    );
    expect((await sync(teacher, classId)).statusCode).toBe(200);
    expect((await course(teacher, classId)).json().syncError).toBeNull();
  });

  it('signed out is 401; a class that is no course is 404; a launch without the roster claim links no roster', async () => {
    expect((await sync(undefined, classId)).statusCode).toBe(401);
    expect((await course(undefined, classId)).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: { cookie },
      payload: { name: 'Period 3' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await course(cookie, id)).json()).toMatchObject({ code: 'lti.course_not_found' });
    expect((await sync(cookie, id)).statusCode).toBe(404);
    const plain = await instructorLaunch(ctx, lms, PUBLIC_URL, instructor('t-3'));
    const [cls] = await classesOf(plain.cookie);
    expect((await course(plain.cookie, cls!.id)).json()).toMatchObject({
      canSync: false,
      nightlySync: null,
    });
  });
});
