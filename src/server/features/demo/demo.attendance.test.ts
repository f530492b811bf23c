import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { SANDBOX_CLASS } from './demo.generator';

const ctx = useTestApp();

describe('demo attendance', () => {
  it('gives the demo class two seated classes, weeks of attendance and someone chronically absent', async () => {
    const { user } = await signUp(ctx().app);
    const { demo, classes, attendance } = ctx().app.services;
    await demo.seed(user.id);
    const list = await classes.list(user.id);
    expect(list.map((c) => c.name)).toEqual(['Period 1 Science', 'Period 3 Reading Group']);
    const science = await classes.get(user.id, list[0]!.id);
    expect(science.students.every((s) => s.seat !== null)).toBe(true);
    const reading = await classes.get(user.id, list[1]!.id);
    expect(reading.students.filter((s) => s.seat === null)).toHaveLength(1);

    const summary = await attendance.summary(user.id);
    expect(summary.classes[0]!.recordedDays).toBe(15);
    expect(summary.classes[0]!.today).toBeNull();
    expect(summary.chronic.length).toBeGreaterThan(0);
    expect(summary.chronic.length).toBeLessThan(science.students.length / 2);
  });

  it('the guest sandbox gets its classes too', async () => {
    const { user } = await signUp(ctx().app);
    await ctx().app.services.demo.seed(user.id, SANDBOX_CLASS);
    const list = await ctx().app.services.classes.list(user.id);
    expect(list.map((c) => c.studentCount)).toEqual([SANDBOX_CLASS.students, 3]);
  });
});
