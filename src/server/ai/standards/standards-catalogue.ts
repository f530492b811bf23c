import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GRADES } from '../../../contracts/constants';
import {
  STANDARD_SUBJECTS,
  type Standard,
  type StandardRef,
} from '../../../contracts/standards.contract';

/**
 * Standards from real data (issue 34 item 2): three JSON files in ai/builtin/offline-data/standards/ (with
 * NOTICE.md naming sources, versions and licences), checked against `standardsFileSchema` and
 * read from disk the first time anything asks, never at start-up. Search, the AI engines'
 * candidates and the check of a model's codes all read this one catalogue.
 */
const FILES = { Mathematics: 'ccss-math.json', English: 'ccss-ela.json', Science: 'ngss.json' };

const text = (max: number) => z.string().trim().max(max);
export const standardsFileSchema = z.strictObject({
  source: z.strictObject({ name: text(300).min(1), from: text(600).min(1) }),
  standards: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,38}[A-Za-z0-9]$/),
        description: text(2000).min(1),
        subject: z.enum(STANDARD_SUBJECTS),
        grades: z.array(z.enum(GRADES)).min(1),
        domain: text(200),
        cluster: text(500),
      }),
    )
    .min(1),
});
export type StandardsFile = z.infer<typeof standardsFileSchema>;

export const standardsDataUrl = (file: string) =>
  new URL(`../builtin/offline-data/standards/${file}`, import.meta.url);

export function readStandardsFile(subject: keyof typeof FILES): StandardsFile {
  const url = standardsDataUrl(FILES[subject]);
  const parsed = standardsFileSchema.safeParse(JSON.parse(readFileSync(url, 'utf8')));
  if (!parsed.success)
    throw new Error(`${url.pathname} does not match its schema: ${z.prettifyError(parsed.error)}`);
  for (const s of parsed.data.standards)
    if (s.subject !== subject) throw new Error(`${url.pathname}: ${s.code} is not ${subject}`);
  return parsed.data;
}

// ---- words -------------------------------------------------------------------------------
const STOP = new Set(
  'a an and are as at be by for from in into is it its of on or that the their them these this to with within using use e g i.e'.split(
    ' ',
  ),
);
/** A crude stem, enough that "adding fractions" meets "add ... fraction". */
export const stem = (word: string) => {
  const w = word.toLowerCase();
  for (const suffix of ['ing', 'ies', 'es', 'ed', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3)
      return suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
  }
  return w;
};
export const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);

// ---- the catalogue -------------------------------------------------------------------------
interface Entry {
  standard: Standard;
  /** Stems of the standard, its domain and cluster, and its sub-standards (4.NF.B.3 holds 3a-3d). */
  stems: Set<string>;
  /** Stems of its own statement only. */
  own: Set<string>;
  /** Order in the data (the published order). */
  index: number;
}

interface Catalogue {
  entries: Entry[];
  byKey: Map<string, Entry>;
}

/** "ccss.math.content.4.nf.b.3" and "4.NF.B.3" alike; NGSS's "NGSS.5-PS1-1" too. */
export const codeKey = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^CCSS\.(MATH\.CONTENT|MATH\.PRACTICE|ELA-LITERACY)\./, '')
    .replace(/^NGSS\./, '')
    .replace(/\.([A-Z])$/, '$1');

let loaded: Catalogue | undefined;

function load(): Catalogue {
  const entries: Entry[] = [];
  for (const subject of STANDARD_SUBJECTS) {
    for (const s of readStandardsFile(subject).standards) {
      const standard = { ...s } as Standard;
      const own = new Set(words(`${s.description}`));
      entries.push({
        standard,
        own,
        stems: new Set([...own, ...words(`${s.domain} ${s.cluster}`)]),
        index: entries.length,
      });
    }
  }
  const byKey = new Map(entries.map((e) => [codeKey(e.standard.code), e]));
  // A standard's words include its sub-standards' (4.NF.B.3c "add ... like denominators").
  for (const e of entries) {
    const parent = /^(.*\d)[a-z]$/.exec(e.standard.code)?.[1];
    const owner = parent ? byKey.get(codeKey(parent)) : undefined;
    if (owner) for (const w of e.own) owner.stems.add(w);
  }
  return { entries, byKey };
}

/** The catalogue, read on first use. */
export const catalogue = () => (loaded ??= load());

export const findStandard = (code: string): Standard | undefined =>
  catalogue().byKey.get(codeKey(code))?.standard;

const ref = (s: Standard): StandardRef => ({ code: s.code, description: s.description });

const inScope = (e: Entry, subject?: string, grade?: string) =>
  (!subject || e.standard.subject === subject) &&
  (!grade || e.standard.grades.includes(grade as never));

