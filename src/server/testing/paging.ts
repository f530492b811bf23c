import { expect } from 'vitest';
import { NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../../contracts/common';
import type { caller } from './test-app';

type Call = ReturnType<typeof caller>;
type Row = { id: number };

/**
 * Follows X-Next-Cursor from `url` to the last page (decision 0011), checking that the Link
 * header names the same cursor and that the last page has neither; answers every page's rows.
 * `rowsOf` reads the rows out of a body that is not the plain array (`{ rooms }`).
 */
export async function followPages<T extends Row = Row>(
  call: Call,
  url: string,
  cookie: string,
  rowsOf: (body: unknown) => T[] = (body) => body as T[],
): Promise<T[][]> {
  const pages: T[][] = [];
  let next: string | null = url;
  while (next) {
    const res = await call('GET', next, cookie);
    expect(res.statusCode, next).toBe(200);
    pages.push(rowsOf(res.json()));
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (cursor) {
      expect(res.headers.link).toContain(`cursor=${cursor}`);
      expect(res.headers.link).toContain('rel="next"');
    } else {
      expect(res.headers.link).toBeUndefined();
    }
    next = cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}` : null;
  }
  return pages;
}

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * Query strings every paged list refuses with 400 and the shared message: limits out of
 * bounds, cursors that are not base64url JSON or carry the wrong key, an over-long search.
 * `extra` adds cursors only this list's key shape rules out.
 */
export function badPageQueries(extra: unknown[] = []): [string, string][] {
  const forged = [
    Buffer.from('not-json').toString('base64url'),
    ...[[true, 1], [1], {}, ['2026-01-01T00:00:00Z', 1.5], ...extra].map(cursorOf),
  ];
  return [
    ['limit=0', PAGE_MESSAGES.limitInvalid],
    ['limit=201', PAGE_MESSAGES.limitInvalid],
    ['limit=abc', PAGE_MESSAGES.limitInvalid],
    ['limit=1.5', PAGE_MESSAGES.limitInvalid],
    ['cursor=%25%25', PAGE_MESSAGES.cursorInvalid],
    [`cursor=${'a'.repeat(500)}`, PAGE_MESSAGES.cursorInvalid],
    ...forged.map((c): [string, string] => [`cursor=${c}`, PAGE_MESSAGES.cursorInvalid]),
    [`search=${'a'.repeat(201)}`, PAGE_MESSAGES.searchInvalid],
  ];
}

/** Asserts that `path` answers each bad query with 400 and its message, and 401 signed out. */
export async function expectPageQueryErrors(
  call: Call,
  path: string,
  cookie: string,
  extra: unknown[] = [],
) {
  for (const [query, message] of badPageQueries(extra)) {
    const res = await call('GET', `${path}?${query}`, cookie);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().message, query).toBe(message);
  }
  expect((await call('GET', `${path}?limit=5`)).statusCode).toBe(401);
}
