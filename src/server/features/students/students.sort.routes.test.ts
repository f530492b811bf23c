import { describe, expect, it } from 'vitest';
import { foldName } from '../../platform/db/name-sort';
import { caller, signUp, useTestApp } from '../../testing/test-app';

/**
 * Issue 32 item 12: the roster comes back in the order a person reads it, the same order as the
 * seat chart's "Seat everyone: Alphabetical" (Intl.Collator, base sensitivity), page by page.
 */
const ctx = useTestApp();
const call = caller(ctx);

const NAMES: [string, string][] = [
  ['Zofia', 'Wiśniewski'],
  ['Liam', 'Ó Súilleabháin'],
  ['Pieter', 'van der Berg'],
  ['Astrid', 'Ågren'],
  ['Siobhán', "O'Brien"],
  ['Ana', 'Obi'],
  ['Émile', 'Zola'],
  ['ada', 'adams'],
  ['Ben', 'Adams'],
  ['Mia', 'Lee-Smith'],
  ['Chloé', 'Lee'],
  ['Chloe', 'Lee'],
  ['Jörg', 'Straße'],
  ['Hans', 'Strasser'],
  ['Łukasz', 'Łódź'],
  ['Sam', 'Lodge'],
  ['Nils', 'Østergaard'],
  ['Ola', 'Oster'],
  ['Xavier', 'Vance'],
];

/** The seat chart's comparison (seat-order.ts). */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const readOrder = [...NAMES].sort(
  ([af, al], [bf, bl]) => collator.compare(al, bl) || collator.compare(af, bf),
);
const full = ([first, last]: [string, string]) => `${first} ${last}`;

describe('students sort by name as read, on the server (issue 32 item 12)', () => {
  it('lists in the seat chart’s order, and every page of a keyset walk keeps it', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const [firstName, lastName] of NAMES) {
      const res = await call('POST', '/api/students', cookie, { firstName, lastName, grade: '5' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const one = (await call('GET', '/api/students?limit=100', cookie)).json();
    const listed = one.map((s: { firstName: string; lastName: string }) =>
      full([s.firstName, s.lastName]),
    );
    // The namesakes "Chloé Lee" and "Chloe Lee" are equal to the collator: either order.
    const strip = (s: string) => s.replace('Chloé', 'Chloe');
    expect(listed.map(strip)).toEqual(readOrder.map(full).map(strip));
    expect(listed.slice(0, 4)).toEqual(['ada adams', 'Ben Adams', 'Astrid Ågren', 'Chloé Lee']);
    expect(listed.indexOf('Pieter van der Berg')).toBeLessThan(listed.indexOf('Xavier Vance'));
    expect(listed.indexOf('Liam Ó Súilleabháin')).toBeLessThan(listed.indexOf('Zofia Wiśniewski'));
    expect(one[0]).not.toHaveProperty('sortLast');

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/students?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call('GET', url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { firstName: string; lastName: string }[];
      walked.push(...page.map((s) => full([s.firstName, s.lastName])));
      cursor = res.headers['x-next-cursor'] as string | null;
      if (!cursor) break;
    } while (walked.length <= NAMES.length);
    expect(walked).toEqual(listed);
  });

  it('a class lists its students in the same order', async () => {
    const { cookie } = await signUp(ctx().app);
    const ids: number[] = [];
    for (const [firstName, lastName] of NAMES.slice(0, 6)) {
      const res = await call('POST', '/api/students', cookie, { firstName, lastName, grade: '5' });
      ids.push(res.json().id);
    }
    const cls = (
      await call('POST', '/api/classes', cookie, { name: 'Period 1', studentIds: ids })
    ).json();
    expect(cls.students.map((s: { lastName: string }) => s.lastName)).toEqual([
      'Ågren',
      'Ó Súilleabháin', // a space comes before an apostrophe, as for the collator
      "O'Brien",
      'Obi',
      'van der Berg',
      'Wiśniewski',
    ]);
  });

  it('folds accents, case and two-letter spellings as the database does', () => {
    expect(foldName('Ó Súilleabháin')).toBe('o suilleabhain');
    expect(foldName('Straße')).toBe('strasse');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Østergaard')).toBe('ostergaard');
    expect(foldName('ÆSIR')).toBe('aesir');
  });
});
