import { describe, expect, it } from 'vitest';
import { LESSON_MESSAGES as M } from '../../../contracts/lessons.contract';
import { MINUTE } from '../../platform/clock';
import { caller, sessionCookieOf, signUp, useTestApp, type Method } from '../../testing/test-app';

const ctx = useTestApp();

const call = caller(ctx);

const valid = {
  title: 'Fractions on a number line',
  subject: 'Mathematics',
  grade: '4',
  topic: 'Fractions',
  duration: 50,
  objectives: 'Place halves and quarters\n\n  Compare fractions  \n',
  description: 'Warm-up with a paper strip',
};

async function createLesson(cookie: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/lessons', cookie, { ...valid, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; title: string; shareToken: string | null };
}

describe('POST /api/lessons', () => {
  it('creates a draft with the spec defaults and objectives one per line', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons', cookie, {
      title: '  Volcanoes  ',
      subject: 'Science',
      grade: 'K',
      objectives: 'Name the parts\n\n\n  Explain an eruption \r\n',
    });
    expect(res.statusCode).toBe(201);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      title: 'Volcanoes',
      subject: 'Science',
      grade: 'K',
      topic: '',
      duration: 45,
      objectives: ['Name the parts', 'Explain an eruption'],
      materials: [],
      description: '',
      content: { generatedContent: '' },
      status: 'draft',
      aiGenerated: false,
      shareToken: null,
    });
    expect(lesson.id).toBeGreaterThan(0);
    expect(lesson.createdAt).toBe(ctx().clock.now().toISOString());
    expect(lesson).not.toHaveProperty('ownerId');
  });

  it('stores an AI lesson with its content, materials as an array and status', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons', cookie, {
      ...valid,
      objectives: ['Add fractions', '  ', 'Simplify'],
      materials: ['Fraction strips', 'Whiteboard'],
      content: { generatedContent: '# Plan\n\n- step' },
      status: 'published',
      aiGenerated: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      objectives: ['Add fractions', 'Simplify'],
      materials: ['Fraction strips', 'Whiteboard'],
      content: { generatedContent: '# Plan\n\n- step' },
      status: 'published',
      aiGenerated: true,
      duration: 50,
    });
  });

  it.each([
    [{ title: '' }, M.titleRequired],
    [{ title: '   ' }, M.titleRequired],
    [{ title: undefined }, M.titleRequired],
    [{ title: 'x'.repeat(201) }, M.titleTooLong],
    [{ subject: 'Alchemy' }, M.subjectRequired],
    [{ subject: undefined }, M.subjectRequired],
    [{ grade: '13' }, M.gradeRequired],
    [{ topic: 't'.repeat(301) }, M.topicTooLong],
    [{ duration: 0 }, M.durationInvalid],
    [{ duration: 601 }, M.durationInvalid],
    [{ duration: 4.5 }, M.durationInvalid],
    [{ duration: '45' }, M.durationInvalid],
    [{ objectives: Array.from({ length: 31 }, (_, i) => `o${i}`) }, M.objectivesTooMany],
    [{ objectives: 'o'.repeat(501) }, M.objectiveTooLong],
    [{ objectives: 42 }, M.objectiveTooLong],
    [{ materials: Array.from({ length: 51 }, (_, i) => `m${i}`) }, M.materialsTooMany],
    [{ materials: ['m'.repeat(301)] }, M.materialTooLong],
    [{ description: 'd'.repeat(5001) }, M.descriptionTooLong],
    [{ content: { generatedContent: 'c'.repeat(200_001) } }, M.contentTooLong],
    [{ content: 'just text' }, M.contentTooLong],
    [{ status: 'deleted' }, M.statusInvalid],
    [{ aiGenerated: 'yes' }, M.aiGeneratedInvalid],
  ])('refuses %j with its message and saves nothing', async (override, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons', cookie, { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'http.validation' });
    expect((await call('GET', '/api/lessons', cookie)).json()).toEqual([]);
  });

  it('answers 400 for a non-object body and bad JSON, never 500', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('POST', '/api/lessons', cookie, [1, 2])).statusCode).toBe(400);
    const bad = await ctx().app.inject({
      method: 'POST',
      url: '/api/lessons',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 413 for a body over the size limit', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/lessons', cookie, {
      ...valid,
      content: { generatedContent: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 401 when signed out, before validating the body', async () => {
    const res = await call('POST', '/api/lessons', undefined, { title: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/lessons', () => {
  it("lists only the caller's lessons, newest first, without content", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    const first = await createLesson(a.cookie, { title: 'First' });
    ctx().clock.advance(MINUTE);
    const second = await createLesson(a.cookie, {
      title: 'Second',
      content: { generatedContent: 'long' },
    });
    await createLesson(b.cookie, { title: 'Not mine' });
    const res = await call('GET', '/api/lessons', a.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; title: string }[];
    expect(list.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(list.map((l) => l.title)).toEqual(['Second', 'First']);
    expect(list[0]).not.toHaveProperty('content');
  });

  it('orders lessons created in the same instant by id, newest first', async () => {
    const { cookie } = await signUp(ctx().app);
    const x = await createLesson(cookie, { title: 'X' });
    const y = await createLesson(cookie, { title: 'Y' });
    const list = (await call('GET', '/api/lessons', cookie)).json() as { id: number }[];
    expect(list.map((l) => l.id)).toEqual([y.id, x.id]);
  });

  it('answers 401 when signed out', async () => {
    expect((await call('GET', '/api/lessons')).statusCode).toBe(401);
  });
});

describe('GET /api/lessons/:id', () => {
  it('answers the full lesson with its content', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie, { content: { generatedContent: '## Warm-up' } });
    const res = await call('GET', `/api/lessons/${made.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: made.id,
      title: valid.title,
      content: { generatedContent: '## Warm-up' },
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('GET', `/api/lessons/${id}`, cookie)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/lessons/987654', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    expect((await call('GET', '/api/lessons/1')).statusCode).toBe(401);
  });
});

describe('PATCH /api/lessons/:id', () => {
  it('changes the given fields only and moves updatedAt', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    ctx().clock.advance(5 * MINUTE);
    const res = await call('PATCH', `/api/lessons/${made.id}`, cookie, {
      status: 'published',
      materials: 'Ruler\n\nScissors',
      content: { generatedContent: 'Edited' },
    });
    expect(res.statusCode).toBe(200);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      title: valid.title,
      duration: 50,
      status: 'published',
      materials: ['Ruler', 'Scissors'],
      objectives: ['Place halves and quarters', 'Compare fractions'],
      content: { generatedContent: 'Edited' },
    });
    expect(new Date(lesson.updatedAt).getTime() - new Date(lesson.createdAt).getTime()).toBe(
      5 * MINUTE,
    );
  });

  it('keeps the defaults out of a partial update', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie, { status: 'published', aiGenerated: true });
    const res = await call('PATCH', `/api/lessons/${made.id}`, cookie, { title: 'Renamed' });
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      status: 'published',
      aiGenerated: true,
      duration: 50,
    });
  });

  it.each([
    [{ title: '' }, M.titleRequired],
    [{ status: 'live' }, M.statusInvalid],
    [{ duration: 'long' }, M.durationInvalid],
    [{ grade: 5 }, M.gradeRequired],
  ])('refuses %j and changes nothing', async (body, message) => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    const res = await call('PATCH', `/api/lessons/${made.id}`, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call('GET', `/api/lessons/${made.id}`, cookie)).json()).toMatchObject({
      title: valid.title,
      status: 'draft',
      grade: '4',
    });
  });

  it('answers 404 for an unknown id and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('PATCH', '/api/lessons/987654', cookie, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', '/api/lessons/1', undefined, { title: 'x' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/lessons/:id', () => {
  it('deletes the lesson and its share link', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    const { token } = (await call('POST', `/api/lessons/${made.id}/share`, cookie)).json();
    const res = await call('DELETE', `/api/lessons/${made.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call('GET', `/api/lessons/${made.id}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/shared/lessons/${token}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/lessons/${made.id}`, cookie)).statusCode).toBe(404);
  });

  it('answers 400 for a bad id and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('DELETE', '/api/lessons/abc', cookie)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/lessons/1')).statusCode).toBe(401);
  });

  it("disappears with its owner's account", async () => {
    const { cookie, user } = await signUp(ctx().app);
    await createLesson(cookie);
    await ctx().app.services.admin.deleteUser(-1, user.id);
    expect(await ctx().app.services.lessons.list(user.id)).toEqual([]);
  });
});

