import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { signUp, type TestContext } from '../../testing/test-app';
import {
  ROLE_INSTRUCTOR,
  ROLE_LEARNER,
  type FakeLms,
  type LmsMember,
  type LmsPerson,
} from '../../testing/lti-platform';
import {
  deepLinkPick,
  instructorLaunch,
  ltiLaunch,
  startAppWithLms,
  stopAppWithLms,
} from '../../testing/lti-launch';
import {
  gameClient,
  listen,
  makeQuiz,
  openRoom,
  type GameClient,
} from '../../testing/game-clients';
import { LTI_ERRORS } from '../../../contracts/lti.contract';

/** A learner's launch on a quiz link opens the teacher's homework assignment of it (decision 0033). */

const PUBLIC_URL = 'http://localhost:3995';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const CUSTOM = 'https://purl.imsglobal.org/spec/lti/claim/custom';
const DAY = 24 * 60 * 60_000;

let lms: FakeLms;
let ctx: TestContext;
let teacher: string;
let classId: number;
let quizId: number;

const member = (user_id: string, given_name: string, family_name: string): LmsMember => ({
  user_id,
  roles: [ROLE_LEARNER],
  status: 'Active',
  given_name,
  family_name,
});
const asPerson = (m: LmsMember): LmsPerson => ({
  sub: m.user_id,
  roles: m.roles,
  given_name: m.given_name,
  family_name: m.family_name,
});
const SIOBHAN = member('s-1', 'Siobhán', "O'Connor-Nguyễn");
const JOSE = member('s-2', 'José María', 'Álvarez-Ruiz');
const LATE = member('s-3', 'Zoë', "D'Arcy");
const EVE = asPerson(member('s-9', 'Eve', 'Intruder'));

const onQuiz = (id: number | string) => ({
  [CUSTOM]: { chalkwise_kind: 'quiz', chalkwise_id: String(id) },
});

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function counts() {
  const n = async (table: string) => {
    const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (rows[0] as { n: number }).n;
  };
  return {
    students: await n('students'),
    learners: await n('lti_learners'),
    members: await n('class_students'),
    rooms: await n('game_rooms'),
  };
}

/** Homework: the quiz, self-paced, for a class, open for two days from the test clock's now. */
const assign = (body: Record<string, unknown> = {}) =>
  openRoom(ctx.app, teacher, {
    quizId,
    classId,
    pace: 'self',
    closesAt: new Date(ctx.clock.now().getTime() + 2 * DAY).toISOString(),
    ...body,
  });

/** The app on a real port, for Socket.IO clients (listened on once). */
let listening: Promise<string> | undefined;
const served = () => (listening ??= listen(ctx.app));

/** Where a launch sends the learner: `/join/CODE#lti=STUDENT.MARK`. */
function joinLink(location: unknown) {
  const m = /^\/join\/([A-Z0-9]+)#lti=(\d+)\.([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
    String(location),
  );
  expect(m, String(location)).not.toBeNull();
  return { code: m![1]!, studentId: Number(m![2]), device: m![3]! };
}

async function studentIdOf(sub: string) {
  const { rows } = await ctx.db.db.execute(
    sql`select student_id from lti_learners where subject = ${sub}`,
  );
  return (rows[0] as { student_id: number } | undefined)?.student_id;
}

beforeAll(async () => {
  ({ ctx, lms } = await startAppWithLms({
    env: { PUBLIC_URL },
    at: new Date(),
    deps: { ltiJwksCooldownMs: 0 },
    trustToolKeys: true,
  }));
  lms.members = [
    { user_id: 't-1', roles: [ROLE_INSTRUCTOR], given_name: 'Ms', family_name: 'Okafor' },
    SIOBHAN,
    JOSE,
  ];
  teacher = (
    await instructorLaunch(
      ctx,
      lms,
      PUBLIC_URL,
      { sub: 't-1', roles: [ROLE_INSTRUCTOR], given_name: 'Ms', family_name: 'Okafor' },
      { [NRPS]: { context_memberships_url: lms.membershipsUrl, service_versions: ['2.0'] } },
    )
  ).cookie;
  const list = (await call('GET', '/api/classes', teacher)).json();
  classId = (Array.isArray(list) ? list : list.items)[0].id;
  expect((await call('GET', `/api/classes/${classId}`, teacher)).json().students).toHaveLength(2);
  quizId = (await makeQuiz(ctx.app, teacher, 3)).id;
}, 60_000);

afterAll(() => stopAppWithLms(ctx, lms));

