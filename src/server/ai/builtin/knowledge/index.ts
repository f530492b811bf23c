import { gradeBand } from '../bloom';
import { BAND_OF, tagScore, topicWords } from '../bank/match';
import {
  cachedBySubject,
  NOTES_SUBJECTS,
  readDataFile,
  subjectNotesSchema,
} from '../offline-data/offline-data';
import type { SubjectNotes, TopicNotes } from './types';
import { levelDistance, notesLevel } from '../text-levels';

const load = cachedBySubject(
  (subject) => readDataFile('notes', subject, subjectNotesSchema).topics as SubjectNotes,
);

/**
 * The topic notes, keyed by the spec's subject names. Each subject is read from
 * offline-data/notes/<subject>.json the first time it is used (a getter), not at start-up.
 */
export const KNOWLEDGE: Readonly<Record<string, SubjectNotes>> = Object.defineProperties(
  {},
  Object.fromEntries(NOTES_SUBJECTS.map((s) => [s, { enumerable: true, get: () => load(s) }])),
);

/**
 * The notes for a teacher's topic, or undefined when the engine has none: the best-named entry
 * written for the grade's band, else the best-named entry for any band (a Grade 2 "fractions"
 * lesson still gets the fraction notes, worded for older students, rather than nothing).
 */
export function topicNotes(subject: string, grade: string, topic: string): TopicNotes | undefined {
  const words = topicWords(topic);
  const band = BAND_OF[gradeBand(grade)];
  let best: { notes: TopicNotes; score: number; off: number } | undefined;
  for (const notes of KNOWLEDGE[subject] ?? []) {
    const fits = !notes.bands || notes.bands.includes(band);
    const score = tagScore(words, notes.names) * 2 + (fits ? 1 : 0);
    if (score <= 1) continue;
    // Equally well-named notes: the ones that read nearest the grade (issue 34 item 1).
    const off = levelDistance(notesLevel(notes), grade);
    if (!best || score > best.score || (score === best.score && off < best.off))
      best = { notes, score, off };
  }
  return best?.notes;
}