describe('POST /api/lessons/:id/duplicate', () => {
  it('makes a draft copy titled "<title> (copy)" without the share link', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie, {
      status: 'published',
      aiGenerated: true,
      materials: ['Strips'],
      content: { generatedContent: '# Body' },
    });
    await call('POST', `/api/lessons/${made.id}/share`, cookie);
    ctx().clock.advance(MINUTE);
    const res = await call('POST', `/api/lessons/${made.id}/duplicate`, cookie);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      title: `${valid.title} (copy)`,
      subject: 'Mathematics',
      grade: '4',
      topic: 'Fractions',
      duration: 50,
      objectives: ['Place halves and quarters', 'Compare fractions'],
      materials: ['Strips'],
      description: valid.description,
      content: { generatedContent: '# Body' },
      status: 'draft',
      aiGenerated: true,
      shareToken: null,
    });
    expect(copy.id).not.toBe(made.id);
    const list = (await call('GET', '/api/lessons', cookie)).json() as { id: number }[];
    expect(list[0]!.id).toBe(copy.id);
    expect(list).toHaveLength(2);
  });

  it('shortens a long title so the copy still fits', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie, { title: 'T'.repeat(200) });
    const copy = (await call('POST', `/api/lessons/${made.id}/duplicate`, cookie)).json();
    expect(copy.title).toHaveLength(200);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 for an unknown id and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('POST', '/api/lessons/987654/duplicate', cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/lessons/1/duplicate')).statusCode).toBe(401);
  });
});

