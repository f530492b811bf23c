import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A script with no attributes: run by the browser (a `type="application/json"` one is not). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Lets the built page's own inline scripts run (index.html's theme script, set before the first
 * paint) by adding their hashes to this response's script-src, which is otherwise 'self' alone
 * (app/security-headers.ts). Only scripts in the page's <head> count: the head is the build's,
 * while the body may hold rendered text from teachers.
 */
export function allowInlineScripts(reply: FastifyReply, html: string) {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const hashes = [...head.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`),
  );
}
