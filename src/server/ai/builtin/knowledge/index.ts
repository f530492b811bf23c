import { gradeBand } from '../bloom';
import { BAND_OF, tagScore, topicWords } from '../bank/match';
import { english } from './english';
import { geography } from './geography';
import { history } from './history';
import { mathematics } from './mathematics';
import { science } from './science';
import type { SubjectNotes, TopicNotes } from './types';

/** The bundled notes, keyed by the spec's subject names. */
export const KNOWLEDGE: Readonly<Record<string, SubjectNotes>> = {
  Mathematics: mathematics,
  Science: science,
  English: english,
  History: history,
  Geography: geography,
};

/**
 * The notes for a teacher's topic, or undefined when the engine has none: the best-named entry
 * written for the grade's band, else the best-named entry for any band (a Grade 2 "fractions"
 * lesson still gets the fraction notes, worded for older students, rather than nothing).
 */
export function topicNotes(subject: string, grade: string, topic: string): TopicNotes | undefined {
  const words = topicWords(topic);
  const band = BAND_OF[gradeBand(grade)];
  let best: { notes: TopicNotes; score: number } | undefined;
  for (const notes of KNOWLEDGE[subject] ?? []) {
    const fits = !notes.bands || notes.bands.includes(band);
    const score = tagScore(words, notes.names) * 2 + (fits ? 1 : 0);
    if (score > 1 && (!best || score > best.score)) best = { notes, score };
  }
  return best?.notes;
}
