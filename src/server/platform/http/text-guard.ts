import type { FastifyInstance } from 'fastify';
import { httpErrors } from './app-error';

/**
 * NUL, which PostgreSQL text cannot hold, and UTF-16 surrogates without their pair, which no
 * UTF-8 column, PDF or DOCX can encode. Refused once here for every route and every string of
 * the body, path and query, so no feature meets them (issue: 47 different 500s came from these).
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Iterative, so a deeply nested body cannot overflow the stack. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return true;
    } else if (ArrayBuffer.isView(v)) {
      // An uploaded file (a Buffer): bytes, not text, and walking them one by one would take
      // seconds for a few megabytes. Whoever decodes the file checks its text.
      continue;
    } else if (Array.isArray(v)) {
      pending.push(...v);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      throw httpErrors.invalid_text();
    }
  });
}
