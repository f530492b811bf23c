import { describe, expect, it } from 'vitest';
import { caller, signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const call = caller(ctx);

const lessons = [
  { title: 'Ratios and unit rates', subject: 'Mathematics', grade: '7' },
  { title: 'Cells and organelles', subject: 'Science', grade: '7' },
  { title: 'Ratios with tape diagrams', subject: 'Mathematics', grade: '6' },
  { title: 'Counting to 20', subject: 'Mathematics', grade: 'K' },
];

async function teacherWithLessons() {
  const { cookie } = await signUp(ctx().app);
  for (const lesson of lessons) await call('POST', '/api/lessons', cookie, lesson);
  const search = async (text: string) => {
    const res = await call('GET', `/api/lessons?search=${encodeURIComponent(text)}`, cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { title: string }[]).map((l) => l.title).sort();
  };
  return { cookie, search };
}

describe('GET /api/lessons?search= understands a grade', () => {
  it('"grade 7" finds the grade 7 lessons, as "7" does', async () => {
    const { search } = await teacherWithLessons();
    const seventh = ['Cells and organelles', 'Ratios and unit rates'];
    expect(await search('7')).toEqual(seventh);
    expect(await search('grade 7')).toEqual(seventh);
    expect(await search('7th grade')).toEqual(seventh);
    expect(await search('Kindergarten')).toEqual(['Counting to 20']);
  });

  it('narrows by the other words, and plain text still matches as a substring', async () => {
    const { search } = await teacherWithLessons();
    expect(await search('ratios grade 7')).toEqual(['Ratios and unit rates']);
    expect(await search('ratios')).toEqual(['Ratios and unit rates', 'Ratios with tape diagrams']);
    expect(await search('grade 9')).toEqual([]);
  });

  it("never finds another teacher's lessons", async () => {
    await teacherWithLessons();
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/lessons?search=grade%207', cookie);
    expect(res.json()).toEqual([]);
  });
});
