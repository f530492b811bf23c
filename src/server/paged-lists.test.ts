import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../contracts/common';
import { caller, signUp, useTestApp } from './testing/test-app';
import { followPages } from './testing/paging';

const ctx = useTestApp();
const call = caller(ctx);

/** Every page's rows from `url` on (checks X-Next-Cursor and Link on each). */
const allPages = (url: string, cookie: string) => followPages(call, url, cookie);

const SUBJECTS = ['Mathematics', 'Science', 'History'];

describe('GET /api/lessons (paged)', () => {
  it('pages newest first with a cursor, ties broken by id, no content in rows', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { lessons } = ctx().app.services;
    // Five share one instant (the fake clock stands still), so only the id orders them.
    for (let i = 0; i < 12; i += 1) {
      if (i >= 5) ctx().clock.advance(1000);
      await lessons.create(user.id, {
        title: `Lesson ${i} ${i % 4 === 0 ? '50%_off' : 'plain'}`,
        subject: SUBJECTS[i % 3] as 'Mathematics',
        grade: String((i % 5) + 1) as '1',
        content: { generatedContent: 'x'.repeat(1000) },
        status: i % 2 ? 'published' : 'draft',
      });
    }
    const pages = await allPages('/api/lessons?limit=5', cookie);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    const all = await lessons.list(user.id);
    expect(pages.flat().map((l) => l.id)).toEqual(all.map((l) => l.id));
    expect(pages[0]![0]).not.toHaveProperty('content');

    const first = await call('GET', '/api/lessons', cookie);
    expect(first.json()).toHaveLength(12);
    expect(first.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('searches and filters in SQL: substring, any case, % and _ taken literally', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { lessons } = ctx().app.services;
    await lessons.create(user.id, { title: 'Half 50% off', subject: 'Mathematics', grade: '3' });
    await lessons.create(user.id, { title: 'Half 500 off', subject: 'Science', grade: '3' });
    await lessons.create(user.id, { title: 'Volcanoes', subject: 'Science', grade: '7' });
    const titles = async (q: string) =>
      ((await call('GET', `/api/lessons?${q}`, cookie)).json() as { title: string }[]).map(
        (l) => l.title,
      );
    expect(await titles('search=50%25')).toEqual(['Half 50% off']);
    expect(await titles('search=VOLC')).toEqual(['Volcanoes']);
    expect(await titles('search=scien')).toEqual(['Volcanoes', 'Half 500 off']);
    expect(await titles('search=7')).toEqual(['Volcanoes']);
    expect(await titles('subject=science&search=half')).toEqual(['Half 500 off']);
    expect(await titles('status=published')).toEqual([]);
  });

  it('answers 400 with a message for a bad limit, cursor or filter, and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const [query, message] of [
      ['limit=0', PAGE_MESSAGES.limitInvalid],
      ['limit=201', PAGE_MESSAGES.limitInvalid],
      ['limit=abc', PAGE_MESSAGES.limitInvalid],
      ['limit=1.5', PAGE_MESSAGES.limitInvalid],
      ['cursor=%25%25', PAGE_MESSAGES.cursorInvalid],
      ['cursor=bm90LWpzb24', PAGE_MESSAGES.cursorInvalid],
      [`cursor=${Buffer.from('["x",1]').toString('base64url')}`, PAGE_MESSAGES.cursorInvalid],
      [`cursor=${Buffer.from('[1]').toString('base64url')}`, PAGE_MESSAGES.cursorInvalid],
      [`cursor=${'a'.repeat(500)}`, PAGE_MESSAGES.cursorInvalid],
      [`search=${'a'.repeat(201)}`, PAGE_MESSAGES.searchInvalid],
      ['status=nope', 'Status must be draft, published or archived'],
    ]) {
      const res = await call('GET', `/api/lessons?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // A NUL is refused by the text guard before the list is read.
    expect((await call('GET', '/api/lessons?search=a%00b', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/lessons?limit=5')).statusCode).toBe(401);
  });

  it("never shows another teacher's lessons, whatever the cursor", async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    const { lessons } = ctx().app.services;
    await lessons.create(a.user.id, { title: 'Mine', subject: 'Science', grade: '2' });
    await lessons.create(a.user.id, { title: 'Mine too', subject: 'Science', grade: '2' });
    const res = await call('GET', '/api/lessons?limit=1', a.cookie);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const other = await call('GET', `/api/lessons?cursor=${cursor}`, b.cookie);
    expect(other.json()).toEqual([]);
  });
});

describe('GET /api/students (paged)', () => {
  it('pages by last then first name, searches name and email, filters grade and class', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { students, classes } = ctx().app.services;
    const names = [
      ['Ada', 'Lovelace', '5'],
      ['Alan', 'Turing', '6'],
      ['Grace', 'Hopper', '5'],
      ['Ada', 'Hopper', '6'],
      ['Edsger', 'Dijkstra', '5'],
      ['Barbara', 'Liskov', '6'],
      ['Ada', 'Lovelace', '6'],
    ] as const;
    const made = [];
    for (const [firstName, lastName, grade] of names) {
      made.push(
        await students.create(user.id, {
          firstName,
          lastName,
          grade,
          email: `${firstName}.${lastName}.${made.length}@school.test`.toLowerCase(),
        }),
      );
    }
    const pages = await allPages('/api/students?limit=3', cookie);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((s) => s.id)).toEqual((await students.list(user.id)).map((s) => s.id));

    const ids = async (q: string) =>
      ((await call('GET', `/api/students?${q}`, cookie)).json() as { id: number }[]).map(
        (s) => s.id,
      );
    expect(await ids('search=ADA%20H')).toEqual([made[3]!.id]);
    expect(await ids('search=turing.1@')).toEqual([made[1]!.id]);
    expect(await ids('grade=5&search=ada')).toEqual([made[0]!.id]);

    const cls = await classes.create(user.id, { name: 'Period 1' });
    await classes.addStudents(user.id, cls.id, { studentIds: [made[2]!.id, made[5]!.id] });
    expect(await ids(`classId=${cls.id}`)).toEqual([made[2]!.id, made[5]!.id]);
    const other = await signUp(ctx().app);
    expect((await call('GET', `/api/students?classId=${cls.id}`, other.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/students?grade=13', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/students?classId=-1', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/students')).statusCode).toBe(401);
  });
});

describe('GET /api/assessments (paged)', () => {
  it('pages newest first with the figures of each row, searches and filters type', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const { assessments, students } = ctx().app.services;
    const s1 = await students.create(user.id, { firstName: 'A', lastName: 'B', grade: '5' });
    const s2 = await students.create(user.id, { firstName: 'C', lastName: 'D', grade: '5' });
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      ctx().clock.advance(1000);
      made.push(
        await assessments.create(user.id, {
          title: `Check ${i}`,
          description: i === 2 ? 'About FRACTIONS' : '',
          type: i % 2 ? 'test' : 'quiz',
          subject: 'Mathematics',
          grade: '5',
          maxScore: 50,
        }),
      );
    }
    await assessments.recordScore(user.id, {
      assessmentId: made[4]!.id,
      studentId: s1.id,
      score: 40,
    });
    await assessments.recordScore(user.id, {
      assessmentId: made[4]!.id,
      studentId: s2.id,
      score: 25,
    });
    const pages = await allPages('/api/assessments?limit=2', cookie);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const flat = pages.flat() as unknown as Record<string, unknown>[];
    expect(flat.map((a) => a.id)).toEqual(made.map((a) => a.id).reverse());
    expect(flat[0]).toMatchObject({ submissionCount: 2, averagePercent: 65, needsReviewCount: 0 });
    expect(flat[1]).toMatchObject({ submissionCount: 0, averagePercent: null, unreviewedCount: 0 });
    expect(flat[0]).not.toHaveProperty('questions');

    const titles = async (q: string) =>
      ((await call('GET', `/api/assessments?${q}`, cookie)).json() as { title: string }[]).map(
        (a) => a.title,
      );
    expect(await titles('search=fraction')).toEqual(['Check 2']);
    expect(await titles('type=test')).toEqual(['Check 3', 'Check 1']);
    expect((await call('GET', '/api/assessments?type=essay', cookie)).statusCode).toBe(400);
  });
});
