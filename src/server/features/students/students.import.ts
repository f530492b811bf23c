import {
  createStudentBody,
  CSV_COLUMNS,
  STUDENT_MESSAGES,
  type CreateStudentBody,
  type ImportRow,
} from '../../../contracts/students.contract';
import { workerTask, WorkerTaskError, type WorkerPool } from '../../platform/workers/worker-pool';
import {
  CsvSyntaxError,
  parseCsv,
  type CsvRecord,
  type readCsv,
} from '../../platform/csv/csv-read';
import { unescapeCell } from '../../platform/csv/csv-write';
import { studentErrors } from './students.errors';

type Field = 'firstName' | 'lastName' | 'fullName' | 'email' | 'grade' | 'parentEmail' | 'notes';

/**
 * Header names teachers' spreadsheets and school systems use, compared after lowercasing and
 * dropping everything but letters ("First Name", "first_name" and "FirstName" are one column).
 */
const HEADER_ALIASES: Record<string, Field> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  name: 'fullName',
  fullname: 'fullName',
  studentname: 'fullName',
  email: 'email',
  emailaddress: 'email',
  studentemail: 'email',
  grade: 'grade',
  gradelevel: 'grade',
  year: 'grade',
  class: 'grade',
  parentemail: 'parentEmail',
  parentsemail: 'parentEmail',
  guardianemail: 'parentEmail',
  parentguardianemail: 'parentEmail',
  notes: 'notes',
  note: 'notes',
  comments: 'notes',
};

export interface HeaderMap {
  columns: Partial<Record<Field, number>>;
  ignored: string[];
}

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/** Which column holds which field; undefined when the row names no name column (not a header). */
export function mapHeader(cells: readonly string[]): HeaderMap | undefined {
  const columns: Partial<Record<Field, number>> = {};
  const ignored: string[] = [];
  cells.forEach((cell, i) => {
    const field = HEADER_ALIASES[headerKey(cell)];
    if (field && columns[field] === undefined) columns[field] = i;
    else if (cell.trim() !== '') ignored.push(cell.trim());
  });
  const hasName =
    columns.fullName !== undefined ||
    (columns.firstName !== undefined && columns.lastName !== undefined);
  return hasName ? { columns, ignored } : undefined;
}

/** "K", "kindergarten", "7", "07", "Grade 7", "7th" -> the contract's grade; anything else as typed. */
export function normalizeGrade(raw: string): string {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/^grade\s*/, '');
  if (v === 'k' || v === 'kg' || v === 'kindergarten') return 'K';
  const m = /^0*(\d{1,2})(st|nd|rd|th)?$/.exec(v);
  return m ? String(Number(m[1])) : raw.trim();
}

/** "Ada Lovelace" -> Ada / Lovelace; "Mary Ann Smith" -> Mary Ann / Smith; "Smith, Mary" -> Mary / Smith. */
export function splitFullName(raw: string): { firstName: string; lastName: string } {
  const v = raw.trim().replace(/\s+/g, ' ');
  const comma = v.indexOf(',');
  if (comma >= 0)
    return { firstName: v.slice(comma + 1).trim(), lastName: v.slice(0, comma).trim() };
  const space = v.lastIndexOf(' ');
  return space < 0
    ? { firstName: v, lastName: '' }
    : { firstName: v.slice(0, space), lastName: v.slice(space + 1) };
}

/** A validated row keeps the parsed values so the import saves exactly what the preview showed. */
export interface CheckedRow extends ImportRow {
  value?: CreateStudentBody;
}

/**
 * Reads the records under the header into rows with every problem listed per row: contract
 * validation (names, emails, grade), the same email twice in the file, or an email already in
 * the class (`existingEmails`, lowercased). Pure, so the preview and the import agree.
 */
export function checkRows(
  records: readonly CsvRecord[],
  header: HeaderMap,
  existingEmails: ReadonlySet<string>,
) {
  const { columns } = header;
  const cell = (r: CsvRecord, f: Field) => {
    const i = columns[f];
    return i === undefined ? '' : unescapeCell(r.cells[i] ?? '').trim();
  };
  const firstLineOfEmail = new Map<string, number>();

  return records.map((r): CheckedRow => {
    const names =
      columns.firstName !== undefined && columns.lastName !== undefined
        ? { firstName: cell(r, 'firstName'), lastName: cell(r, 'lastName') }
        : splitFullName(cell(r, 'fullName'));
    const raw = {
      ...names,
      email: cell(r, 'email'),
      grade: normalizeGrade(cell(r, 'grade')),
      parentEmail: cell(r, 'parentEmail'),
      notes: cell(r, 'notes'),
    };
    const parsed = createStudentBody.safeParse(raw);
    const errors = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];

    const email = raw.email.toLowerCase();
    if (email) {
      const seen = firstLineOfEmail.get(email);
      if (seen !== undefined) errors.push(STUDENT_MESSAGES.rowDuplicateInFile(seen));
      else firstLineOfEmail.set(email, r.line);
      if (existingEmails.has(email)) errors.push(STUDENT_MESSAGES.rowDuplicateExisting);
    }
    return {
      line: r.line,
      ...raw,
      email: raw.email || null,
      parentEmail: raw.parentEmail || null,
      errors,
      ...(parsed.success && errors.length === 0 ? { value: parsed.data } : {}),
    };
  });
}

/** The export's rows, in CSV_COLUMNS order. */
export function exportRows(
  students: readonly {
    firstName: string;
    lastName: string;
    email: string | null;
    grade: string;
    parentEmail: string | null;
    notes: string;
  }[],
): string[][] {
  return [
    [...CSV_COLUMNS],
    ...students.map((s) => [
      s.firstName,
      s.lastName,
      s.email ?? '',
      s.grade,
      s.parentEmail ?? '',
      s.notes,
    ]),
  ];
}

const READ_CSV = workerTask<typeof readCsv>(
  new URL('../../platform/csv/csv-read.ts', import.meta.url),
  'readCsv',
);

/** Files longer than this are read on a worker thread; a class list of 35 is about 2 KB. */
export const OFF_THREAD_CSV_CHARS = 32 * 1024;
/**
 * Reading is linear: a class list takes milliseconds, the worst file accepted (512 KB of one-letter
 * rows) about a second on a shared two-core machine; this is a backstop.
 */
export const CSV_BUDGET_MS = 10_000;

/**
 * parseCsv as the service uses it: inline for a small file, on a worker thread for a large one,
 * so a big paste never holds the event loop. Throws CsvSyntaxError as parseCsv does.
 */
export function csvReader(workers?: WorkerPool, budgetMs = CSV_BUDGET_MS) {
  return async (csv: string): Promise<CsvRecord[]> => {
    if (!workers || csv.length <= OFF_THREAD_CSV_CHARS) return parseCsv(csv);
    let result;
    try {
      result = await workers.run(READ_CSV, csv, { budgetMs });
    } catch (error) {
      if (error instanceof WorkerTaskError && error.reason === 'busy')
        throw studentErrors.csv_busy(undefined, { retryAfterSeconds: 5 });
      if (
        error instanceof WorkerTaskError &&
        (error.reason === 'timeout' || error.reason === 'out_of_memory')
      )
        throw studentErrors.csv_too_complex();
      throw error;
    }
    if (!result.ok) throw new CsvSyntaxError(result.unclosedQuoteLine);
    return result.records;
  };
}
