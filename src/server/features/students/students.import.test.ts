import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import {
  STUDENT_LIMITS,
  STUDENT_MESSAGES as M,
  STUDENT_ERRORS,
} from '../../../contracts/students.contract';
import { AppError } from '../../platform/http/app-error';
import { createWorkerPool, workerTask } from '../../platform/workers/worker-pool';
import type { gated } from '../../platform/workers/worker-pool.fixture';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { CsvSyntaxError, parseCsv } from '../../platform/csv/csv-read';
import {
  checkRows,
  csvReader,
  exportRows,
  mapHeader,
  normalizeGrade,
  OFF_THREAD_CSV_CHARS,
  splitFullName,
} from './students.import';

function check(text: string, existing: string[] = []) {
  const [header, ...body] = parseCsv(text);
  return checkRows(body, mapHeader(header!.cells)!, new Set(existing));
}

describe('mapHeader', () => {
  it('matches common spellings of each column, ignoring case and punctuation', () => {
    const h = mapHeader([
      'First Name',
      'last_name',
      'E-mail',
      'Grade Level',
      "Parent's Email",
      'Notes',
      'Locker',
    ]);
    expect(h?.columns).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      grade: 3,
      parentEmail: 4,
      notes: 5,
    });
    expect(h?.ignored).toEqual(['Locker']);
  });

  it('accepts a single full-name column', () => {
    expect(mapHeader(['Student Name', 'Grade'])?.columns).toEqual({ fullName: 0, grade: 1 });
  });

  it('is not a header without a name column (a data row pasted first)', () => {
    expect(mapHeader(['Ada', 'Lovelace', 'ada@example.com'])).toBeUndefined();
    expect(mapHeader(['First Name', 'Email'])).toBeUndefined();
  });
});

describe('normalizeGrade and splitFullName', () => {
  it.each([
    ['K', 'K'],
    ['kindergarten', 'K'],
    ['7', '7'],
    ['07', '7'],
    ['Grade 12', '12'],
    ['3rd', '3'],
    ['13', '13'],
    ['seven', 'seven'],
  ])('grade %j -> %j', (raw, out) => expect(normalizeGrade(raw)).toBe(out));

  it('splits full names on the last space or a "Last, First" comma', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName(' Mary  Ann Smith ')).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
    expect(splitFullName('Smith, Mary')).toEqual({ firstName: 'Mary', lastName: 'Smith' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('checkRows', () => {
  it('accepts valid rows and keeps the parsed values', () => {
    const [row] = check(
      'First Name,Last Name,Email,Grade,Parent Email\nAda,Lovelace,ADA@x.org,kindergarten,\n',
    );
    expect(row).toMatchObject({
      line: 2,
      firstName: 'Ada',
      grade: 'K',
      email: 'ADA@x.org',
      parentEmail: null,
      errors: [],
    });
    expect(row?.value).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      grade: 'K',
      notes: '',
    });
  });

  it('lists every problem of a row', () => {
    const [row] = check(
      'First Name,Last Name,Email,Grade,Parent Email\n, ,not-an-email,14,also-bad\n',
    );
    expect(row?.errors).toEqual([
      M.firstNameRequired,
      M.lastNameRequired,
      M.invalidEmail,
      M.gradeInvalid,
      M.invalidParentEmail,
    ]);
    expect(row?.value).toBeUndefined();
  });

  it('flags an email repeated in the file (case-insensitive) with the first line, and one already in the class', () => {
    const rows = check(
      'First,Last,Email,Grade\nA,One,a@x.org,1\nB,Two,A@X.org,1\nC,Three,taken@x.org,2\n',
      ['taken@x.org'],
    );
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      [M.rowDuplicateInFile(2)],
      [M.rowDuplicateExisting],
    ]);
  });

  it('reads a quoted-comma full name and un-escapes exported formula cells', () => {
    const [row] = check(`Name,Grade,Notes\n"Lovelace, Ada",5,'=1+1\n`);
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      notes: '=1+1',
      errors: [],
    });
  });
});

describe('exportRows', () => {
  it('writes the header the importer reads back', () => {
    const rows = exportRows([
      { firstName: 'A', lastName: 'B', email: null, grade: 'K', parentEmail: 'p@x.org', notes: '' },
    ]);
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Email', 'Grade', 'Parent Email', 'Notes'],
      ['A', 'B', '', 'K', 'p@x.org', ''],
    ]);
    expect(mapHeader(rows[0]!)?.ignored).toEqual([]);
  });
});

const HEADER = 'First Name,Last Name,Email,Grade,Parent Email';
/** A valid file of at least `chars` characters (rows of one student each, unique emails). */
function bigCsv(chars: number) {
  const rows = [HEADER];
  for (let i = 0, length = HEADER.length; length < chars; i += 1) {
    const row = `Student${i},${'x'.repeat(300)},s${i}@example.com,5,`;
    rows.push(row);
    length += row.length + 1;
  }
  return rows.join('\n');
}
const GATE_TASK = workerTask<typeof gated>(
  new URL('../../platform/workers/worker-pool.fixture.ts', import.meta.url),
  'gated',
);