describe('a learner’s launch on a quiz link', () => {
  it('with no assignment open says so on a page, and stores nothing', async () => {
    // A live game of the quiz and homework for another class are not this course's homework.
    await openRoom(ctx.app, teacher, { quizId, classId });
    const other = await call('POST', '/api/classes', teacher, { name: 'Period 4' });
    expect(other.statusCode).toBe(201);
    await assign({ classId: other.json().id });
    const before = await counts();
    const res = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(SIOBHAN), onQuiz(quizId));
    expect(res.statusCode).toBe(LTI_ERRORS.quiz_not_open.status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This quiz is not open for your class in Chalkwise right now.');
    expect(res.headers.location).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('opens the course’s homework on the join page with the learner’s own name picked', async () => {
    const room = await assign();
    const res = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(JOSE), onQuiz(quizId));
    expect(res.statusCode).toBe(303);
    const studentId = await studentIdOf('s-2');
    expect(studentId).toBeTypeOf('number');
    const to = joinLink(res.headers.location);
    expect(to).toMatchObject({ code: room.roomCode, studentId });
    // The join page offers that very student, free to pick, under the LMS's spelling.
    const info = (await call('GET', `/api/games/join/${room.roomCode}`)).json();
    expect(info.pace).toBe('self');
    expect(info.roster).toContainEqual({ studentId, name: 'José María Á.', taken: false });

    // In an LMS's frame the browser may keep no cookie: the link's device mark is enough to
    // play under that name; a made-up mark, or none, is not.
    const base = await served();
    const [forged, bare, player] = [gameClient(base), gameClient(base), gameClient(base)];
    try {
      const join = { role: 'player', code: room.roomCode, studentId } as const;
      const made = `${'A'.repeat(24)}.${'B'.repeat(43)}`;
      expect(await forged.join({ ...join, device: made })).toMatchObject({
        ok: false,
        code: 'device_required',
      });
      expect(await bare.join(join)).toMatchObject({ ok: false, code: 'device_required' });
      // A mark that is no mark (wrong type, NUL, a lone surrogate, too long) is bad input.
      for (const device of [42, `${to.device}\u0000`, `\ud800${to.device}`, 'A'.repeat(200)]) {
        const refused = await bare.join({ ...join, device } as never);
        expect(refused, String(device)).toMatchObject({ ok: false });
        expect((refused as { code: string }).code).not.toBe('retry');
      }
      expect(await player.join({ ...join, device: to.device })).toMatchObject({ ok: true });
      const question = await player.next('question');
      expect(question.question).toMatchObject({ index: 0, total: 3 });
      const again = (await call('GET', `/api/games/join/${room.roomCode}`)).json();
      expect(again.roster).toContainEqual({ studentId, name: 'José María Á.', taken: true });
    } finally {
      for (const c of [forged, bare, player]) c.close();
    }
  });

  it('for a learner who joined the course after the quiz was assigned: an honest page', async () => {
    lms.members = [...lms.members, LATE];
    const res = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(LATE), onQuiz(quizId));
    expect(res.statusCode).toBe(LTI_ERRORS.quiz_before_you.status);
    expect(res.body).toContain('This quiz was assigned before you joined the class in Chalkwise');
    // They are the course's learner all the same: in the class, for the next assignment.
    const lateId = await studentIdOf('s-3');
    const cls = (await call('GET', `/api/classes/${classId}`, teacher)).json();
    expect(cls.students.map((s: { id: number }) => s.id)).toContain(lateId);
    const again = await assign();
    const next = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(LATE), onQuiz(quizId));
    expect(next.statusCode).toBe(303);
    expect(joinLink(next.headers.location)).toMatchObject({
      code: again.roomCode,
      studentId: lateId,
    });
  });

  it('after the assignment closes, says it is not open', async () => {
    const now = ctx.clock.now();
    ctx.clock.advance(3 * DAY);
    try {
      const res = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(SIOBHAN), onQuiz(quizId));
      expect(res.statusCode).toBe(LTI_ERRORS.quiz_not_open.status);
      expect(res.body).toContain('not open for your class');
    } finally {
      ctx.clock.set(now);
    }
  });

  it('on another teacher’s quiz, or a quiz that is not there, opens nothing and stores nothing', async () => {
    const { cookie: stranger } = await signUp(ctx.app);
    const theirs = (await makeQuiz(ctx.app, stranger, 2)).id;
    const before = await counts();
    for (const id of [theirs, 999_999]) {
      const res = await ltiLaunch(ctx, lms, PUBLIC_URL, EVE, onQuiz(id));
      expect(res.statusCode).toBe(LTI_ERRORS.not_your_quiz.status);
      expect(res.body).toContain('does not belong to a teacher of this course');
    }
    expect(await counts()).toEqual(before);
  });

  it('on a quiz link whose id is not an id, lands on the page for students and stores nothing', async () => {
    const before = await counts();
    for (const id of ['abc', '-1', '1e3', '1234567890', '7\u0000', '']) {
      const res = await ltiLaunch(ctx, lms, PUBLIC_URL, EVE, onQuiz(id));
      expect(res.statusCode, JSON.stringify(id)).toBe(200);
      expect(res.body).toContain('This link opens nothing for');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('a quiz’s scores back to the LMS (decision 0033)', () => {
  const AGS = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
  const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
  const withLineItem = (lineitem: string) => ({
    ...onQuiz(quizId),
    [AGS]: { scope: [SCORE_SCOPE], lineitems: lms.lineitemsUrl, lineitem },
  });

  it('Deep Linking gives a quiz a gradebook column on its scored questions', async () => {
    const title = (await call('GET', `/api/quizzes/${quizId}`, teacher)).json().title as string;
    const [item] = await deepLinkPick(
      ctx,
      lms,
      PUBLIC_URL,
      { sub: 't-1', roles: [ROLE_INSTRUCTOR] },
      () => [`quiz:${quizId}`],
    );
    expect(item).toMatchObject({
      title,
      custom: { chalkwise_kind: 'quiz', chalkwise_id: String(quizId) },
      lineItem: { scoreMaximum: 3, label: title, resourceId: `quiz:${quizId}` },
    });
  });

  /** How a learner's score in a room went, as the results page reads it. */
  const statusOf = async (roomId: number, studentId: number) =>
    (
      (await call('GET', `/api/lti/rooms/${roomId}/grades`, teacher)).json() as {
        items: { studentId: number; status: string }[];
      }
    ).items.find((i) => i.studentId === studentId)?.status;
  it('a learner who finishes gets right answers out of the scored questions at once; at the end, one who stopped gets what they had, one who did not play nothing', async () => {
    const room = await assign();
    /** A learner's launch on the quiz link with its gradebook column: where it sends them. */
    const launch = async (who: LmsMember) => {
      const res = await ltiLaunch(ctx, lms, PUBLIC_URL, asPerson(who), withLineItem(lineitem));
      expect(res.statusCode).toBe(303);
      return joinLink(res.headers.location);
    };
    const lineitem = lms.lineitemUrl('quiz-1');
    const [siobhan, late] = [await launch(SIOBHAN), await launch(LATE)];
    await launch(JOSE);
    const base = await served();
    const host = gameClient(base, teacher);
    const [finisher, stopper] = [gameClient(base), gameClient(base)];
    /** Answers question q, right or wrong (question i's answer is choice i % 4), and moves on. */
    const play = async (c: GameClient, q: number, right: boolean) => {
      const choice = right ? q % 4 : (q + 1) % 4;
      expect(await c.send({ type: 'answer', questionIndex: q, choice })).toMatchObject({
        ok: true,
      });
      expect(await c.send({ type: 'next' })).toEqual({ ok: true });
    };
    const sent = () =>
      lms.scores.map((x) => [x.body.userId, x.body.scoreGiven, x.body.scoreMaximum]);
    try {
      expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
      for (const [c, to] of [
        [finisher, siobhan],
        [stopper, late],
      ] as const) {
        const join = { role: 'player', code: room.roomCode, studentId: to.studentId } as const;
        expect(await c.join({ ...join, device: to.device })).toMatchObject({ ok: true });
      }
      await play(finisher, 0, true);
      await play(finisher, 1, false);
      await play(finisher, 2, true);
      await finisher.next('final');
      await play(stopper, 0, true);
      // Her score goes as she finishes, not when the teacher closes the assignment.
      await vi.waitFor(() => expect(sent()).toEqual([['s-1', 2, 3]]), {
        timeout: 15_000,
        interval: 100,
      });
      await vi.waitFor(async () => expect(await statusOf(room.id, siobhan.studentId)).toBe('sent'));
      expect(await host.send({ type: 'end' })).toEqual({ ok: true });
    } finally {
      for (const c of [host, finisher, stopper]) c.close();
    }
    // At the end: Zoë's one right answer of three (the rest counted missed, as the results page
    // counts them); José nothing; Siobhán nothing again, her score could not change.
    const joseId = await studentIdOf('s-2');
    await vi.waitFor(
      async () => {
        const status = (await call('GET', `/api/lti/rooms/${room.id}/grades`, teacher)).json();
        expect(status.items).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              studentId: siobhan.studentId,
              status: 'sent',
              scoreGiven: 2,
            }),
            expect.objectContaining({ studentId: late.studentId, status: 'sent', scoreGiven: 1 }),
            expect.objectContaining({ studentId: joseId, status: 'none', scoreGiven: null }),
          ]),
        );
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(sent()).toEqual([
      ['s-1', 2, 3],
      ['s-3', 1, 3],
    ]);
    expect(lms.scores.every((x) => x.lineitem === lineitem)).toBe(true);
    expect(lms.scores[0]!.body).toMatchObject({
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });

    // Another teacher's room is not there for them; signed out, nothing.
    const { cookie: stranger } = await signUp(ctx.app);
    expect((await call('GET', `/api/lti/rooms/${room.id}/grades`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/lti/rooms/${room.id}/grades`)).statusCode).toBe(401);
    expect((await call('GET', '/api/lti/rooms/abc/grades', teacher)).statusCode).toBe(400);
  }, 40_000);
});
