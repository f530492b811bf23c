import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { rosterFiles, rosterZip, type RosterFixture } from './interop.fixtures';

/** OneRoster files that are damaged, ambiguous or not quite what an SIS promised (issues 32, 37). */
const ctx = useTestApp();
const call = caller(ctx);
const PREVIEW = '/api/students/import/oneroster/preview';
const IMPORT = '/api/students/import/oneroster';

const upload = (url: string, cookie: string, file: Uint8Array) =>
  ctx().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/zip', cookie },
    payload: Buffer.from(file),
  });

const CLASS: RosterFixture = {
  users: [
    { sourcedId: 't-1', givenName: 'Grace', familyName: 'Hopper', role: 'teacher' },
    { sourcedId: 's-1', givenName: 'Siobhán', familyName: 'Ó Súilleabháin', grades: '05' },
    { sourcedId: 's-2', givenName: 'Jean-Luc', familyName: 'D’Arcy', grades: '05' },
    { sourcedId: 's-3', givenName: 'Åsa', familyName: 'Ågren', grades: '05' },
  ],
  classes: [{ sourcedId: 'c-1', title: 'Period 3 Math', grades: '05' }],
  enrollments: [
    { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
    { classSourcedId: 'c-1', userSourcedId: 's-1', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-2', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-3', role: 'student' },
  ],
};

/** Every class of the teacher with its members' first names. */
const classes = async (cookie: string) => {
  const list = (await call('GET', '/api/classes?limit=100', cookie)).json() as { id: number }[];
  return Promise.all(
    list.map(async ({ id }) => {
      const c = (await call('GET', `/api/classes/${id}`, cookie)).json();
      return {
        name: c.name as string,
        members: (c.students as { firstName: string }[]).map((s) => s.firstName).sort(),
      };
    }),
  );
};
const studentCount = async (cookie: string) =>
  ((await call('GET', '/api/students?limit=100', cookie)).json() as unknown[]).length;

/**
 * The zip with `file`'s stated uncompressed size set to `size`, in the central directory and
 * (unless `directoryOnly`) in the entry's local header too, as a careless or hostile writer would.
 */
function understate(zip: Uint8Array, file: string, size: number, directoryOnly = false) {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const name = strToU8(file);
  const named = (at: number, nameAt: number) =>
    name.every((b, i) => bytes[at + nameAt + i] === b) &&
    view.getUint16(at + (nameAt === 46 ? 28 : 26), true) === name.length;
  let patched = 0;
  for (let at = 0; at + 46 < bytes.length; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x02014b50 && named(at, 46)) {
      view.setUint32(at + 24, size, true);
      patched++;
    } else if (sig === 0x04034b50 && !directoryOnly && named(at, 30)) {
      view.setUint32(at + 22, size, true);
      patched++;
    }
  }
  expect(patched).toBe(directoryOnly ? 1 : 2);
  return bytes;
}

describe('OneRoster: a damaged zip (issue 37 item 7)', () => {
  it('refuses a zip whose directory understates a file, and changes no class', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await upload(IMPORT, cookie, rosterZip(CLASS))).statusCode).toBe(200);
    const before = await classes(cookie);
    expect(before).toEqual([{ name: 'Period 3 Math', members: ['Jean-Luc', 'Siobhán', 'Åsa'] }]);

    // users.csv cut after the teacher and the first student: read as complete, it took the
    // other two out of the class.
    const users = rosterFiles(CLASS)['users.csv']!;
    const cut = strToU8(users.split('\r\n').slice(0, 3).join('\r\n') + '\r\n').length;
    for (const directoryOnly of [false, true]) {
      const damaged = understate(rosterZip(CLASS), 'users.csv', cut, directoryOnly);
      for (const url of [PREVIEW, IMPORT]) {
        const res = await upload(url, cookie, damaged);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'interop.roster_invalid',
          message:
            'users.csv in the zip is damaged (its size or checksum does not match), so nothing was read. Export the bundle from your SIS again.',
        });
      }
    }
    expect(await classes(cookie)).toEqual(before);
  });

  it('refuses a file whose bytes do not match its CRC-32', async () => {
    const { cookie } = await signUp(ctx().app);
    const files = Object.fromEntries(
      Object.entries(rosterFiles(CLASS)).map(([k, v]) => [k, strToU8(v)]),
    );
    // Stored (not deflated), so one byte of the data can be changed in place.
    const zip = zipSync(files, { level: 0 });
    const at = Buffer.from(zip).indexOf('Siobh');
    zip[at] = 'Z'.charCodeAt(0);
    const res = await upload(IMPORT, cookie, zip);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('users.csv in the zip is damaged');
    expect(await studentCount(cookie)).toBe(0);
  });
});

