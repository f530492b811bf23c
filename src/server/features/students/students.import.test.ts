import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES as M } from '../../../contracts/students.contract';
import { parseCsv } from './students.csv';
import { checkRows, exportRows, mapHeader, normalizeGrade, splitFullName } from './students.import';

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
