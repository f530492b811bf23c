import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { signUp, type TestContext } from '../../testing/test-app';
import {
  ROLE_INSTRUCTOR,
  ROLE_LEARNER,
  type FakeLms,
  type LmsPerson,
} from '../../testing/lti-platform';
import {
  deepLinkPick,
  instructorLaunch,
  ltiLaunch,
  startAppWithLms,
  stopAppWithLms,
} from '../../testing/lti-launch';

const PUBLIC_URL = 'http://localhost:3996';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const AGS = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const CUSTOM = 'https://purl.imsglobal.org/spec/lti/claim/custom';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

let lms: FakeLms;
let ctx: TestContext;
let teacher: string;
let assessmentId: number;
let shareCode: string;

const questions = [
  {
    id: 'q1',
    type: 'multiple_choice',
    prompt: '2 + 2?',
    choices: ['3', '4'],
    answer: '4',
    points: 1,
  },
  {
    id: 'q2',
    type: 'short_answer',
    prompt: 'Why is the sky blue?',
    answer: 'Scattering',
    points: 1,
  },
];

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function count(table: string) {
  const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (rows[0] as { n: number }).n;
}

const learner = (sub: string, given_name: string, family_name: string): LmsPerson => ({
  sub,
  roles: [ROLE_LEARNER],
  given_name,
  family_name,
});

/** The launch claims of an assessment link the teacher added by Deep Linking. */
const onAssessment = (id: number, lineitem: string | null) => ({
  [CUSTOM]: { chalkwise_kind: 'assessment', chalkwise_id: String(id) },
  [AGS]: {
    scope: [SCORE_SCOPE, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
    lineitems: lms.lineitemsUrl,
    ...(lineitem ? { lineitem } : {}),
  },
});

const grades = async () =>
  (await call('GET', `/api/lti/assessments/${assessmentId}/grades`, teacher)).json() as {
    items: {
      studentId: number;
      status: string;
      reason: string | null;
      scoreGiven: number | null;
    }[];
  };

beforeAll(async () => {
  ({ ctx, lms } = await startAppWithLms({
    env: { PUBLIC_URL },
    at: new Date(),
    deps: {
      ltiJwksCooldownMs: 0,
      ltiScoreRetry: { retryLimit: 4, retryDelay: 1, retryBackoff: false },
    },
    trustToolKeys: true,
  }));
  teacher = (
    await instructorLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      { sub: 't-1', roles: [ROLE_INSTRUCTOR], given_name: 'Ms', family_name: 'Okafor' },
      { [NRPS]: { context_memberships_url: lms.membershipsUrl } },
    )
  ).cookie;
  const made = await call('POST', '/api/assessments', teacher, {
    title: 'Light and colour',
    subject: 'Science',
    grade: '8',
    maxScore: 20,
    questions,
  });
  expect(made.statusCode).toBe(201);
  assessmentId = made.json().id;
  shareCode = (await call('POST', `/api/assessments/${assessmentId}/publish`, teacher)).json()
    .shareCode;
}, 60_000);

afterAll(() => stopAppWithLms(ctx, lms));

