import { INTEROP_LIMITS, ROSTER_FILES, type RosterFile } from '../../../contracts/interop.contract';
import { readZipEntry, ZipError, zipEntries } from '../../platform/zip/zip-read';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../platform/csv/csv-read';

/** OneRoster 1.2 CSV rows, with only the columns Chalkwise uses; `line` is the file's line. */
export interface RosterUser {
  line: number;
  sourcedId: string;
  status: string;
  givenName: string;
  familyName: string;
  email: string;
  grades: string[];
}
export interface RosterClass {
  line: number;
  sourcedId: string;
  status: string;
  title: string;
  grades: string[];
  subjects: string[];
  /** The class's periods (e.g. "1" or "3,4") and the SIS's code, to tell same-titled apart. */
  periods: string[];
  classCode: string;
}
export interface RosterEnrollment {
  line: number;
  classSourcedId: string;
  userSourcedId: string;
  role: string;
  status: string;
}
export interface RosterRows {
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
  /** Files that were not UTF-8 and were read as Windows-1252 (Excel's CSV on Windows). */
  converted?: RosterFile[];
}

export type RosterRead =
  | ({ ok: true } & RosterRows)
  | { ok: false; reason: 'unreadable' | 'unpacked_too_large' | 'delta' }
  | { ok: false; reason: 'damaged'; file: string }
  | { ok: false; reason: 'missing_file' | 'not_text'; file: RosterFile }
  | { ok: false; reason: 'missing_column'; file: RosterFile; column: string }
  | { ok: false; reason: 'syntax'; file: RosterFile; line: number }
  | { ok: false; reason: 'too_many_rows'; file: RosterFile; max: number };

type Failure = Extract<RosterRead, { ok: false }>;
class RosterFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

const REQUIRED: Record<RosterFile, string[]> = {
  'users.csv': ['sourcedId', 'givenName', 'familyName'],
  'classes.csv': ['sourcedId', 'title'],
  'enrollments.csv': ['classSourcedId', 'userSourcedId', 'role'],
};
const MAX_ROWS: Record<RosterFile, number> = {
  'users.csv': INTEROP_LIMITS.users,
  'classes.csv': INTEROP_LIMITS.classes,
  'enrollments.csv': INTEROP_LIMITS.enrollments,
};

const MANIFEST = 'manifest.csv';
const BUNDLE_FILES = [...ROSTER_FILES, MANIFEST] as const;
type BundleFile = (typeof BUNDLE_FILES)[number];

/**
 * The three files (and manifest.csv when there is one) from a zip (at its root or in one
 * folder, any case). Sizes are checked from the zip's directory before anything is inflated,
 * so a small zip of a huge file is refused rather than unpacked; each file is inflated no
 * further than its stated size and must match its CRC-32, so a directory that lies is refused
 * (a truncated users.csv read as complete took members out of their classes).
 */
function unzipRoster(bytes: Uint8Array): Partial<Record<BundleFile, Uint8Array>> {
  const wanted = (name: string) =>
    BUNDLE_FILES.find((f) => name.toLowerCase().split('/').pop() === f);
  const files: Partial<Record<BundleFile, Uint8Array>> = {};
  try {
    const entries = zipEntries(bytes).filter((e) => wanted(e.name));
    const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
    if (unpacked > INTEROP_LIMITS.rosterUnpackedBytes)
      throw new RosterFailure({ ok: false, reason: 'unpacked_too_large' });
    for (const entry of entries) files[wanted(entry.name)!] ??= readZipEntry(bytes, entry);
  } catch (error) {
    if (error instanceof RosterFailure) throw error;
    if (error instanceof ZipError && error.reason === 'damaged')
      throw new RosterFailure({
        ok: false,
        reason: 'damaged',
        file: error.entry?.split('/').pop() ?? '',
      });
    throw new RosterFailure({ ok: false, reason: 'unreadable' });
  }
  return files;
}

/**
 * UTF-8, or else Windows-1252: Excel on Windows saves "CSV" in it, and "Ågren" was refused as
 * not a text file (issue 32 item 11). Every byte has a meaning there, so NUL is what tells a
 * file that is not text at all.
 */
