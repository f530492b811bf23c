// The paged lists' limits and messages, without zod: the web's list screens import them.
/**
 * Paged lists (decision 0011): `?limit=&cursor=` plus each list's search and filters; the body
 * stays the array the spec names, and the next page's cursor comes in the `X-Next-Cursor`
 * header (and a `Link: <…>; rel="next"`), absent on the last page.
 */
export const PAGE_LIMITS = { default: 50, max: 200, cursor: 400, search: 200 } as const;
export const PAGE_MESSAGES = {
  limitInvalid: `limit must be a whole number from 1 to ${PAGE_LIMITS.max}`,
  cursorInvalid: 'Invalid cursor',
  searchInvalid: `Search must be at most ${PAGE_LIMITS.search} characters of text`,
  filterInvalid: 'Invalid filter',
} as const;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