describe('grades back to the LMS (Assignment and Grade Services)', () => {
  it('Deep Linking gives an assessment a line item on its scale; a lesson none', async () => {
    const lesson = await call('POST', '/api/lessons', teacher, {
      title: 'Rainbows',
      subject: 'Science',
      grade: '8',
    });
    expect(lesson.statusCode).toBe(201);
    const content = await deepLinkPick(ctx, lms, PUBLIC_URL, {
      sub: 't-1',
      roles: [ROLE_INSTRUCTOR],
    });
    expect(content.find((c) => c.title === 'Light and colour')).toMatchObject({
      lineItem: {
        scoreMaximum: 20,
        label: 'Light and colour',
        resourceId: `assessment:${assessmentId}`,
      },
      custom: { chalkwise_kind: 'assessment', chalkwise_id: String(assessmentId) },
    });
    const linked = content.find((c) => c.title === 'Rainbows');
    expect(linked).toBeDefined();
    expect(linked).not.toHaveProperty('lineItem');
  });

  it('a learner’s launch lands on the take page as themselves; submitting sends the score, pending hand-grading', async () => {
    const res = await ltiLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      learner('s-1', 'Siobhán', "O'Connor-Nguyễn"),
      onAssessment(assessmentId, lms.lineitemUrl('li-1')),
    );
    expect(res.statusCode).toBe(303);
    const to = res.headers.location as string;
    const m = new RegExp(`^/take/${shareCode}#lti=(\\d+)\\.(.+)$`).exec(to);
    expect(m).not.toBeNull();
    const studentId = Number(m![1]);
    const studentCode = decodeURIComponent(m![2]!);
    // In the teacher's class for the course, under the LMS's spelling.
    const list = (await call('GET', '/api/classes', teacher)).json();
    const [cls] = Array.isArray(list) ? list : list.items;
    const detail = (await call('GET', `/api/classes/${cls.id}`, teacher)).json();
    expect(detail.students).toEqual([
      expect.objectContaining({ id: studentId, firstName: 'Siobhán', lastName: "O'Connor-Nguyễn" }),
    ]);
    const sent = await call('POST', `/api/take/${shareCode}`, undefined, {
      studentId,
      studentCode,
      answers: [
        { questionId: 'q1', answer: '4' },
        { questionId: 'q2', answer: 'Light scatters' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(() => expect(lms.scores).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(lms.scores[0]).toMatchObject({
      lineitem: lms.lineitemUrl('li-1'),
      contentType: 'application/vnd.ims.lis.v1.score+json',
      body: { userId: 's-1', activityProgress: 'Completed', gradingProgress: 'PendingManual' },
    });
    expect(lms.scores[0]!.body).not.toHaveProperty('scoreGiven');
    expect(Date.parse(lms.scores[0]!.body.timestamp as string)).not.toBeNaN();
    expect(lms.tokensIssued).toContainEqual({ scope: SCORE_SCOPE });
    await vi.waitFor(async () =>
      expect((await grades()).items).toEqual([
        expect.objectContaining({ studentId, status: 'sent', reason: null }),
      ]),
    );

    // The teacher grades the written answer: the full score follows.
    const results = (await call('GET', `/api/assessments/${assessmentId}/results`, teacher)).json();
    const resultId = results.results[0].id as number;
    const graded = await call(
      'PATCH',
      `/api/assessments/${assessmentId}/results/${resultId}`,
      teacher,
      { grades: [{ questionId: 'q2', pointsAwarded: 1 }] },
    );
    expect(graded.statusCode).toBe(200);
    await vi.waitFor(() => expect(lms.scores).toHaveLength(2), { timeout: 15_000, interval: 100 });
    expect(lms.scores[1]!.body).toMatchObject({
      userId: 's-1',
      scoreGiven: 20,
      scoreMaximum: 20,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
  });

  it('a failing LMS: the results show why, the job retries, and then shows it sent', async () => {
    const { studentId } = (await grades()).items[0]!;
    lms.fail('scores', 2, 503);
    const saved = await call('PUT', `/api/assessments/${assessmentId}/scores`, teacher, {
      scores: [{ studentId, score: 15 }],
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await grades()).items[0]).toMatchObject({
          status: 'failed',
          reason: "Fake LMS's gradebook answered HTTP 503",
        }),
      { timeout: 15_000, interval: 50 },
    );
    await vi.waitFor(() => expect(lms.scores).toHaveLength(3), { timeout: 20_000, interval: 200 });
    expect(lms.scores[2]!.body).toMatchObject({ scoreGiven: 15, gradingProgress: 'FullyGraded' });
    await vi.waitFor(async () =>
      expect((await grades()).items[0]).toMatchObject({ status: 'sent', scoreGiven: 15 }),
    );
  }, 40_000);

  it('a token asked for with an assertion signed by another key is refused by the LMS; nothing reaches its gradebook', async () => {
    const { studentId } = (await grades()).items[0]!;
    // Past the hour the LMS's token lasts: the next post asks for a new one.
    ctx.clock.advance(2 * 3_600_000);
    const real = lms.toolJwks!;
    const impostor = await generateKeyPair('RS256', { extractable: true });
    const other = { ...(await exportJWK(impostor.publicKey)), alg: 'RS256', use: 'sig' };
    lms.toolJwks = async () => ({
      keys: (await real()).keys.map((k) => ({ ...other, kid: k.kid })),
    });
    const before = lms.scores.length;
    try {
      await call('PUT', `/api/assessments/${assessmentId}/scores`, teacher, {
        scores: [{ studentId, score: 12 }],
      });
      await vi.waitFor(
        async () =>
          expect((await grades()).items[0]).toMatchObject({
            status: 'failed',
            reason: "Fake LMS's token endpoint answered HTTP 401",
          }),
        { timeout: 15_000, interval: 50 },
      );
      expect(lms.tokensRefused).toContain('signature');
      expect(lms.scores).toHaveLength(before);
    } finally {
      lms.toolJwks = real;
    }
    // Once the LMS knows the tool's key again, the retry gets through.
    await vi.waitFor(() => expect(lms.scores).toHaveLength(before + 1), {
      timeout: 20_000,
      interval: 200,
    });
    expect(lms.scores.at(-1)!.body).toMatchObject({ scoreGiven: 12 });
  }, 40_000);

  it('a learner’s launch on an assessment of a teacher who is not in this course opens nothing and stores nothing', async () => {
    const { cookie: stranger } = await signUp(ctx.app);
    const theirs = await call('POST', '/api/assessments', stranger, {
      title: 'Not yours',
      subject: 'Science',
      grade: '8',
      questions: [questions[0]],
    });
    const id = theirs.json().id as number;
    await call('POST', `/api/assessments/${id}/publish`, stranger);
    const before = {
      students: await count('students'),
      learners: await count('lti_learners'),
      links: await count('lti_grade_links'),
      classes: await count('classes'),
      codes: await count('student_codes'),
    };
    const res = await ltiLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      learner('s-7', 'Eve', 'Intruder'),
      onAssessment(id, lms.lineitemUrl('li-9')),
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('does not belong to a teacher of this course');
    expect({
      students: await count('students'),
      learners: await count('lti_learners'),
      links: await count('lti_grade_links'),
      classes: await count('classes'),
      codes: await count('student_codes'),
    }).toEqual(before);
  });

  it('scores held back until release go as Pending without a number, then in full on release', async () => {
    const held = await call('POST', '/api/assessments', teacher, {
      title: 'Held back',
      subject: 'Science',
      grade: '8',
      maxScore: 10,
      scoreRelease: 'after_release',
      questions: [questions[0]],
    });
    const id = held.json().id as number;
    const code = (await call('POST', `/api/assessments/${id}/publish`, teacher)).json().shareCode;
    const res = await ltiLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      learner('s-1', 'Siobhán', "O'Connor-Nguyễn"),
      onAssessment(id, lms.lineitemUrl('li-2')),
    );
    const m = /#lti=(\d+)\.(.+)$/.exec(res.headers.location as string)!;
    const before = lms.scores.length;
    const sent = await call('POST', `/api/take/${code}`, undefined, {
      studentId: Number(m[1]),
      studentCode: decodeURIComponent(m[2]!),
      answers: [{ questionId: 'q1', answer: '4' }],
    });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(() => expect(lms.scores).toHaveLength(before + 1), { timeout: 15_000 });
    expect(lms.scores.at(-1)).toMatchObject({
      lineitem: lms.lineitemUrl('li-2'),
      body: { userId: 's-1', gradingProgress: 'Pending', activityProgress: 'Completed' },
    });
    expect(lms.scores.at(-1)!.body).not.toHaveProperty('scoreGiven');
    expect((await call('POST', `/api/assessments/${id}/release`, teacher)).statusCode).toBe(200);
    await vi.waitFor(() => expect(lms.scores).toHaveLength(before + 2), { timeout: 15_000 });
    expect(lms.scores.at(-1)!.body).toMatchObject({
      userId: 's-1',
      gradingProgress: 'FullyGraded',
      scoreGiven: 10,
      scoreMaximum: 10,
    });
  }, 40_000);

  it('a learner the roster sync brought in is the same student when they launch (matched by sub)', async () => {
    const list = (await call('GET', '/api/classes', teacher)).json();
    const [cls] = Array.isArray(list) ? list : list.items;
    lms.members = [
      {
        user_id: 's-5',
        roles: [ROLE_LEARNER],
        status: 'Active',
        given_name: 'Ngozi',
        family_name: 'Okonkwo',
      },
    ];
    expect((await call('POST', `/api/lti/classes/${cls.id}/sync`, teacher)).json()).toMatchObject({
      added: 1,
    });
    const students = await count('students');
    const res = await ltiLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      learner('s-5', 'Ngozi', 'Okonkwo'),
      onAssessment(assessmentId, lms.lineitemUrl('li-1')),
    );
    expect(res.statusCode).toBe(303);
    const studentId = Number(/#lti=(\d+)\./.exec(res.headers.location as string)![1]);
    const synced = (await call('GET', `/api/classes/${cls.id}`, teacher)).json().students as {
      id: number;
      firstName: string;
    }[];
    expect(synced.find((s) => s.firstName === 'Ngozi')!.id).toBe(studentId);
    expect(await count('students')).toBe(students);
  });

  it('an assessment link launched outside a course opens nothing', async () => {
    const students = await count('students');
    const res = await ltiLaunch(ctx, lms, PUBLIC_URL, learner('s-6', 'No', 'Course'), {
      ...onAssessment(assessmentId, null),
      'https://purl.imsglobal.org/spec/lti/claim/context': undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('does not name anything in Chalkwise for students');
    expect(await count('students')).toBe(students);
  });

  it('an assessment not open yet says so; the grades of another teacher’s assessment are 404; signed out 401', async () => {
    const draft = await call('POST', '/api/assessments', teacher, {
      title: 'Draft',
      subject: 'Science',
      grade: '8',
      questions: [questions[0]],
    });
    const id = draft.json().id as number;
    const students = await count('students');
    const res = await ltiLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      learner('s-8', 'Ada', 'Lovelace'),
      onAssessment(id, null),
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('not open in Chalkwise yet');
    expect(await count('students')).toBe(students);
    const { cookie: other } = await signUp(ctx.app);
    expect(
      (await call('GET', `/api/lti/assessments/${assessmentId}/grades`, other)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/lti/assessments/${assessmentId}/grades`)).statusCode).toBe(401);
  });
});
