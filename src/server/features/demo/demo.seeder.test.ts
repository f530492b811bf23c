import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { createDemoSeeder, type DemoAssessmentsApi } from './demo.seeder';

const ctx = useTestApp();

describe('demo seeder undo', () => {
  it('removes every student and lesson it made when a later step fails', async () => {
    const { app, clock } = ctx();
    const { user } = await signUp(app);
    let created = 0;
    const removed: number[] = [];
    const failing: DemoAssessmentsApi = {
      async create() {
        created += 1;
        if (created === 3) throw new Error('disk full');
        return { id: 1000 + created };
      },
      recordScore: async () => undefined,
      remove: async (_owner, id) => {
        removed.push(id);
      },
    };
    const seeder = createDemoSeeder({ ...app.services, assessments: failing, clock });
    await expect(seeder.seed(user.id)).rejects.toThrow('disk full');
    expect(await app.services.students.list(user.id)).toEqual([]);
    expect(await app.services.lessons.list(user.id)).toEqual([]);
    expect(removed.sort()).toEqual([1001, 1002]);
  });
});
