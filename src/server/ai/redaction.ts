import type { RosterEntry } from './ai-engine';

/**
 * Student privacy for external engines: names, emails and parent emails of the teacher's
 * students become placeholders before a prompt leaves the server, and come back in the answer.
 */
export interface Redactor {
  redact(text: string): string;
  restore(text: string): string;
  /** The longest placeholder, so a stream can hold back a possibly split one. */
  readonly maxPlaceholder: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createRedactor(roster: readonly RosterEntry[]): Redactor {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const add = (real: string | null | undefined, placeholder: string) => {
    const value = real?.trim();
    if (!value || value.length < 2 || seen.has(value.toLowerCase())) return;
    seen.add(value.toLowerCase());
    pairs.push([value, placeholder]);
  };
  roster.forEach((s, i) => {
    const n = i + 1;
    add(s.email, `[EMAIL_${n}]`);
    add(s.parentEmail, `[PARENT_EMAIL_${n}]`);
    add(`${s.firstName} ${s.lastName}`, `[STUDENT_${n}]`);
    add(s.lastName, `[STUDENT_${n}_LAST]`);
    add(s.firstName, `[STUDENT_${n}_FIRST]`);
  });
  // Longest first, so "Maya Lopez" is replaced whole before "Maya" alone.
  pairs.sort((a, b) => b[0].length - a[0].length);
  // Whole words only (Unicode-aware): "Ann" must not eat "Annual".
  const pattern = pairs.length
    ? new RegExp(
        `(?<![\\p{L}\\p{N}_])(${pairs.map(([real]) => escape(real)).join('|')})(?![\\p{L}\\p{N}_])`,
        'giu',
      )
    : null;
  const toPlaceholder = new Map(pairs.map(([real, ph]) => [real.toLowerCase(), ph]));
  const toReal = new Map(pairs.map(([real, ph]) => [ph, real]));
  const back = /\[(?:STUDENT|EMAIL|PARENT_EMAIL)_\d+(?:_FIRST|_LAST)?\]/g;

  return {
    redact: (text) =>
      pattern ? text.replace(pattern, (m) => toPlaceholder.get(m.toLowerCase()) ?? m) : text,
    restore: (text) => text.replace(back, (ph) => toReal.get(ph) ?? ph),
    maxPlaceholder: Math.max(0, ...pairs.map(([, ph]) => ph.length)),
  };
}

/** Restores every string inside a structured answer. */
export function restoreDeep<T>(value: T, redactor: Redactor): T {
  if (typeof value === 'string') return redactor.restore(value) as T;
  if (Array.isArray(value)) return value.map((v) => restoreDeep(v, redactor)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, restoreDeep(v, redactor)]),
    ) as T;
  }
  return value;
}

/** Restores a text stream, holding back a tail that could be the start of a split placeholder. */
export async function* restoreStream(
  chunks: AsyncIterable<string>,
  redactor: Redactor,
): AsyncGenerator<string> {
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += chunk;
    const open = buffer.lastIndexOf('[');
    const cut =
      open >= 0 &&
      !buffer.slice(open).includes(']') &&
      buffer.length - open <= redactor.maxPlaceholder
        ? open
        : buffer.length;
    if (cut > 0) {
      yield redactor.restore(buffer.slice(0, cut));
      buffer = buffer.slice(cut);
    }
  }
  if (buffer) yield redactor.restore(buffer);
}
