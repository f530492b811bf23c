import { describe, expect, it } from 'vitest';
import { question } from '../../../contracts/questions.contract';
import { LESSON_STATUSES, SUBJECTS, GRADES } from '../../../contracts/constants';
import { type ResultRow } from '../analytics/analytics.calculations';
import { performancesOf } from '../../testing/analytics-oracles';
import { DAY } from '../../platform/clock';
import { buildDemoClass, prng, WEEK } from './demo.generator';
import { DEMO_LESSONS } from './demo.lessons';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The class's scores as analytics result rows, to check the figures the demo is built for. */
function asRows(c: ReturnType<typeof buildDemoClass>): ResultRow[] {
  return c.scores.map((s, i) => ({
    resultId: i + 1,
    assessmentId: s.assessment + 1,
    assessmentTitle: c.assessments[s.assessment]!.title,
    subject: c.assessments[s.assessment]!.subject,
    type: c.assessments[s.assessment]!.type,
    studentId: s.student + 1,
    score: s.score,
    maxScore: 100,
    percent: s.score,
    needsReview: false,
    submittedAt: s.submittedAt,
  }));
}

function performanceByProfile(c: ReturnType<typeof buildDemoClass>) {
  const students = c.students.map((s, i) => ({ ...s, id: i + 1 }));
  const perfs = performancesOf(students, asRows(c));
  return students.map((s, i) => ({ profile: s.profile, name: s.firstName, ...perfs[i]! }));
}

describe('prng', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = prng(7);
    const b = prng(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(prng(8)()).not.toBe(prng(7)());
  });
});

describe('demo class', () => {
  const c = buildDemoClass(NOW);

  it('is the same class for the same clock and seed', () => {
    expect(buildDemoClass(NOW)).toEqual(c);
    expect(buildDemoClass(NOW, 99).scores).not.toEqual(c.scores);
  });

  it('has about twelve students across grades with example.com emails', () => {
    expect(c.students).toHaveLength(12);
    expect(new Set(c.students.map((s) => s.grade)).size).toBeGreaterThanOrEqual(3);
    expect(c.students.every((s) => GRADES.includes(s.grade as never))).toBe(true);
    expect(c.students.every((s) => /^[a-z]+\.[a-z]+@students\.example\.com$/.test(s.email))).toBe(
      true,
    );
    expect(new Set(c.students.map((s) => s.email)).size).toBe(12);
    // At least one family without an email, so "No Parent Email" has a real case.
    expect(c.students.some((s) => s.parentEmail === null)).toBe(true);
    expect(
      c.students.filter((s) => s.parentEmail).every((s) => s.parentEmail!.endsWith('@example.com')),
    ).toBe(true);
  });

  it('has lessons in several subjects and every status, with plans that fill the duration', () => {
    expect(new Set(c.lessons.map((l) => l.subject)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(c.lessons.map((l) => l.status))).toEqual(new Set(LESSON_STATUSES));
    expect(c.lessons.some((l) => l.aiGenerated)).toBe(true);
    expect(c.lessons.some((l) => !l.aiGenerated)).toBe(true);
    for (const l of DEMO_LESSONS) {
      expect(SUBJECTS).toContain(l.subject);
      expect(l.phases.reduce((t, p) => t + p.minutes, 0)).toBe(l.duration);
    }
    expect(c.lessons[0]!.content.generatedContent).toContain('## Lesson flow');
  });

  it('has assessments whose questions are valid and whose points add up to the max score', () => {
    expect(c.assessments.length).toBeGreaterThanOrEqual(6);
    for (const a of c.assessments) {
      const qs = a.questions.map((q) => question.parse(q));
      expect(qs.reduce((t, q) => t + q.points, 0)).toBe(a.maxScore);
      expect(a.questionCount).toBe(qs.length);
      for (const q of qs) {
        if (q.type === 'multiple_choice') expect(q.choices).toContain(q.answer);
        if (q.type === 'true_false') expect(['true', 'false']).toContain(q.answer);
      }
    }
    expect(new Set(c.assessments.map((a) => a.type)).size).toBeGreaterThanOrEqual(4);
  });

  it('spreads submissions over the past eight weeks, never in the future', () => {
    const times = c.scores.map((s) => s.submittedAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 8 * WEEK - 2 * DAY);
    expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(6 * WEEK);
    for (const s of c.scores) {
      expect(Number.isInteger(s.score)).toBe(true);
      expect(s.score).toBeGreaterThanOrEqual(30);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.submittedAt.getTime()).toBeGreaterThanOrEqual(
        c.assessments[s.assessment]!.givenAt.getTime(),
      );
    }
    // Most students took most assessments; this week's is still coming in.
    expect(c.scores.length).toBeGreaterThan(80);
    const latest = c.assessments.length - 1;
    const thisWeek = c.scores.filter((s) => s.assessment === latest).length;
    expect(thisWeek).toBeGreaterThan(0);
    expect(thisWeek).toBeLessThan(12);
  });

  it.each([1, 2, 3, 2026, 424242])('produces the designed profiles (seed %i)', (seed) => {
    const perf = performanceByProfile(buildDemoClass(NOW, seed));
    const of = (p: string) => perf.filter((s) => s.profile === p);
    for (const s of of('excellent')) expect(s.band).toBe('excellent');
    for (const s of of('support')) expect(s.average!).toBeLessThan(70);
    for (const s of of('improving')) expect(s.trend).toBe('up');
    for (const s of of('declining')) expect(s.trend).toBe('down');
    for (const s of of('steady')) expect(s.average!).toBeGreaterThanOrEqual(74);
  });

  it('gives every chart something to show', () => {
    const perf = performanceByProfile(c);
    const bands = new Set(perf.map((p) => p.band));
    expect(bands).toEqual(new Set(['excellent', 'good', 'fair', 'support']));
    expect(new Set(c.assessments.map((a) => a.subject)).size).toBe(5);
  });
});
