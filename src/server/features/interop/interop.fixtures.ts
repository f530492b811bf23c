import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';

/**
 * Files the tests write themselves: a sheet laid out like Kahoot's published quiz template
 * (title and instruction rows, the header, numbered question rows), and OneRoster 1.2 CSV bundles.
 * Test-only (imported by *.test.ts and the browser journey).
 */
export type KahootRow = [
  question: string,
  a1: string,
  a2: string,
  a3: string,
  a4: string,
  time: number | string,
  correct: number | string,
];

export const KAHOOT_HEADER = [
  '',
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];

/** Row 8 is the header, as in Kahoot's template; the questions start on row 9. */
export async function kahootSheet(rows: KahootRow[]): Promise<Buffer> {
  const cell = (value: string | number) => (value === '' ? null : { value });
  const data = [
    [cell('Quiz template')],
    [
      cell(
        'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one). Have fun creating your awesome quiz!',
      ),
    ],
    [
      cell(
        'Remember: questions have a limit of 120 characters and answers can have 75 characters max. Text will turn red in Excel or Google Docs if you exceed this limit. If several answers are correct, separate them with a comma.',
      ),
    ],
    [],
    [],
    [],
    [],
    KAHOOT_HEADER.map(cell),
    ...rows.map((r, i) => [cell(i + 1), ...r.map(cell)]),
  ];
  return writeXlsxFile(data).toBuffer();
}

const csv = (rows: string[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n') + '\r\n';

export interface RosterFixture {
  users: {
    sourcedId: string;
    givenName: string;
    familyName: string;
    email?: string;
    grades?: string;
    role?: string;
    status?: string;
  }[];
  classes: {
    sourcedId: string;
    title: string;
    grades?: string;
    subjects?: string;
    status?: string;
    classCode?: string;
    periods?: string;
  }[];
  enrollments: { classSourcedId: string; userSourcedId: string; role: string; status?: string }[];
}

/** The three files with OneRoster 1.2's column order (columns Chalkwise ignores left blank). */
export function rosterFiles(r: RosterFixture): Record<string, string> {
  return {
    'users.csv': csv([
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'enabledUser',
        'username',
        'userIds',
        'givenName',
        'familyName',
        'middleName',
        'identifier',
        'email',
        'sms',
        'phone',
        'agentSourcedIds',
        'grades',
        'password',
        'userMasterIdentifier',
        'resourceSourcedIds',
        'preferredGivenName',
        'preferredMiddleName',
        'preferredFamilyName',
        'primaryOrg',
        'pronouns',
      ],
      ...r.users.map((u) => [
        u.sourcedId,
        u.status ?? 'active',
        '2026-08-01T00:00:00Z',
        'true',
        u.email ?? u.sourcedId,
        '',
        u.givenName,
        u.familyName,
        '',
        '',
        u.email ?? '',
        '',
        '',
        '',
        u.grades ?? '',
        '',
        '',
        '',
        '',
        '',
        '',
        'school-1',
        '',
      ]),
    ]),
    'classes.csv': csv([
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'title',
        'grades',
        'courseSourcedId',
        'classCode',
        'classType',
        'location',
        'schoolSourcedId',
        'termSourcedIds',
        'subjects',
        'subjectCodes',
        'periods',
      ],
      ...r.classes.map((c) => [
        c.sourcedId,
        c.status ?? 'active',
        '2026-08-01T00:00:00Z',
        c.title,
        c.grades ?? '',
        'course-1',
        c.classCode ?? '',
        'scheduled',
        '',
        'school-1',
        'term-1',
        c.subjects ?? '',
        '',
        c.periods ?? '',
      ]),
    ]),
    'enrollments.csv': csv([
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'classSourcedId',
        'schoolSourcedId',
        'userSourcedId',
        'role',
        'primary',
        'beginDate',
        'endDate',
      ],
      ...r.enrollments.map((e, i) => [
        `enr-${i + 1}`,
        e.status ?? 'active',
        '2026-08-01T00:00:00Z',
        e.classSourcedId,
        'school-1',
        e.userSourcedId,
        e.role,
        'false',
        '',
        '',
      ]),
    ]),
  };
}

/** The bundle as an SIS exports it: a zip with manifest.csv beside the files. */
export function rosterZip(r: RosterFixture, omit: string[] = []): Buffer {
  const files = Object.fromEntries(
    Object.entries({
      'manifest.csv': 'propertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.2\r\n',
      ...rosterFiles(r),
    })
      .filter(([name]) => !omit.includes(name))
      .map(([name, text]) => [name, strToU8(text)]),
  );
  return Buffer.from(zipSync(files));
}
