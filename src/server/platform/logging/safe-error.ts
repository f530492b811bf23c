/**
 * What a log line may say about an error: its type, codes and where it happened, never its
 * message or data. A failed query's message carries its parameters (a registration put the
 * password hash, email and names in the log), and database messages quote the values they
 * refused, so neither is logged; the SQL text itself holds placeholders only.
 */
export interface SafeError {
  type: string;
  /** The type and code again: the original message is withheld. */
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
}

const FIELDS = ['constraint', 'table', 'column'] as const;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The first words of a statement, e.g. 'insert into "users" ("username", ...' (no values). */
function queryName(query: unknown): string | undefined {
  return typeof query === 'string' ? query.replace(/\s+/g, ' ').slice(0, 120) : undefined;
}

/** The stack's frames without its first line, which repeats the message. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf('\n    at ');
  return at < 0 ? undefined : stack.slice(at + 1);
}

export function safeError(error: unknown): SafeError {
  const err = asRecord(error);
  if (!err) return { type: typeof error, message: typeof error, stack: '' };
  const cause = asRecord(err.cause);
  const code = err.code ?? cause?.code;
  const type = typeof err.name === 'string' ? err.name : 'Error';
  const out: SafeError = {
    type,
    message: typeof code === 'string' ? `${type} ${code}` : type,
    stack: frames(err.stack) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(queryName(err.query) ? { query: queryName(err.query) } : {}),
  };
  for (const field of FIELDS) {
    const value = err[field] ?? cause?.[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}
