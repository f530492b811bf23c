// "Make easier" / "Make harder" words and the reading-level badge's texts, without zod: the
// web's buttons and badge import them, and the avatar video card on the dashboard uses both
// (issue 38 item 2: no validation library on the dashboard's first screen).
import type { ReadingLevel } from './ai.contract';

/**
 * "Make easier" / "Make harder" (issue 34 item 1): POST /api/ai/relevel rewrites a generated
 * text for a lower or higher reading level. The body is the content request the text came
 * from (so a model keeps its subject, grade and type) with the text and the direction.
 */
export const RELEVEL_DIRECTIONS = ['easier', 'harder'] as const;
export type RelevelDirection = (typeof RELEVEL_DIRECTIONS)[number];

export const RELEVEL_MESSAGES = {
  textRequired: 'There is no text to rewrite.',
  directionInvalid: 'Choose "easier" or "harder".',
  needsModel:
    'The built-in engine cannot make a text harder: that needs a writer. Connect an AI model on the AI tab, or edit the text yourself.',
  unchanged:
    'The built-in engine could not make this text easier: its sentences are already short and it knows no plainer words for them.',
} as const;

const gradeWord = (n: number) => (n <= 0 ? 'K' : String(n));

/** The badge: "Reads at grade 6.4 - target 3". */
export const readingLevelLabel = (l: ReadingLevel) =>
  `Reads at grade ${l.grade < 0 ? 'below K' : l.grade.toFixed(1)} - target ${gradeWord(l.target)}`;

/** What the number means, for the badge's explanation. */
export const readingLevelHelp = (l: ReadingLevel) =>
  [
    `This is the Flesch-Kincaid grade of the text's prose (headings, tables, answer keys and choices left out): the school grade whose students can usually read it, from its sentence length and syllables per word.`,
    l.onTarget
      ? `It is within one grade of grade ${gradeWord(l.target)}, the grade you asked for.`
      : `It is more than one grade ${l.grade > l.target ? 'above' : 'below'} grade ${gradeWord(l.target)}, the grade you asked for.`,
    'A formula measures words and sentences, not ideas: read it with your class in mind.',
  ].join(' ');
