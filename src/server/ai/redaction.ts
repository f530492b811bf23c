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
/**
 * Whitespace of any kind (a line break, a tab), dashes and underscores between parts of a name
 * are interchangeable: "Mary Jane", "Mary-Jane", "Mary_Jane" and "Mary\nJane" are one name.
 */
const SEPARATOR = /[\s_\-\u2010-\u2015\u2212]/u;
/** Invisible characters (a soft hyphen, a zero-width space) that can sit inside a typed word. */
const INVISIBLE = /[\p{M}\p{Cf}]/gu;

/**
 * One character as it is compared (issue 37 item 1): compatibility forms folded (NFKC: full-width
 * letters, ligatures), lower case, ß as ss, accents dropped (so Zoë is Zoe both ways, and a
 * partly composed Vietnamese letter is its base), any apostrophe as ', any separator as a space.
 */
function foldChar(c: string): string {
  // Every prompt is folded character by character, so the common characters are folded once
  // (the chat's first token waits on this; issue 33 item 6). Bounded: any text can be sent.
  let out = folds.get(c);
  if (out !== undefined) return out;
  out = foldUncached(c);
  if (folds.size >= FOLD_CACHE) folds.clear();
  folds.set(c, out);
  return out;
}
const FOLD_CACHE = 4096;
const folds = new Map<string, string>();

function foldUncached(c: string): string {
  let out = '';
  for (const d of c.normalize('NFKC')) {
    if (APOSTROPHES.includes(d)) out += "'";
    else if (SEPARATOR.test(d)) out += ' ';
    else out += d.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(INVISIBLE, '');
  }
  return out;
}

/**
 * A text folded character by character, with where each folded character came from, so a match
 * in the folded text replaces exactly its span of the original. A run of separators folds to one
 * space; a character that folds to nothing (a combining mark) joins the one before it.
 */
function foldText(text: string) {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const c of text) {
    const start = at;
    at += c.length;
    const f = foldChar(c);
    if (f === '' && to.length > 0) to[to.length - 1] = at;
    for (let k = 0; k < f.length; k += 1) {
      if (f[k] === ' ' && folded.endsWith(' ')) {
        to[to.length - 1] = at;
        continue;
      }
      folded += f[k];
      from.push(start);
      to.push(at);
    }
  }
  return { folded, from, to };
}

/** What two spellings of one name share: folded, without separators or apostrophes. */
const keyOf = (folded: string) => folded.replace(/[ ']/g, '');

/**
 * The pattern, over folded text, for every spelling of a roster value: a separator or an
 * apostrophe in it may be left out ("AnneMarie", "OBrien"), and one may be added where the
 * stored name turns from lower to upper case ("Mc Allister" for McAllister).
 */
function spellings(value: string): string {
  let out = '';
  let previous = '';
  for (const c of value) {
    const f = foldChar(c);
    if (f === ' ' || f === "'") {
      if (!out.endsWith(' ?')) out += f === ' ' ? ' ?' : "'? ?";
    } else {
      if (/\p{Ll}/u.test(previous) && /\p{Lu}/u.test(c)) out += ' ?';
      out += escape(f);
    }
    previous = c;
  }
  return out;
}

/**
 * A teacher's redactor is built once per roster, not per request: its pattern of every spelling
 * of every name is the costly part, and the roster rarely changes between two chat turns. Keyed
 * by the roster's values, so an edited roster builds a new one; a few rosters are kept.
 */
export function createRedactor(roster: readonly RosterEntry[]): Redactor {
  const key = JSON.stringify(
    roster.map((s) => [s.firstName, s.lastName, s.email ?? null, s.parentEmail ?? null]),
  );
  const cached = redactors.get(key);
  if (cached) {
    // Most recently used last, so the oldest is the one let go.
    redactors.delete(key);
    redactors.set(key, cached);
    return cached;
  }
  const built = buildRedactor(roster);
  if (redactors.size >= REDACTOR_CACHE) redactors.delete(redactors.keys().next().value!);
  redactors.set(key, built);
  return built;
}
const REDACTOR_CACHE = 64;
const redactors = new Map<string, Redactor>();

function buildRedactor(roster: readonly RosterEntry[]): Redactor {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const add = (real: string | null | undefined, placeholder: string) => {
    const value = real?.trim();
    const key = keyOf(foldChar(value ?? ''));
    if (!value || value.length < 2 || seen.has(key)) return;
    seen.add(key);
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
  pairs.sort((a, b) => keyOf(foldChar(b[0])).length - keyOf(foldChar(a[0])).length);
  // Whole words only (Unicode-aware): "Ann" must not eat "Annual".
  const pattern = pairs.length
    ? new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${pairs.map(([real]) => spellings(real)).join('|')})(?![\\p{L}\\p{N}])`,
        'gu',
      )
    : null;
  const toPlaceholder = new Map(pairs.map(([real, ph]) => [keyOf(foldChar(real)), ph]));
  const toReal = new Map(pairs.map(([real, ph]) => [ph, real]));
  const back = /\[(?:STUDENT|EMAIL|PARENT_EMAIL)_\d+(?:_FIRST|_LAST)?\]/g;

  /** Each match in the folded text replaces its span of the original text. */
  function redact(text: string): string {
    if (!pattern) return text;
    const { folded, from, to } = foldText(text);
    let out = '';
    let kept = 0;
    for (const m of folded.matchAll(pattern)) {
      const placeholder = toPlaceholder.get(keyOf(m[0]));
      if (!placeholder) continue;
      const start = from[m.index]!;
      out += text.slice(kept, start) + placeholder;
      kept = to[m.index + m[0].length - 1]!;
    }
    return out + text.slice(kept);
  }

  return {
    redact,
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

/** Every string inside a value (an object's values, an array's items) through `f`; keys kept. */
function mapStrings<T>(value: T, f: (text: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  }
  return value;
}

/**
 * Redacts every string value of a request before it is encoded (issue 37 item 1): in JSON a line
 * break is the two characters \n, which would glue "\nMaya" into one word.
 */
export const redactDeep = <T>(value: T, redactor: Redactor): T =>
  mapStrings(value, redactor.redact);

/** Restores every string inside a structured answer. */
export const restoreDeep = <T>(value: T, redactor: Redactor): T =>
  mapStrings(value, redactor.restore);

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
