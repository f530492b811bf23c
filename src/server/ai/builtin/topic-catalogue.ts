import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SUBJECTS } from '../../../contracts/constants';
import { BANK } from './bank/index';
import { BAND_OF, tagScore, topicWords } from './bank/match';
import { BANDS } from './bank/types';
import { gradeBand } from './bloom';
import { KNOWLEDGE, topicNotes } from './knowledge/index';

type Subject = (typeof SUBJECTS)[number];

export const aliasesSchema = z.strictObject({
  $comment: z.string().optional(),
  aliases: z.record(z.string().regex(/^[a-z0-9 ]+$/), z.string().regex(/^[a-z0-9 ]+$/)),
});

let aliases: Record<string, string> | undefined;
/** Other spellings of covered topics ("WW1"), read once from offline-data/aliases.json. */
function aliasMap(): Record<string, string> {
  aliases ??= aliasesSchema.parse(
    JSON.parse(readFileSync(new URL('./offline-data/aliases.json', import.meta.url), 'utf8')),
  ).aliases;
  return aliases;
}

/** The topic's words with every alias replaced by the name the content uses. */
export function canonicalWords(topic: string): string[] {
  let text = ` ${topic.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  for (const [alias, name] of Object.entries(aliasMap()))
    text = text.replaceAll(` ${alias} `, ` ${name} `);
  return topicWords(text);
}

/** Every name the reviewed content answers to for a subject at a grade (all grades if none). */
function namesFor(subject: Subject, grade?: string): string[] {
  const bands = grade ? [BAND_OF[gradeBand(grade)]] : BANDS;
  const bankTags = bands.flatMap((b) => (BANK[subject]?.[b] ?? []).flatMap((q) => q.topics));
  const notes = (KNOWLEDGE[subject] ?? []).flatMap((n) => n.names);
  return [...new Set([...notes, ...bankTags])];
}

/** How many of a subject's questions at the grade a topic's words name. */
function bankCount(subject: Subject, words: readonly string[], grade?: string): number {
  const bands = grade ? [BAND_OF[gradeBand(grade)]] : BANDS;
  return bands
    .flatMap((b) => BANK[subject]?.[b] ?? [])
    .filter((q) => tagScore([...words], q.topics) > 0).length;
}

export interface Coverage {
  subject: Subject;
  /** The topic's words no reviewed name accounts for (empty: fully covered). */
  uncovered: string[];
}

function coverageIn(subject: Subject, words: readonly string[], grade?: string): Coverage {
  const have = new Set(words);
  const covered = new Set<string>();
  for (const name of namesFor(subject, grade)) {
    const nameWords = topicWords(name);
    if (nameWords.length > 0 && nameWords.every((w) => have.has(w)))
      nameWords.forEach((w) => covered.add(w));
  }
  return { subject, uncovered: words.filter((w) => !covered.has(w)) };
}

/**
 * Which subject's reviewed content covers every word of a topic at a grade: the named subject
 * only, when the teacher named one, else the subject that covers it (WW1 is History). The best
 * partial cover when none covers it all, so the honest answer can say which words are missing.
 */
export function coverTopic(topic: string, grade?: string, named?: Subject): Coverage | undefined {
  const words = canonicalWords(topic);
  if (words.length === 0) return undefined;
  const candidates = (named ? [named] : [...SUBJECTS]).map((s) => ({
    ...coverageIn(s, words, grade),
    // Between subjects that both cover it (volcanoes: Geography notes, a Science question), the
    // one with notes on it, then the one with more reviewed questions at the grade.
    weight: (topicNotes(s, grade ?? '5', topic) ? 1000 : 0) + bankCount(s, words, grade),
  }));
  const best = candidates.sort(
    (a, b) => a.uncovered.length - b.uncovered.length || b.weight - a.weight,
  )[0];
  return best && { subject: best.subject, uncovered: best.uncovered };
}