function decode(file: RosterFile, data: Uint8Array, converted: RosterFile[]): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
    converted.push(file);
  }
  // NUL cannot be stored; a file holding one is not the CSV it claims to be.
  if (text.includes('\u0000')) throw new RosterFailure({ ok: false, reason: 'not_text', file });
  return text;
}

/** Records under the header as objects keyed by column name (the spec's camelCase names). */
function table(file: RosterFile, text: string) {
  let records: CsvRecord[];
  try {
    // OneRoster CSV is comma-separated by definition; no sniffing.
    records = parseCsv(text, ',');
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new RosterFailure({ ok: false, reason: 'syntax', file, line: error.line });
    throw error;
  }
  const [header, ...body] = records;
  const names = (header?.cells ?? []).map((c) => c.trim());
  const index = new Map(names.map((name, i) => [name.toLowerCase(), i]));
  for (const column of REQUIRED[file])
    if (!index.has(column.toLowerCase()))
      throw new RosterFailure({ ok: false, reason: 'missing_column', file, column });
  if (body.length > MAX_ROWS[file])
    throw new RosterFailure({ ok: false, reason: 'too_many_rows', file, max: MAX_ROWS[file] });
  return body.map((r) => ({
    line: r.line,
    get: (column: string) => {
      const i = index.get(column.toLowerCase());
      return i === undefined ? '' : (r.cells[i] ?? '').trim();
    },
  }));
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Whether the manifest says a file Chalkwise reads is a delta (only the rows changed since the
 * last export). Planned as a whole roster it would take every student missing from it out of
 * their classes, so such a bundle is refused. No manifest, or one that cannot be read: bulk.
 */
function isDelta(manifest: Uint8Array | undefined): boolean {
  if (!manifest) return false;
  let records: CsvRecord[];
  try {
    records = parseCsv(new TextDecoder().decode(manifest), ',');
  } catch {
    return false;
  }
  const ours = new Set(ROSTER_FILES.map((f) => `file.${f.replace('.csv', '')}`));
  return records.some(
    (r) =>
      ours.has((r.cells[0] ?? '').trim().toLowerCase()) &&
      (r.cells[1] ?? '').trim().toLowerCase() === 'delta',
  );
}

/** Worker task: the bundle's three files as rows, or why it cannot be read (as data). */
export function readRoster(bytes: Uint8Array): RosterRead {
  try {
    const files = unzipRoster(bytes);
    if (isDelta(files[MANIFEST])) return { ok: false, reason: 'delta' };
    const converted: RosterFile[] = [];
    const text = (file: RosterFile) => {
      const data = files[file];
      if (!data) throw new RosterFailure({ ok: false, reason: 'missing_file', file });
      return decode(file, data, converted);
    };
    const users = table('users.csv', text('users.csv')).map((r) => ({
      line: r.line,
      sourcedId: r.get('sourcedId'),
      status: r.get('status').toLowerCase(),
      givenName: r.get('givenName'),
      familyName: r.get('familyName'),
      email: r.get('email'),
      grades: list(r.get('grades')),
    }));
    const classes = table('classes.csv', text('classes.csv')).map((r) => ({
      line: r.line,
      sourcedId: r.get('sourcedId'),
      status: r.get('status').toLowerCase(),
      title: r.get('title'),
      grades: list(r.get('grades')),
      subjects: list(r.get('subjects')),
      periods: list(r.get('periods')),
      classCode: r.get('classCode'),
    }));
    const enrollments = table('enrollments.csv', text('enrollments.csv')).map((r) => ({
      line: r.line,
      classSourcedId: r.get('classSourcedId'),
      userSourcedId: r.get('userSourcedId'),
      role: r.get('role').toLowerCase(),
      status: r.get('status').toLowerCase(),
    }));
    return { ok: true, users, classes, enrollments, converted };
  } catch (error) {
    if (error instanceof RosterFailure) return error.failure;
    throw error;
  }
}
