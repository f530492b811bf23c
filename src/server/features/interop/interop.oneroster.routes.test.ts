import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { caller, signUp, UNAUTHORIZED_BODY, useTestApp } from '../../testing/test-app';
import { rosterFiles, rosterZip, type RosterFixture } from './interop.fixtures';

/** OneRoster 1.2 CSV bundles (written by the tests) in as the teacher's students and classes. */
const ctx = useTestApp();
const call = caller(ctx);
const PREVIEW = '/api/students/import/oneroster/preview';
const IMPORT = '/api/students/import/oneroster';

const upload = (url: string, cookie: string | undefined, file: Buffer) =>
  ctx().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/zip', ...(cookie ? { cookie } : {}) },
    payload: file,
  });

const SCHOOL: RosterFixture = {
  users: [
    {
      sourcedId: 't-1',
      givenName: 'Grace',
      familyName: 'Hopper',
      email: 'gh@school.example',
      role: 'teacher',
    },
    {
      sourcedId: 't-2',
      givenName: 'Alan',
      familyName: 'Turing',
      email: 'at@school.example',
      role: 'teacher',
    },
    {
      sourcedId: 's-1',
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada@school.example',
      grades: '05',
    },
    { sourcedId: 's-2', givenName: 'Niels', familyName: 'Bohr', grades: 'KG' },
    {
      sourcedId: 's-3',
      givenName: 'Marie',
      familyName: 'Curie',
      email: 'mc@school.example',
      grades: '',
    },
    { sourcedId: 's-4', givenName: 'Emmy', familyName: 'Noether', grades: 'PK' },
    { sourcedId: 's-5', givenName: 'Other', familyName: 'Pupil', grades: '07' },
  ],
  classes: [
    { sourcedId: 'c-1', title: 'Period 3 Math', grades: '05', subjects: 'Mathematics' },
    { sourcedId: 'c-2', title: 'Science Club', grades: '', subjects: '' },
    { sourcedId: 'c-9', title: 'Turing’s class', grades: '07' },
  ],
  enrollments: [
    { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
    { classSourcedId: 'c-2', userSourcedId: 't-1', role: 'teacher' },
    { classSourcedId: 'c-9', userSourcedId: 't-2', role: 'teacher' },
    { classSourcedId: 'c-1', userSourcedId: 's-1', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-2', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-3', role: 'student' },
    { classSourcedId: 'c-2', userSourcedId: 's-1', role: 'student' },
    { classSourcedId: 'c-2', userSourcedId: 's-4', role: 'student' },
    { classSourcedId: 'c-9', userSourcedId: 's-5', role: 'student' },
  ],
};

const state = async (cookie: string) => {
  const students = (await call('GET', '/api/students?limit=100', cookie)).json() as {
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    grade: string;
    notes: string;
  }[];
  const list = (await call('GET', '/api/classes?limit=100', cookie)).json() as { id: number }[];
  const classes = await Promise.all(
    list.map(async (c) => {
      const detail = (await call('GET', `/api/classes/${c.id}`, cookie)).json();
      return {
        name: detail.name as string,
        subject: detail.subject as string | null,
        grade: detail.grade as string | null,
        members: (detail.students as { firstName: string }[]).map((s) => s.firstName).sort(),
      };
    }),
  );
  return { students, classes };
};

describe('POST /api/students/import/oneroster/preview', () => {
  it('says what would change, by count and class, and lists the rows it cannot take', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await upload(`${PREVIEW}?teacher=t-1`, cookie, rosterZip(SCHOOL));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.students).toEqual({ create: 3, update: 0, unchanged: 0 });
    expect(body.classes).toEqual({ create: 2, update: 0, unchanged: 0 });
    expect(body.classRows).toEqual([
      { sourcedId: 'c-1', name: 'Period 3 Math', action: 'create', students: 3 },
      { sourcedId: 'c-2', name: 'Science Club', action: 'create', students: 1 },
    ]);
    expect(body.membersAdded).toBe(4);
    expect(body.teachers).toEqual([
      { sourcedId: 't-1', name: 'Grace Hopper', classCount: 2 },
      { sourcedId: 't-2', name: 'Alan Turing', classCount: 1 },
    ]);
    // Emmy's grade is pre-K and her only class has none.
    expect(body.problems).toEqual([
      { file: 'users.csv', line: 7, message: expect.stringContaining('Emmy Noether: grade "PK"') },
    ]);
    expect((await state(cookie)).students).toEqual([]);
  });
});

