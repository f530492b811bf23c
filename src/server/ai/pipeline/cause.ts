import { APICallError } from 'ai';
import { AiError } from '../ai-engine';

/** Longest cause kept in a log line: enough to act on, not a provider's whole answer. */
const MAX_CAUSE = 300;

/**
 * A failure's cause for the administrator's log (issue 33): the error code, the provider's
 * status and each error's own message down the cause chain. Never the request: an SDK error
 * carries the prompt in `requestBodyValues`, which is not read here.
 */
export function describeCause(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if (e instanceof AiError) parts.push(e.code);
    if (APICallError.isInstance(e) && e.statusCode) parts.push(`HTTP ${e.statusCode}`);
    const named = e as { name?: unknown; message?: unknown };
    if (typeof named.message === 'string' && named.message)
      parts.push(`${typeof named.name === 'string' ? named.name : 'Error'}: ${named.message}`);
    else if (typeof e !== 'object') parts.push(String(e));
    e = (e as { cause?: unknown }).cause;
  }
  const text = parts.join(' <- ').replace(/\s+/g, ' ');
  return text.length > MAX_CAUSE ? `${text.slice(0, MAX_CAUSE)}…` : text || 'unknown';
}
