import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

async function classWithTest() {
  const { user } = await signUp(ctx().app);
  const { students, assessments } = ctx().app.services;
  const kids = [];
  for (const name of ['Ada', 'Ben', 'Cy'])
    kids.push(await students.create(user.id, { firstName: name, lastName: 'Test', grade: '5' }));
  const test = await assessments.create(user.id, {
    title: 'Fractions',
    type: 'quiz',
    subject: 'Mathematics',
    grade: '5',
    maxScore: 20,
  });
  return { user, kids, test };
}

describe('recorded gradebook scores', () => {
  it('keeps each score with its own date, and a regrade keeps the first date', async () => {
    const { user, kids, test } = await classWithTest();
    const { assessments } = ctx().app.services;
    const day = (d: number) => new Date(Date.UTC(2026, 9, d, 9));
    await assessments.recordScores(user.id, test.id, [
      { studentId: kids[0]!.id, score: 18, submittedAt: day(1) },
      { studentId: kids[1]!.id, score: 11, submittedAt: day(2) },
    ]);
    await assessments.recordScore(user.id, {
      assessmentId: test.id,
      studentId: kids[1]!.id,
      score: 13,
      submittedAt: day(9),
    });
    const rows = await assessments.results(user.id);
    expect(rows.map((r) => [r.studentId, r.score, r.percent, r.submittedAt])).toEqual([
      [kids[0]!.id, 18, 90, day(1)],
      [kids[1]!.id, 13, 65, day(2)],
    ]);
    expect((await assessments.stats(user.id)).completed).toBe(2);
  });

  it('refuses a score off the scale or another teacher’s student, and saves none of them', async () => {
    const { user, kids, test } = await classWithTest();
    const other = await classWithTest();
    const { assessments } = ctx().app.services;
    await expect(
      assessments.recordScores(user.id, test.id, [
        { studentId: kids[0]!.id, score: 12 },
        { studentId: kids[1]!.id, score: 21 },
      ]),
    ).rejects.toMatchObject({ code: 'assessments.score_invalid' });
    await expect(
      assessments.recordScores(user.id, test.id, [
        { studentId: kids[0]!.id, score: 12 },
        { studentId: other.kids[0]!.id, score: 12 },
      ]),
    ).rejects.toMatchObject({ code: 'assessments.student_not_found' });
    await expect(
      assessments.recordScores(user.id, other.test.id, [{ studentId: kids[0]!.id, score: 1 }]),
    ).rejects.toMatchObject({ code: 'assessments.not_found' });
    expect(await assessments.results(user.id)).toEqual([]);
    expect(await assessments.results(other.user.id)).toEqual([]);
  });
});
