import { GRADES } from './constants';

type Grade = (typeof GRADES)[number];

/**
 * A grade as teachers write it in a search box. Lessons store the grade as "7" or "K" and the
 * cards show "Grade 7", so a search for "grade 7" matched nothing while "7" did (issue 27).
 * Ordinals, "gr", "year" and "kindergarten" are understood too.
 */
const GRADE_PHRASES = [
  /\b(?:grade|gr\.?|year)\s*(k|\d{1,2})(?:st|nd|rd|th)?\b/i,
  /\b(k|\d{1,2})(?:st|nd|rd|th)?[\s-]*grade(?:rs?)?\b/i,
  /\b(kindergarten)\b/i,
];

/** The grade named in a search and the other words, each of which must also match. */
export function parseLessonSearch(text: string): { grade: Grade; words: string[] } | null {
  for (const phrase of GRADE_PHRASES) {
    const found = phrase.exec(text);
    if (!found) continue;
    const named = found[1]!.toUpperCase();
    const grade = GRADES.find(
      (g) => g === (named === 'KINDERGARTEN' ? 'K' : String(+named || named)),
    );
    if (!grade) return null;
    const rest = text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length);
    return { grade, words: rest.split(/\s+/).filter(Boolean) };
  }
  return null;
}
