import { unzipSync } from 'fflate';
import { INTEROP_LIMITS, ROSTER_FILES, type RosterFile } from '../../../contracts/interop.contract';
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
}

export type RosterRead =
  | ({ ok: true } & RosterRows)
  | { ok: false; reason: 'unreadable' | 'unpacked_too_large' | 'delta' }
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
 * so a small zip of a huge file is refused rather than unpacked; the worker's heap limit is the
 * backstop for a directory that lies.
 */
function unzipRoster(bytes: Uint8Array): Partial<Record<BundleFile, Uint8Array>> {
  let unpacked = 0;
  const wanted = (name: string) =>
    BUNDLE_FILES.find((f) => name.toLowerCase().split('/').pop() === f);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter(file) {
        if (!wanted(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > INTEROP_LIMITS.rosterUnpackedBytes)
          throw new RosterFailure({ ok: false, reason: 'unpacked_too_large' });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof RosterFailure) throw error;
    throw new RosterFailure({ ok: false, reason: 'unreadable' });
  }
  const files: Partial<Record<BundleFile, Uint8Array>> = {};
  for (const [name, data] of Object.entries(entries)) files[wanted(name)!] ??= data;
  return files;
}

function decode(file: RosterFile, data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new RosterFailure({ ok: false, reason: 'not_text', file });
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
    const text = (file: RosterFile) => {
      const data = files[file];
      if (!data) throw new RosterFailure({ ok: false, reason: 'missing_file', file });
      return decode(file, data);
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
    }));
    const enrollments = table('enrollments.csv', text('enrollments.csv')).map((r) => ({
      line: r.line,
      classSourcedId: r.get('classSourcedId'),
      userSourcedId: r.get('userSourcedId'),
      role: r.get('role').toLowerCase(),
      status: r.get('status').toLowerCase(),
    }));
    return { ok: true, users, classes, enrollments };
  } catch (error) {
    if (error instanceof RosterFailure) return error.failure;
    throw error;
  }
}