describe('OneRoster: whose classes, when the file names several teachers', () => {
  it('preselects the teacher whose email is the signed-in teacher’s, and imports only theirs', async () => {
    const { cookie } = await signUp(ctx().app, { email: 'GH@School.example' });
    const preview = await upload(PREVIEW, cookie, rosterZip(SCHOOL));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ teacher: 't-1', teacherRequired: false });
    expect(preview.json().classRows.map((c: { sourcedId: string }) => c.sourcedId)).toEqual([
      'c-1',
      'c-2',
    ]);
    const res = await upload(IMPORT, cookie, rosterZip(SCHOOL));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ teacher: 't-1', classes: { create: 2 } });
    expect((await state(cookie)).classes.map((c) => c.name)).toEqual([
      'Period 3 Math',
      'Science Club',
    ]);
  });

  it('asks for a choice when no teacher matches: the preview lists them, the import refuses', async () => {
    const { cookie } = await signUp(ctx().app, { email: 'someone@else.example' });
    const preview = await upload(PREVIEW, cookie, rosterZip(SCHOOL));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      teacher: null,
      teacherRequired: true,
      classRows: [],
      students: { create: 0, update: 0, unchanged: 0 },
      teachers: [
        { sourcedId: 't-1', name: 'Grace Hopper', classCount: 2 },
        { sourcedId: 't-2', name: 'Alan Turing', classCount: 1 },
      ],
    });
    const refused = await upload(IMPORT, cookie, rosterZip(SCHOOL));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'interop.roster_teacher_required',
      message:
        'This file holds the classes of 2 teachers. Choose whose classes to import, or every class in the file.',
    });
    expect(await state(cookie)).toEqual({ students: [], classes: [] });
    // A teacher chosen, or every class on purpose.
    const chosen = await upload(`${PREVIEW}?teacher=t-2`, cookie, rosterZip(SCHOOL));
    expect(chosen.json()).toMatchObject({ teacher: 't-2', teacherRequired: false });
    const all = await upload(`${IMPORT}?teacher=*`, cookie, rosterZip(SCHOOL));
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ teacher: null, classes: { create: 3 } });
  });

  it('needs no choice for a file of one teacher', async () => {
    const { cookie } = await signUp(ctx().app);
    const one = rosterZip({
      ...SCHOOL,
      enrollments: SCHOOL.enrollments.filter((e) => e.userSourcedId !== 't-2'),
    });
    const res = await upload(IMPORT, cookie, one);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ teacher: null, classes: { create: 3 } });
  });
});

