import { httpErrors } from '../http/app-error';
import { PAGE_MESSAGES } from '../../../contracts/common';

/** One page of a keyset-paged list and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type Key = string | number;

/** Every number a list sorts by is an `integer` column (ids): outside it PostgreSQL refuses. */
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };
/**
 * Years a `timestamptz` holds and ISO 8601 writes plainly: a JavaScript date reaches 271,821 BC,
 * which PostgreSQL refuses with an error (issue 23: a forged cursor was a 500).
 */
export const isStorableDate = (d: Date) => {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1 && year <= 9999;
};

/** An opaque cursor: the sort key of the last row shown, as base64url JSON. */
export function encodeCursor(key: readonly Key[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked against the kinds the list sorts by; anything else
 * (a forged or mangled cursor) is a 400, never a 500 or a silently different page.
 */
export function decodeCursor<const K extends readonly ('string' | 'number' | 'date')[]>(
  cursor: string,
  kinds: K,
): { [I in keyof K]: K[I] extends 'number' ? number : K[I] extends 'date' ? Date : string } {
  const invalid = () => httpErrors.validation(PAGE_MESSAGES.cursorInvalid);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(key) || key.length !== kinds.length) throw invalid();
  const values = kinds.map((kind, i) => {
    const v: unknown = key[i];
    if (kind === 'number') {
      if (!Number.isInteger(v) || (v as number) < INT4.min || (v as number) > INT4.max)
        throw invalid();
      return v;
    }
    if (typeof v !== 'string' || v.length > 300 || v.includes('\u0000')) throw invalid();
    if (kind === 'date') {
      const d = new Date(v);
      if (!isStorableDate(d)) throw invalid();
      return d;
    }
    return v;
  });
  return values as never;
}

/** Rows fetched with `limit + 1`: the extra row only says that another page exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly Key[]): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
