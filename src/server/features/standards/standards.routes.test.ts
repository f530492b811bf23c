import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../../../contracts/common';
import { STANDARDS_MESSAGES, type Standard } from '../../../contracts/standards.contract';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

const get = async (query: string, cookie: string) => {
  const res = await call('GET', `/api/standards?${query}`, cookie);
  return { res, body: res.json() as Standard[] };
};

describe('GET /api/standards (issue 34 item 2)', () => {
  it('answers standards with every field, filtered by subject and grade', async () => {
    const { cookie } = await signUp(ctx().app);
    const { res, body } = await get('subject=Mathematics&grade=4&q=4.NF.B.3', cookie);
    expect(res.statusCode).toBe(200);
    expect(body[0]).toEqual({
      code: '4.NF.B.3',
      description: 'Understand a fraction a/b with a > 1 as a sum of fractions 1/b.',
      subject: 'Mathematics',
      grades: ['4'],
      domain: 'Number and Operations - Fractions',
      cluster:
        'Build fractions from unit fractions by applying and extending previous understandings of operations on whole numbers.',
    });
    const science = await get('subject=Science&grade=5&q=5-PS1-1', cookie);
    expect(science.body.map((s) => s.code)).toEqual(['5-PS1-1']);
    const english = await get('subject=English&grade=3&q=rl.3.1', cookie);
    expect(english.body[0]?.code).toBe('RL.3.1');
    // The long CCSS form finds the same standard.
    const long = await get('q=CCSS.MATH.CONTENT.4.NF.B.3', cookie);
    expect(long.body[0]?.code).toBe('4.NF.B.3');
    // Words, the last as typed so far; only the subject and grade asked for.
    const words = await get('subject=Mathematics&grade=4&q=like%20denominat', cookie);
    expect(words.body.map((s) => s.code)).toContain('4.NF.B.3c');
    expect(words.body.every((s) => s.grades.includes('4') && s.subject === 'Mathematics')).toBe(
      true,
    );
    // A subject the data does not cover, or words nothing holds: an empty list, not an error.
    expect((await get('subject=History', cookie)).body).toEqual([]);
    expect((await get('q=zzzzqqq', cookie)).body).toEqual([]);
  });

  it('pages with X-Next-Cursor and Link until the last page', async () => {
    const { cookie } = await signUp(ctx().app);
    const all = (await get('subject=Science&grade=5&limit=200', cookie)).body;
    expect(all.length).toBe(16); // 13 grade-5 expectations and the three 3-5 engineering ones
    const seen: Standard[] = [];
    let url = 'subject=Science&grade=5&limit=7';
    for (;;) {
      const { res, body } = await get(url, cookie);
      seen.push(...body);
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!next) {
        expect(res.headers.link).toBeUndefined();
        break;
      }
      expect(res.headers.link).toContain(`cursor=${next}`);
      url = `subject=Science&grade=5&limit=7&cursor=${next}`;
    }
    expect(seen.map((s) => s.code)).toEqual(all.map((s) => s.code));
    // The default page is 20.
    expect((await get('subject=Mathematics', cookie)).body).toHaveLength(20);
  });

  it('answers 400 with a clear message for bad input, never a 500', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const [query, message] of [
      ['subject=Astrology', STANDARDS_MESSAGES.subjectInvalid],
      ['subject=', STANDARDS_MESSAGES.subjectInvalid],
      ['grade=13', STANDARDS_MESSAGES.gradeInvalid],
      ['grade=k', STANDARDS_MESSAGES.gradeInvalid],
      [`q=${'a'.repeat(201)}`, STANDARDS_MESSAGES.queryInvalid],
      ['limit=0', PAGE_MESSAGES.limitInvalid],
      ['limit=201', PAGE_MESSAGES.limitInvalid],
      ['limit=abc', PAGE_MESSAGES.limitInvalid],
      ['cursor=-1', PAGE_MESSAGES.cursorInvalid],
      ['cursor=abc', PAGE_MESSAGES.cursorInvalid],
      ['cursor=1234567', PAGE_MESSAGES.cursorInvalid],
    ]) {
      const { res } = await get(query!, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // NUL bytes are refused by the text guard (the route sweep adds lone surrogates).
    expect((await get('q=4.NF%00', cookie)).res.statusCode).toBe(400);
    expect((await get('subject=Science%00', cookie)).res.statusCode).toBe(400);
    // Repeated parameters and a cursor past the end are not errors.
    expect((await get('cursor=999999', cookie)).body).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    const res = await call('GET', '/api/standards?subject=Mathematics');
    expect(res.statusCode).toBe(401);
  });
});
