import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../contracts/common';
import { expectPageQueryErrors, followPages } from '../../testing/paging';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/** GET /api/quizzes pages like the other lists (decision 0011). */
const ctx = useTestApp();
const call = caller(ctx);

const question = (needsReview: boolean, i: number) => ({
  question: `What is ${i} + ${i}? ${'Long enough to matter in a list. '.repeat(10)}`,
  choices: [String(2 * i), String(2 * i + 1), String(2 * i + 2)],
  answerIndex: 0,
  needsReview,
});

type Titled = { id: number; title: string };

/** A quiz of `count` questions, the first `flagged` of them marked for review. */
async function quiz(ownerId: number, title: string, count = 3, flagged = 0) {
  return ctx().app.services.quizzes.create(ownerId, {
    title,
    description: '',
    subject: 'Mathematics',
    gradeLevel: '5',
    difficulty: 'easy',
    questions: Array.from({ length: count }, (_, i) => question(i < flagged, i)),
  });
}

describe('GET /api/quizzes (paged)', () => {
  it('pages newest first by cursor, ties broken by id, counts instead of questions', async () => {
    const { cookie, user } = await signUp(ctx().app);
    // The first five share one instant (the fake clock stands still): only the id orders them.
    const made = [];
    for (let i = 0; i < 12; i += 1) {
      if (i >= 5) ctx().clock.advance(1000);
      made.push(await quiz(user.id, `Quiz ${i}`, (i % 4) + 1, i % 2));
    }
    const pages = await followPages<Titled>(call, '/api/quizzes?limit=5', cookie);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat().map((q) => q.id)).toEqual(made.map((q) => q.id).reverse());

    const [newest] = pages[0]! as unknown as Record<string, unknown>[];
    expect(newest).not.toHaveProperty('questions');
    expect(newest).toMatchObject({ title: 'Quiz 11', questionCount: 4, needsReviewCount: 1 });

    // Without a limit: the first 50, no next page when there are fewer.
    const all = await call('GET', '/api/quizzes', cookie);
    expect(all.json()).toHaveLength(12);
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('searches the title in SQL: substring, any case, % and _ taken literally', async () => {
    const { cookie, user } = await signUp(ctx().app);
    await quiz(user.id, 'Fractions 50% off');
    ctx().clock.advance(1000);
    await quiz(user.id, 'Fractions 500 off');
    ctx().clock.advance(1000);
    await quiz(user.id, 'Volcanoes');
    const titles = async (q: string) =>
      ((await call('GET', `/api/quizzes?${q}`, cookie)).json() as Titled[]).map((r) => r.title);
    expect(await titles('search=50%25')).toEqual(['Fractions 50% off']);
    expect(await titles('search=VOLC')).toEqual(['Volcanoes']);
    expect(await titles('search=%20fractions%20')).toEqual([
      'Fractions 500 off',
      'Fractions 50% off',
    ]);
    expect(await titles('search=fractions&limit=1')).toEqual(['Fractions 500 off']);
    expect(await titles('search=nothing')).toEqual([]);
  });

  it('answers 400 with the shared message for a bad limit, cursor or search, 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    await expectPageQueryErrors(call, '/api/quizzes', cookie, [['x', 1]]);
  });

  it("never shows another teacher's quizzes, whatever the cursor", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    await quiz(a.user.id, 'Mine');
    await quiz(a.user.id, 'Mine too');
    await quiz(b.user.id, 'Theirs');
    const res = await call('GET', '/api/quizzes?limit=1', a.cookie);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const other = await call('GET', `/api/quizzes?cursor=${cursor}`, b.cookie);
    expect(other.statusCode).toBe(200);
    for (const q of other.json() as Titled[]) expect(q.title).toBe('Theirs');
    const mine = await followPages<Titled>(call, '/api/quizzes?limit=1', a.cookie);
    expect(mine.flat().map((q) => q.title)).toEqual(['Mine too', 'Mine']);
  });
});
