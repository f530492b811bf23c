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

/** Apostrophes a keyboard, a phone or a word processor may type for the same name. */
const APOSTROPHES = "'\u2018\u2019\u02bc\u02b9`\u00b4\u2032";
/** Spaces and dashes inside a name are interchangeable: "Mary Jane" is "Mary-Jane". */
const SEPARATORS = '\\s\\-\u2010\u2011\u2012\u2013\u2014';
const isApostrophe = (c: string) => APOSTROPHES.includes(c);
const isSeparator = (c: string) => /[\s\-\u2010-\u2014]/.test(c);
const stripMarks = (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * One spelling for every way a name can be typed: compatibility forms folded (NFKC), accents
 * dropped, any apostrophe as ', any run of spaces or dashes as one space, lower case.
 */
function canonical(value: string): string {
  let out = '';
  for (const c of value.normalize('NFKC')) {
    if (isApostrophe(c)) out += "'";
    else if (isSeparator(c)) out += out.endsWith(' ') ? '' : ' ';
    else out += stripMarks(c);
  }
  return out.toLowerCase();
}

/** A pattern matching every spelling of `value` that has the same canonical form. */
function variants(value: string): string {
  let out = '';
  let separator = false;
  for (const c of value.normalize('NFKC')) {
    if (isSeparator(c)) {
      if (!separator) out += `[${SEPARATORS}]+`;
      separator = true;
      continue;
    }
    separator = false;
    if (isApostrophe(c)) {
      out += `[${APOSTROPHES}]`;
      continue;
    }
    const base = stripMarks(c);
    // With or without its accent, composed or followed by combining marks (NFD).
    out += base && base !== c ? `(?:${escape(c)}|${escape(base)})\\p{M}*` : `${escape(c)}\\p{M}*`;
  }
  return out;
}

export function createRedactor(roster: readonly RosterEntry[]): Redactor {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const add = (real: string | null | undefined, placeholder: string) => {
    const value = real?.trim();
    if (!value || value.length < 2 || seen.has(canonical(value))) return;
    seen.add(canonical(value));
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
        `(?<![\\p{L}\\p{N}_])(${pairs.map(([real]) => variants(real)).join('|')})(?![\\p{L}\\p{M}\\p{N}_])`,
        'giu',
      )
    : null;
  const toPlaceholder = new Map(pairs.map(([real, ph]) => [canonical(real), ph]));
  const toReal = new Map(pairs.map(([real, ph]) => [ph, real]));
  const back = /\[(?:STUDENT|EMAIL|PARENT_EMAIL)_\d+(?:_FIRST|_LAST)?\]/g;

  return {
    redact: (text) =>
      pattern ? text.replace(pattern, (m) => toPlaceholder.get(canonical(m)) ?? m) : text,
    restore: (text) => text.replace(back, (ph) => toReal.get(ph) ?? ph),
    maxPlaceholder: Math.max(0, ...pairs.map(([, ph]) => ph.length)),
  };
}

/**
 * A redacted text that is spoken rather than answered (an avatar video): there is no answer to
 * restore the names in, so each placeholder becomes words a voice can say.
 */
export function speakable(redacted: string): string {
  return redacted
    .replace(/\[STUDENT_\d+(?:_FIRST|_LAST)?\]/g, 'your student')
    .replace(/\[(?:PARENT_)?EMAIL_\d+\]/g, 'the email address on file');
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
