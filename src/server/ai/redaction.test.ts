import { describe, expect, it } from 'vitest';
import { createRedactor, restoreDeep, restoreStream } from './redaction';

const roster = [
  {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@school.example',
    parentEmail: 'lee.family@example.com',
  },
  { firstName: 'José', lastName: 'Núñez', email: null, parentEmail: null },
];

describe('redaction', () => {
  const r = createRedactor(roster);

  it('replaces full names, first and last names and emails, whole words only', () => {
    const text =
      'Ann Lee and ann wrote to lee.family@example.com; José Núñez joined. Annual report by Leeds. ann.lee@school.example';
    const out = r.redact(text);
    expect(out).toBe(
      '[STUDENT_1] and [STUDENT_1_FIRST] wrote to [PARENT_EMAIL_1]; [STUDENT_2] joined. Annual report by Leeds. [EMAIL_1]',
    );
    expect(out).not.toMatch(/Ann |José|Núñez|@/);
    expect(r.restore(out)).toBe(text.replace('and ann wrote', 'and Ann wrote'));
  });

  it('restores inside structured answers and split streams', async () => {
    expect(restoreDeep({ a: ['Dear [STUDENT_2_FIRST],'], n: 3 }, r)).toEqual({
      a: ['Dear José,'],
      n: 3,
    });
    async function* chunks() {
      yield 'Hello [STU';
      yield 'DENT_1], and [EMAIL';
      yield '_1] too [unrelated';
      yield ']';
    }
    const parts: string[] = [];
    for await (const p of restoreStream(chunks(), r)) parts.push(p);
    expect(parts.join('')).toBe('Hello Ann Lee, and ann.lee@school.example too [unrelated]');
  });

  it('leaves text alone without a roster', () => {
    const none = createRedactor([]);
    expect(none.redact('Ann Lee')).toBe('Ann Lee');
    expect(none.restore('[STUDENT_1]')).toBe('[STUDENT_1]');
  });
});
