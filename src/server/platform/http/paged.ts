import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../../contracts/common';
import type { Page } from '../db/pagination';

/**
 * Answers a page as the spec's plain array; the next page is announced in `X-Next-Cursor` and
 * `Link: <same query with cursor>; rel="next"` (decision 0011), both absent on the last page.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) {
    const next = new URL(request.url, 'http://localhost');
    next.searchParams.set('cursor', page.nextCursor);
    void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    void reply.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}