describe('csvReader', () => {
  const pool = createWorkerPool({ size: 1 });
  afterAll(() => pool.close());
  const started: string[] = [];
  pool.on('start', (task) => started.push(task.name));

  it('reads a class-sized file inline and a large one on a worker thread, with the same result', async () => {
    const read = csvReader(pool);
    const small = `${HEADER}\nAda,Lovelace,ada@example.com,7,`;
    expect(await read(small)).toEqual(parseCsv(small));
    expect(started).toEqual([]);
    const large = bigCsv(OFF_THREAD_CSV_CHARS + 1);
    expect(await read(large)).toEqual(parseCsv(large));
    expect(started).toEqual(['readCsv']);
  });

  it('reports an unclosed quote in a large file with its line, as parseCsv does', async () => {
    const large = `${bigCsv(OFF_THREAD_CSV_CHARS)}\n"Open,${'"'.repeat(1000)}`;
    const line = large.split('\n').length;
    await expect(csvReader(pool)(large)).rejects.toEqual(new CsvSyntaxError(line));
  });

  it('answers 422 when reading runs past its budget (the thread is stopped)', async () => {
    const cold = createWorkerPool({ size: 1 });
    try {
      const error = await csvReader(cold, 1)(bigCsv(STUDENT_LIMITS.csvChars)).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject(STUDENT_ERRORS.csv_too_complex);
    } finally {
      await cold.close();
    }
  });

  it('answers 503 with a retry delay when every thread and queue place is taken', async () => {
    const full = createWorkerPool({ size: 1, maxQueued: 0 });
    const gate = new SharedArrayBuffer(4);
    try {
      const busy = once(full, 'start');
      const holding = full.run(GATE_TASK, { gate }, { budgetMs: 30_000 });
      await busy;
      const error = await csvReader(full)(bigCsv(OFF_THREAD_CSV_CHARS + 1)).catch((e) => e);
      expect(error).toMatchObject({ ...STUDENT_ERRORS.csv_busy, extra: { retryAfterSeconds: 5 } });
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
      expect(await holding).toBe('released');
    } finally {
      await full.close();
    }
  });
});

/**
 * Hostile files at the size limit through the routes: a cell of quotes held the server for over
 * two minutes before; now reading is linear and runs on a worker thread under CSV_BUDGET_MS,
 * so a 200 here is an answer within that budget (past it the route answers 422).
 */
describe('POST /api/students/import(/preview) with hostile files at the size limit', () => {
  const workers = createWorkerPool({ size: 1 });
  const ctx = useTestApp({ deps: { workers } });
  afterAll(() => workers.close());
  const threads: string[] = [];
  workers.on('start', (task) => threads.push(task.name));
  const LIMIT = STUDENT_LIMITS.csvChars;
  const call = caller(ctx);
  const post = (url: string, cookie: string, csv: string) => call('POST', url, cookie, { csv });

  it('previews a name of quotes as a row with an error, read on a thread, and imports nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const prefix = `Name,Email\nAda `;
    const csv = `${prefix}${'"'.repeat(LIMIT - prefix.length - 1)},`;
    expect(csv).toHaveLength(LIMIT);
    threads.length = 0;
    const res = await post('/api/students/import/preview', cookie, csv);
    expect(res.statusCode).toBe(200);
    expect(threads).toEqual(['readCsv']);
    const body = res.json();
    expect(body).toMatchObject({ validCount: 0, errorCount: 1 });
    expect(body.rows[0].errors).toEqual([M.nameTooLong, M.gradeInvalid]);
    expect(body.rows[0].firstName).toBe('Ada');
    expect(body.rows[0].lastName).toHaveLength(LIMIT - prefix.length - 1);
    const saved = await post('/api/students/import', cookie, csv);
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toEqual({ message: M.csvHasErrors, code: 'students.csv_has_errors' });
  });

  it('answers 400 for a quote left open across the whole file', async () => {
    const { cookie } = await signUp(ctx().app);
    const csv = `Name\n"${'""'.repeat((LIMIT - 6) / 2 - 1)}\n`;
    const res = await post('/api/students/import/preview', cookie, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.csvUnclosedQuote(2), code: 'students.csv_syntax' });
  });

  it('answers 413 for a flood of short rows, and for one character past the limit', async () => {
    const { cookie } = await signUp(ctx().app);
    const rows = `Name\n${'A\n'.repeat((LIMIT - 5) / 2 - 1)}`;
    const many = await post('/api/students/import/preview', cookie, rows);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(M.csvTooLarge);
    const over = await post('/api/students/import', cookie, `Name\n${'a'.repeat(LIMIT)}`);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(M.csvTooLarge);
  });

  it('answers 200 for a file of blank lines and delimiters under a header with one student', async () => {
    const { cookie } = await signUp(ctx().app);
    const filler = ',\r\n'.repeat(Math.floor((LIMIT - 40) / 3));
    const res = await post('/api/students/import/preview', cookie, `Name\r\n${filler}Ada Lovelace`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { line: number; firstName: string }) => r.firstName)).toEqual([
      'Ada',
    ]);
  });
});
