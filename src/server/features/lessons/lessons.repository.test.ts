import { describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/index';
import { useTestDatabase } from '../../testing/test-db';
import { createLessonsRepository } from './lessons.repository';

const now = new Date('2026-09-01T08:00:00Z');
const database = useTestDatabase();
const repo = () => createLessonsRepository(database().db);

let n = 0;
async function seedTeacher() {
  n += 1;
  const [row] = await database()
    .db.insert(users)
    .values({ username: `share_teacher_${n}` })
    .returning({ id: users.id });
  return row!.id;
}
async function seedLesson(ownerId: number, title = 'Fractions') {
  const row = await repo().insert(
    ownerId,
    { title, subject: 'Mathematics', grade: '4', topic: 'Fractions' },
    now,
  );
  return row.id;
}
const tokenOf = async (ownerId: number, id: number) => (await repo().get(ownerId, id))?.shareToken;

describe('share token', () => {
  it('shares with the candidate, keeps it on a second share and finds the lesson by it', async () => {
    const owner = await seedTeacher();
    const id = await seedLesson(owner);
    expect(await tokenOf(owner, id)).toBeNull();
    expect(await repo().ensureShareToken(owner, id, 'tok-first')).toBe('tok-first');
    expect(await repo().ensureShareToken(owner, id, 'tok-second')).toBe('tok-first');
    expect(await tokenOf(owner, id)).toBe('tok-first');
    const found = await repo().findShared('tok-first');
    expect(found).toMatchObject({ id, ownerId: owner, title: 'Fractions' });
    expect(await repo().findShared('tok-second')).toBeUndefined();
  });

  it('concurrent shares of one lesson end with one token', async () => {
    const owner = await seedTeacher();
    const id = await seedLesson(owner);
    const tokens = await Promise.all(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((t) => repo().ensureShareToken(owner, id, t)),
    );
    expect(new Set(tokens).size).toBe(1);
    expect(['c1', 'c2', 'c3', 'c4', 'c5']).toContain(tokens[0]);
    expect(await tokenOf(owner, id)).toBe(tokens[0]);
  });

  it('revoking makes the token find nothing; sharing again gives a new token', async () => {
    const owner = await seedTeacher();
    const id = await seedLesson(owner);
    await repo().ensureShareToken(owner, id, 'tok-revoked');
    expect(await repo().clearShareToken(owner, id)).toBe(true);
    expect(await repo().findShared('tok-revoked')).toBeUndefined();
    expect(await tokenOf(owner, id)).toBeNull();
    expect(await repo().ensureShareToken(owner, id, 'tok-again')).toBe('tok-again');
    expect((await repo().findShared('tok-again'))?.id).toBe(id);
    expect(await repo().findShared('tok-revoked')).toBeUndefined();
  });

  it('never lets another owner share, read the token of or revoke a lesson', async () => {
    const [owner, other] = [await seedTeacher(), await seedTeacher()];
    const id = await seedLesson(owner);
    expect(await repo().ensureShareToken(other, id, 'tok-intruder')).toBeUndefined();
    expect(await tokenOf(owner, id)).toBeNull();
    expect(await repo().findShared('tok-intruder')).toBeUndefined();

    await repo().ensureShareToken(owner, id, 'tok-owner');
    expect(await repo().ensureShareToken(other, id, 'tok-intruder')).toBeUndefined();
    expect(await repo().get(other, id)).toBeUndefined();
    expect(await repo().clearShareToken(other, id)).toBe(false);
    expect((await repo().findShared('tok-owner'))?.id).toBe(id);
  });

  it('each lesson has its own token; a deleted lesson is found by none', async () => {
    const owner = await seedTeacher();
    const [a, b] = [await seedLesson(owner, 'A'), await seedLesson(owner, 'B')];
    await repo().ensureShareToken(owner, a, 'tok-a');
    await repo().ensureShareToken(owner, b, 'tok-b');
    expect((await repo().findShared('tok-a'))?.title).toBe('A');
    expect((await repo().findShared('tok-b'))?.title).toBe('B');
    expect(await repo().remove(owner, a)).toBe(true);
    expect(await repo().findShared('tok-a')).toBeUndefined();
    expect((await repo().findShared('tok-b'))?.title).toBe('B');
  });

  it('an unknown lesson or an empty token finds nothing', async () => {
    const owner = await seedTeacher();
    await seedLesson(owner);
    expect(await repo().ensureShareToken(owner, 2_000_000_000, 'tok-x')).toBeUndefined();
    expect(await repo().clearShareToken(owner, 2_000_000_000)).toBe(false);
    expect(await repo().findShared('')).toBeUndefined();
    expect(await repo().findShared('tok-x')).toBeUndefined();
  });
});
