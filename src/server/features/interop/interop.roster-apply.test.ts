import { describe, expect, it } from 'vitest';
import { applyRoster, type RosterWriter } from './interop.roster-apply';
import type { RosterPlan } from './interop.rules';

const values = (i: number) => ({
  firstName: `Zoë ${i}`,
  lastName: 'O’Neil',
  email: null,
  grade: '5',
  parentEmail: null,
  notes: '',
});

/** 1,000 new students and a class of all of them; the writer fails where told. */
function setup(failOnStudentBatch?: number) {
  const calls = { students: [] as number[], undone: { students: [] as number[], classes: 0 } };
  let next = 1;
  const writer: RosterWriter = {
    students: {
      importSourced: async (_owner, rows) => {
        calls.students.push(rows.length);
        if (calls.students.length === failOnStudentBatch) throw new Error('refused');
        return new Map(rows.map((r) => [r.sourcedId, next++]));
      },
      undoSourced: async (_owner, undo) => {
        calls.undone.students = [...undo.created];
      },
    },
    classes: {
      importSourced: async (_owner, rows, created = new Map()) => {
        for (const r of rows) created.set(r.sourcedId, 9000);
        return created;
      },
      undoSourced: async (_owner, undo) => {
        calls.undone.classes = undo.created.length;
      },
    },
  };
  const plan = {
    studentInserts: Array.from({ length: 1000 }, (_, i) => ({
      sourcedId: `s-${i}`,
      values: values(i),
    })),
    studentUpdates: [],
    classInserts: [
      {
        sourcedId: 'c-1',
        values: { name: 'Period 3', subject: null, grade: '5' },
        members: Array.from({ length: 1000 }, (_, i) => `s-${i}`),
      },
    ],
    classUpdates: [],
    linkedIds: new Map(),
  } as unknown as RosterPlan;
  return { writer, plan, calls };
}

const before = { students: [], classes: [], seats: new Map() };

describe('applyRoster', () => {
  it('writes students in batches of the given size', async () => {
    const { writer, plan, calls } = setup();
    await applyRoster(1, plan, before, writer, 300);
    expect(calls.students).toEqual([300, 300, 300, 100]);
  });

  it('undoes the batches already written when a later one fails, and rethrows', async () => {
    const { writer, plan, calls } = setup(3);
    await expect(applyRoster(1, plan, before, writer, 300)).rejects.toThrow('refused');
    expect(calls.undone.students).toHaveLength(600);
    expect(new Set(calls.undone.students).size).toBe(600);
    expect(calls.undone.classes).toBe(0);
  });
});
