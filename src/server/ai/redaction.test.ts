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

  it('catches the ways a name is typed: curly apostrophes, decomposed accents, spaces for hyphens', () => {
    const typed = createRedactor([
      { firstName: 'Mary-Jane', lastName: "O'Brien", email: null, parentEmail: null },
      { firstName: 'Zoë', lastName: 'Ngô', email: null, parentEmail: null },
      { firstName: 'Siobhán', lastName: 'Nic Dhómhnaill', email: null, parentEmail: null },
    ]);
    const cases: [string, string][] = [
      ['Mary Jane O’Brien was late', '[STUDENT_1] was late'],
      ['MARY–JANE oʼbrien', '[STUDENT_1]'],
      ['Mary  Jane wrote', '[STUDENT_1_FIRST] wrote'],
      ['Zoë Ngô and Zoe', '[STUDENT_2] and [STUDENT_2_FIRST]'],
      ['Zoe Ngo', '[STUDENT_2]'],
      ['Siobhán Nic-Dhómhnaill', '[STUDENT_3]'],
      ['Ms Nic Dhómhnaill called', 'Ms [STUDENT_3_LAST] called'],
    ];
    for (const [text, expected] of cases) expect(typed.redact(text), text).toBe(expected);
    // Restored as the roster spells the name.
    expect(typed.restore('[STUDENT_1] and [STUDENT_2_FIRST]')).toBe("Mary-Jane O'Brien and Zoë");
    // Still whole words: a combining mark does not make a longer name match a shorter one.
    expect(typed.redact('Zoey and Maryjane')).toBe('Zoey and Maryjane');
  });

  it('leaves text alone without a roster', () => {
    const none = createRedactor([]);
    expect(none.redact('Ann Lee')).toBe('Ann Lee');
    expect(none.restore('[STUDENT_1]')).toBe('[STUDENT_1]');
  });
});