describe('OneRoster: a sourcedId on two rows (issue 37 item 10)', () => {
  const twice: RosterFixture = {
    ...CLASS,
    users: [
      ...CLASS.users,
      { sourcedId: 's-2', givenName: 'Jean-Marc', familyName: 'D’Arcy-Smith', grades: '06' },
    ],
    classes: [...CLASS.classes, { sourcedId: 'c-1', title: 'Period 4 Math', grades: '05' }],
  };

  it('lists each repeated row in the preview and imports nothing, on a new account', async () => {
    const { cookie } = await signUp(ctx().app);
    const preview = await upload(PREVIEW, cookie, rosterZip(twice));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems).toEqual([
      {
        file: 'classes.csv',
        line: 3,
        message:
          'sourcedId c-1 is also on line 2: nothing can be imported until each sourcedId is on one row.',
      },
      {
        file: 'users.csv',
        line: 6,
        message:
          'sourcedId s-2 is also on line 4: nothing can be imported until each sourcedId is on one row.',
      },
    ]);
    const res = await upload(IMPORT, cookie, rosterZip(twice));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'interop.roster_ambiguous',
      message:
        '2 rows repeat a sourcedId of an earlier row (see the preview), so nothing was imported.',
    });
    expect(await studentCount(cookie)).toBe(0);
    expect(await classes(cookie)).toEqual([]);
  });

  it('overwrites nothing already imported', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await upload(IMPORT, cookie, rosterZip(CLASS))).statusCode).toBe(200);
    const before = await call('GET', '/api/students?limit=100', cookie);
    const res = await upload(IMPORT, cookie, rosterZip({ ...twice, classes: CLASS.classes }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('interop.roster_ambiguous');
    expect((await call('GET', '/api/students?limit=100', cookie)).json()).toEqual(before.json());
  });
});

describe('OneRoster files as schools export them (issue 32 item 11)', () => {
  it('reads a Windows-1252 users.csv, names intact, and says it was converted', async () => {
    const { cookie } = await signUp(ctx().app);
    const files = rosterFiles(CLASS);
    // Excel's "CSV" on Windows: one byte a letter, Å as 0xC5, Ó as 0xD3.
    const cp1252 = Uint8Array.from(files['users.csv']!.replace(/’/g, "'"), (ch) => {
      const code = ch.charCodeAt(0);
      expect(code).toBeLessThan(256);
      return code;
    });
    expect(cp1252).toContain(0xc5);
    const zip = zipSync({
      'users.csv': cp1252,
      'classes.csv': strToU8(files['classes.csv']!),
      'enrollments.csv': strToU8(files['enrollments.csv']!),
    });
    const res = await upload(IMPORT, cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().problems).toEqual([
      {
        file: 'users.csv',
        line: 1,
        message:
          'users.csv was not saved as UTF-8; it was read as Windows-1252 (Excel’s “CSV” on Windows). Check that accented names look right, or save it as “CSV UTF-8” next time.',
      },
    ]);
    const names = (
      (await call('GET', '/api/students?limit=100', cookie)).json() as {
        firstName: string;
        lastName: string;
      }[]
    ).map((s) => `${s.firstName} ${s.lastName}`);
    expect(names.sort()).toEqual(["Jean-Luc D'Arcy", 'Siobhán Ó Súilleabháin', 'Åsa Ågren']);
  });

  it('names same-titled classes by their period, or else their code', async () => {
    const { cookie } = await signUp(ctx().app);
    const roster: RosterFixture = {
      ...CLASS,
      classes: [
        { sourcedId: 'c-1', title: 'Math 7', grades: '05', periods: '1' },
        { sourcedId: 'c-2', title: 'Math 7', grades: '05', periods: '3,4' },
        { sourcedId: 'c-3', title: 'math 7', grades: '05', classCode: 'M7-C' },
        { sourcedId: 'c-4', title: 'Science 7', grades: '05', periods: '2' },
      ],
      enrollments: ['c-1', 'c-2', 'c-3', 'c-4'].flatMap((c, i) => [
        { classSourcedId: c, userSourcedId: 't-1', role: 'teacher' },
        { classSourcedId: c, userSourcedId: `s-${(i % 3) + 1}`, role: 'student' },
      ]),
    };
    const res = await upload(IMPORT, cookie, rosterZip(roster));
    expect(res.statusCode, res.body).toBe(200);
    expect((await classes(cookie)).map((c) => c.name).sort()).toEqual(
      ['math 7 (M7-C)', 'Math 7 (Period 1)', 'Math 7 (Period 3, 4)', 'Science 7'].sort(),
    );
  });

  it('does not create a class whose students were all refused', async () => {
    const { cookie } = await signUp(ctx().app);
    const roster: RosterFixture = {
      ...CLASS,
      users: [
        ...CLASS.users,
        { sourcedId: 's-9', givenName: 'Pre', familyName: 'Schooler', grades: 'PK' },
      ],
      classes: [...CLASS.classes, { sourcedId: 'c-9', title: 'Nursery', grades: '' }],
      enrollments: [
        ...CLASS.enrollments,
        { classSourcedId: 'c-9', userSourcedId: 't-1', role: 'teacher' },
        { classSourcedId: 'c-9', userSourcedId: 's-9', role: 'student' },
      ],
    };
    const res = await upload(IMPORT, cookie, rosterZip(roster));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().problems).toContainEqual({
      file: 'classes.csv',
      line: 3,
      message:
        'Nursery: none of its students could be imported (see the rows above), so the class was not created.',
    });
    expect((await classes(cookie)).map((c) => c.name)).toEqual(['Period 3 Math']);
  });
});