describe('POST /api/students/import/oneroster', () => {
  it('creates the students and classes with members in one go, then updates on re-import', async () => {
    const { cookie } = await signUp(ctx().app);
    // A student the teacher typed in before: matched by email and linked, notes kept.
    await call('POST', '/api/students', cookie, {
      firstName: 'Marie',
      lastName: 'Sklodowska',
      email: 'MC@school.example',
      grade: '5',
      notes: 'Allergic to nuts',
    });
    const res = await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(SCHOOL));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      students: { create: 2, update: 1, unchanged: 0 },
      classes: { create: 2, update: 0, unchanged: 0 },
      membersAdded: 4,
    });
    const after = await state(cookie);
    expect(after.students.map((s) => [s.firstName, s.lastName, s.grade, s.email])).toEqual([
      ['Niels', 'Bohr', 'K', null],
      ['Marie', 'Curie', '5', 'mc@school.example'],
      ['Ada', 'Lovelace', '5', 'ada@school.example'],
    ]);
    expect(after.students.find((s) => s.firstName === 'Marie')!.notes).toBe('Allergic to nuts');
    expect(after.classes).toEqual([
      {
        name: 'Period 3 Math',
        subject: 'Mathematics',
        grade: '5',
        members: ['Ada', 'Marie', 'Niels'],
      },
      { name: 'Science Club', subject: null, grade: null, members: ['Ada'] },
    ]);

    // The SIS renames Ada, moves Niels out of Period 3 and renames the class.
    const next: RosterFixture = {
      ...SCHOOL,
      users: SCHOOL.users.map((u) => (u.sourcedId === 's-1' ? { ...u, familyName: 'King' } : u)),
      classes: SCHOOL.classes.map((c) => (c.sourcedId === 'c-1' ? { ...c, title: 'P3 Math' } : c)),
      enrollments: SCHOOL.enrollments.filter(
        (e) => !(e.userSourcedId === 's-2' && e.classSourcedId === 'c-1'),
      ),
    };
    const again = await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(next));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      students: { create: 0, update: 1, unchanged: 1 },
      classes: { create: 0, update: 1, unchanged: 1 },
      membersAdded: 0,
      membersRemoved: 1,
    });
    const last = await state(cookie);
    expect(last.students.map((s) => s.lastName)).toEqual(['Bohr', 'Curie', 'King']);
    expect(last.classes[0]).toMatchObject({ name: 'P3 Math', members: ['Ada', 'Marie'] });
    // The same file once more changes nothing.
    const same = await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(next));
    expect(same.json()).toMatchObject({
      students: { create: 0, update: 0, unchanged: 2 },
      classes: { create: 0, update: 0, unchanged: 2 },
    });
  });

  it('enrols existing unchanged students in an existing class and in a new one on re-import', async () => {
    const { cookie } = await signUp(ctx().app);
    await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(SCHOOL));
    // Niels and Marie are unchanged in users.csv; the SIS puts Niels in Science Club too and
    // both in a new class.
    const next: RosterFixture = {
      ...SCHOOL,
      classes: [...SCHOOL.classes, { sourcedId: 'c-3', title: 'Chess', grades: '05' }],
      enrollments: [
        ...SCHOOL.enrollments,
        { classSourcedId: 'c-2', userSourcedId: 's-2', role: 'student' },
        { classSourcedId: 'c-3', userSourcedId: 't-1', role: 'teacher' },
        { classSourcedId: 'c-3', userSourcedId: 's-2', role: 'student' },
        { classSourcedId: 'c-3', userSourcedId: 's-3', role: 'student' },
      ],
    };
    const res = await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(next));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      students: { create: 0, update: 0, unchanged: 3 },
      classes: { create: 1, update: 1, unchanged: 1 },
      membersAdded: 3,
      membersRemoved: 0,
    });
    const { classes } = await state(cookie);
    expect(classes.map((c) => [c.name, c.members])).toEqual([
      ['Chess', ['Marie', 'Niels']],
      ['Period 3 Math', ['Ada', 'Marie', 'Niels']],
      ['Science Club', ['Ada', 'Niels']],
    ]);
    // The report matched what was written: the same file again adds nobody.
    const same = await upload(`${IMPORT}?teacher=t-1`, cookie, rosterZip(next));
    expect(same.json()).toMatchObject({ membersAdded: 0, classes: { update: 0, unchanged: 3 } });
  });

  it('only ever writes the caller’s rows: another teacher’s class of the same sourcedId stays theirs', async () => {
    const owner = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    await upload(`${IMPORT}?teacher=t-1`, owner.cookie, rosterZip(SCHOOL));
    const before = await state(owner.cookie);
    const mine = await upload(`${IMPORT}?teacher=*`, other.cookie, rosterZip(SCHOOL));
    expect(mine.statusCode, mine.body).toBe(200);
    // Every class of the file, chosen explicitly: all new for this teacher.
    expect(mine.json().classes).toEqual({ create: 3, update: 0, unchanged: 0 });
    expect(await state(owner.cookie)).toEqual(before);
    expect((await state(other.cookie)).classes.map((c) => c.name)).toEqual([
      'Period 3 Math',
      'Science Club',
      'Turing’s class',
    ]);
  });

  it('is all or nothing: a class the database refuses leaves no student saved either', async () => {
    const { cookie } = await signUp(ctx().app);
    // Students are written first; this makes the class write after them fail.
    await ctx().db.db.execute(sql`
      create function refuse_explode() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explode' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await ctx().db.db.execute(
      sql`create trigger refuse_explode before insert on classes for each row execute function refuse_explode()`,
    );
    try {
      const file = rosterZip({
        ...SCHOOL,
        classes: SCHOOL.classes.map((c) =>
          c.sourcedId === 'c-2' ? { ...c, title: 'Explode' } : c,
        ),
      });
      const res = await upload(`${IMPORT}?teacher=t-1`, cookie, file);
      expect(res.statusCode).toBe(500);
      expect(await state(cookie)).toEqual({ students: [], classes: [] });
    } finally {
      await ctx().db.db.execute(sql`drop trigger refuse_explode on classes`);
      await ctx().db.db.execute(sql`drop function refuse_explode()`);
    }
  });

  it('refuses a broken bundle with a clear 400 and saves nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const cases: [Buffer, string][] = [
      [rosterZip(SCHOOL, ['enrollments.csv']), 'The OneRoster bundle has no enrollments.csv.'],
      [Buffer.from('not a zip at all'), 'This file is not a zip of OneRoster CSV files.'],
      [
        Buffer.from(
          zipSync({
            ...filesAsBytes(),
            'users.csv': strToU8('sourcedId,givenName\r\ns-1,Ada\r\n'),
          }),
        ),
        'users.csv has no familyName column.',
      ],
      [
        Buffer.from(
          zipSync({
            ...filesAsBytes(),
            'classes.csv': strToU8('sourcedId,title\r\n"c-1,Math\r\n'),
          }),
        ),
        'classes.csv: a quote opened on line 2 is never closed.',
      ],
      [
        Buffer.from(
          zipSync({ ...filesAsBytes(), 'users.csv': new Uint8Array([0xff, 0xfe, 0x00, 0x41]) }),
        ),
        'users.csv is not a text CSV file.',
      ],
    ];
    for (const [file, message] of cases) {
      const res = await upload(IMPORT, cookie, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknown = await upload(`${IMPORT}?teacher=nobody`, cookie, rosterZip(SCHOOL));
    expect(unknown.json().code).toBe('interop.roster_teacher_unknown');
    expect(await state(cookie)).toEqual({ students: [], classes: [] });
  });

  it('refuses a delta bundle (changes only) named so by its manifest, and saves nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const manifest = (users: string) =>
      strToU8(
        [
          'propertyName,value',
          'manifest.version,1.0',
          'oneroster.version,1.2',
          'file.academicSessions,absent',
          'file.classes,bulk',
          'file.enrollments,bulk',
          `file.users,${users}`,
          '',
        ].join('\r\n'),
      );
    const delta = Buffer.from(zipSync({ ...filesAsBytes(), 'manifest.csv': manifest('delta') }));
    for (const url of [PREVIEW, IMPORT]) {
      const res = await upload(`${url}?teacher=t-1`, cookie, delta);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'interop.roster_delta',
        message: 'This is a delta bundle (changes only); export a bulk bundle from your SIS.',
      });
    }
    expect(await state(cookie)).toEqual({ students: [], classes: [] });
    // A bulk manifest (any case, in a folder like the CSV files) imports as before.
    const bulk = Buffer.from(
      zipSync({
        'export/USERS.csv': filesAsBytes()['users.csv']!,
        'export/classes.csv': filesAsBytes()['classes.csv']!,
        'export/enrollments.csv': filesAsBytes()['enrollments.csv']!,
        'export/Manifest.csv': manifest('Bulk'),
      }),
    );
    const ok = await upload(`${IMPORT}?teacher=t-1`, cookie, bulk);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().classes.create).toBe(2);
  });

  it('refuses too many rows (400), a zip that unpacks too far or an upload past 10 MB (413)', async () => {
    const { cookie } = await signUp(ctx().app);
    const header = rosterFiles(SCHOOL)['users.csv']!.split('\r\n')[0]!;
    const rows = Array.from({ length: 10_001 }, (_, i) => `u${i},active,,,,,A,B`).join('\r\n');
    const many = Buffer.from(
      zipSync({ ...filesAsBytes(), 'users.csv': strToU8(`${header}\r\n${rows}\r\n`) }),
    );
    const tooMany = await upload(IMPORT, cookie, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'users.csv has more than 10,000 rows; import one school or term at a time.',
    );
    // 70 MB of one repeated byte deflates to a few dozen kilobytes.
    const bomb = Buffer.from(
      zipSync({ ...filesAsBytes(), 'users.csv': new Uint8Array(70 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const inflated = await upload(IMPORT, cookie, bomb);
    expect(inflated.statusCode).toBe(413);
    expect(inflated.json().code).toBe('interop.roster_too_large');
    const huge = await upload(IMPORT, cookie, Buffer.alloc(10 * 1024 * 1024 + 1, 7));
    expect(huge.statusCode).toBe(413);
    expect(await state(cookie)).toEqual({ students: [], classes: [] });
  });

  it('answers 400 without a file and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await upload(IMPORT, cookie, Buffer.alloc(0))).json().code).toBe(
      'interop.file_required',
    );
    const out = await upload(IMPORT, undefined, rosterZip(SCHOOL));
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(UNAUTHORIZED_BODY);
  });
});

function filesAsBytes() {
  return Object.fromEntries(Object.entries(rosterFiles(SCHOOL)).map(([k, v]) => [k, strToU8(v)]));
}