describe('share links', () => {
  it('creates one link, answers the same one again, and shows only the public fields', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie, {
      materials: ['Strips'],
      content: { generatedContent: '# Hi' },
    });
    const res = await call('POST', `/api/lessons/${made.id}/share`, cookie);
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.path).toBe(`/shared/lessons/${link.token}`);
    expect((await call('POST', `/api/lessons/${made.id}/share`, cookie)).json()).toEqual(link);
    expect((await call('GET', `/api/lessons/${made.id}`, cookie)).json().shareToken).toBe(
      link.token,
    );

    const shared = await call('GET', `/api/shared/lessons/${link.token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect(shared.json()).toEqual({
      title: valid.title,
      subject: 'Mathematics',
      grade: '4',
      topic: 'Fractions',
      duration: 50,
      objectives: ['Place halves and quarters', 'Compare fractions'],
      materials: ['Strips'],
      content: { generatedContent: '# Hi' },
    });
  });

  it('works for a signed-in stranger too', async () => {
    const owner = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const made = await createLesson(owner.cookie);
    const { token } = (await call('POST', `/api/lessons/${made.id}/share`, owner.cookie)).json();
    const res = await call('GET', `/api/shared/lessons/${token}`, other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(valid.title);
  });

  it('a revoked link answers 404 and a new share gives a different link', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    const { token } = (await call('POST', `/api/lessons/${made.id}/share`, cookie)).json();
    const revoke = await call('DELETE', `/api/lessons/${made.id}/share`, cookie);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });
    const gone = await call('GET', `/api/shared/lessons/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.sharedNotFound);
    expect((await call('GET', `/api/lessons/${made.id}`, cookie)).json().shareToken).toBeNull();
    const again = (await call('POST', `/api/lessons/${made.id}/share`, cookie)).json();
    expect(again.token).not.toBe(token);
    expect((await call('GET', `/api/shared/lessons/${again.token}`)).statusCode).toBe(200);
  });

  it.each(['nope', 'A'.repeat(22), '%00', 'x'.repeat(90)])(
    'answers 404 for the token %s',
    async (token) => {
      const res = await call('GET', `/api/shared/lessons/${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(404);
    },
  );

  it('limits failed share-link lookups per address, never the readers of a real link', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    const { token } = (await call('POST', `/api/lessons/${made.id}/share`, cookie)).json();
    const from = (ip: string, t: string) =>
      ctx().app.inject({ method: 'GET', url: `/api/shared/lessons/${t}`, remoteAddress: ip });
    // A class of 60 opening the real link from one address is fine.
    for (let i = 0; i < 60; i++) expect((await from('10.60.0.1', token)).statusCode).toBe(200);
    for (let i = 0; i < 40; i++)
      expect((await from('10.60.0.2', `guess${i}`.padEnd(22, 'x'))).statusCode).toBe(404);
    const blocked = await from('10.60.0.2', token);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.60.0.1', token)).statusCode).toBe(200);
  });

  it('answers 414 for an absurdly long token, 404 for unknown lessons, 401 signed out', async () => {
    // Fastify refuses path parameters over 100 characters before routing.
    expect((await call('GET', `/api/shared/lessons/${'x'.repeat(201)}`)).statusCode).toBe(414);
    const { cookie } = await signUp(ctx().app);
    expect((await call('POST', '/api/lessons/987654/share', cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/lessons/987654/share', cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/lessons/1/share')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/lessons/1/share')).statusCode).toBe(401);
  });
});

describe("another teacher's lesson", () => {
  it('answers 404 on every :id route and changes nothing', async () => {
    const owner = await signUp(ctx().app);
    const intruder = await signUp(ctx().app);
    const made = await createLesson(owner.cookie, { status: 'published' });
    const { token } = (await call('POST', `/api/lessons/${made.id}/share`, owner.cookie)).json();
    const before = (await call('GET', `/api/lessons/${made.id}`, owner.cookie)).json();

    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/lessons/${made.id}`],
      ['PATCH', `/api/lessons/${made.id}`, { title: 'Hijacked', status: 'archived' }],
      ['DELETE', `/api/lessons/${made.id}`],
      ['POST', `/api/lessons/${made.id}/duplicate`],
      ['POST', `/api/lessons/${made.id}/share`],
      ['DELETE', `/api/lessons/${made.id}/share`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, intruder.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }

    expect((await call('GET', `/api/lessons/${made.id}`, owner.cookie)).json()).toEqual(before);
    expect((await call('GET', '/api/lessons', intruder.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/shared/lessons/${token}`)).statusCode).toBe(200);
  });
});

describe('guests and concurrency', () => {
  it('a guest owns their own lessons like any teacher', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/guest-login',
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('guest');
    const guest = sessionCookieOf(res)!;
    const teacher = await signUp(ctx().app);
    const mine = await createLesson(guest, { title: 'Guest lesson' });
    expect(
      (await call('GET', '/api/lessons', guest)).json().map((l: { title: string }) => l.title),
    ).toContain('Guest lesson');
    expect((await call('GET', `/api/lessons/${mine.id}`, teacher.cookie)).statusCode).toBe(404);
  });

  it('two share clicks at once end with one link', async () => {
    const { cookie } = await signUp(ctx().app);
    const made = await createLesson(cookie);
    const [a, b] = await Promise.all([
      call('POST', `/api/lessons/${made.id}/share`, cookie),
      call('POST', `/api/lessons/${made.id}/share`, cookie),
    ]);
    expect(a.json().token).toBe(b.json().token);
    expect((await call('GET', `/api/lessons/${made.id}`, cookie)).json().shareToken).toBe(
      a.json().token,
    );
  });
});

describe('lessons service', () => {
  it('applies the contract defaults for other features and the demo seeder', async () => {
    const { user } = await signUp(ctx().app);
    const when = new Date('2026-08-01T09:00:00Z');
    const row = await ctx().app.services.lessons.create(
      user.id,
      { title: 'Seeded', subject: 'History', grade: '7', objectives: ['A', ''] },
      { createdAt: when },
    );
    expect(row).toMatchObject({
      title: 'Seeded',
      duration: 45,
      objectives: ['A'],
      status: 'draft',
      createdAt: when,
    });
  });
});