export interface StandardsSearch {
  subject?: string;
  grade?: string;
  q?: string;
  offset: number;
  limit: number;
}

/**
 * Search by code and words, as the picker asks while the teacher types: a code (or the start of
 * one) matches first; otherwise every word must be in the standard (the last word may be the
 * start of one), best matched first, then in published order.
 */
export function searchStandards(query: StandardsSearch): { items: Standard[]; more: boolean } {
  const q = (query.q ?? '').trim();
  const key = codeKey(q);
  const qWords = words(q);
  const rawLast =
    q
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .pop() ?? '';
  const scored: { e: Entry; score: number }[] = [];
  for (const e of catalogue().entries) {
    if (!inScope(e, query.subject, query.grade)) continue;
    if (!q) {
      scored.push({ e, score: 0 });
      continue;
    }
    const code = codeKey(e.standard.code);
    let score = 0;
    if (key && code === key) score = 1000;
    else if (key.length >= 2 && code.startsWith(key)) score = 500;
    else if (qWords.length > 0) {
      const all = [...e.stems];
      const hit = qWords.every(
        (w, i) =>
          e.stems.has(w) ||
          (i === qWords.length - 1 && all.some((s) => s.startsWith(rawLast) || s.startsWith(w))),
      );
      if (hit) score = 100 + qWords.filter((w) => e.own.has(w)).length;
    }
    if (score > 0) scored.push({ e, score });
  }
  scored.sort((a, b) => b.score - a.score || a.e.index - b.e.index);
  const page = scored.slice(query.offset, query.offset + query.limit).map((s) => s.e.standard);
  return { items: page, more: scored.length > query.offset + query.limit };
}

/**
 * The standards an AI engine may choose from for a request (issue 34 item 2): the subject's and
 * grade's standards that share words with the topic, best first. An engine names codes from this
 * list only; the pipeline drops any other.
 */
export function standardCandidates(
  subject: string,
  grade: string,
  topic: string,
  limit = 12,
): StandardRef[] {
  const topicWords = [...new Set(words(topic))];
  if (topicWords.length === 0) return [];
  return catalogue()
    .entries.filter((e) => inScope(e, subject, grade))
    .map((e) => ({ e, hits: topicWords.filter((w) => e.stems.has(w)).length }))
    .filter((s) => s.hits > 0)
    .sort(
      (a, b) =>
        b.hits - a.hits ||
        a.e.standard.code.length - b.e.standard.code.length ||
        a.e.index - b.e.index,
    )
    .slice(0, limit)
    .map((s) => ref(s.e.standard));
}

/**
 * The built-in engine's pick: the best candidate when it covers the topic (every topic word
 * but at most one, and at least two), so "adding fractions with like denominators" in grade 4
 * is 4.NF.B.3; a topic the data does not cover gets none rather than a loose guess.
 */
export function coveringStandard(
  subject: string,
  grade: string,
  topic: string,
): StandardRef | undefined {
  const topicWords = [...new Set(words(topic))];
  if (topicWords.length < 2) return undefined;
  const best = standardCandidates(subject, grade, topic, 1)[0];
  if (!best) return undefined;
  const entry = catalogue().byKey.get(codeKey(best.code))!;
  const hits = topicWords.filter((w) => entry.stems.has(w)).length;
  return hits >= Math.max(2, topicWords.length - 1) ? best : undefined;
}

/**
 * A model's codes held to the candidates it was given: the kept ones with the data's own
 * descriptions (never the model's), in the model's order, and the dropped ones as it wrote them.
 */
export function keepOffered(
  codes: readonly string[],
  offered: readonly StandardRef[],
): { kept: StandardRef[]; dropped: string[] } {
  const allowed = new Map(offered.map((s) => [codeKey(s.code), s.code]));
  const kept: StandardRef[] = [];
  const dropped: string[] = [];
  for (const code of codes) {
    const known = allowed.get(codeKey(code));
    const standard = known ? findStandard(known) : undefined;
    if (!standard) {
      if (!dropped.includes(code.trim())) dropped.push(code.trim());
    } else if (!kept.some((k) => k.code === standard.code)) kept.push(ref(standard));
  }
  return { kept, dropped };
}

/** The teacher's codes as stored: the data's description for each; `unknown` lists the rest. */
export function resolveCodes(codes: readonly string[]): { refs: StandardRef[]; unknown: string[] } {
  const refs: StandardRef[] = [];
  const unknown: string[] = [];
  for (const code of codes) {
    const s = findStandard(code);
    if (!s) unknown.push(code);
    else if (!refs.some((r) => r.code === s.code)) refs.push(ref(s));
  }
  return { refs, unknown };
}
