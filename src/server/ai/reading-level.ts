import { syllable } from 'syllable';
import type { ReadingLevel } from '../../contracts/ai.contract';
import corrections from './syllable-corrections.json';

/**
 * Reading level of student-facing text (issue 34 item 1): the Flesch-Kincaid grade,
 *   0.39 x (words / sentences) + 11.8 x (syllables / words) - 15.59,
 * measured on prose only. Markdown marks, headings, tables, code, answer keys, lettered
 * choices, blanks and short list fragments ("Chart paper and markers") are not prose and are
 * left out: a formula fed a table or a list of answers measures nothing a student reads.
 * Syllables come from the `syllable` package, corrected by the CMU Pronouncing Dictionary where
 * the two disagree (syllable-corrections.json, made by scripts/syllable-corrections.mjs: the
 * package alone counts "walked" as 2 and "consequently" as 5, a grade off on academic prose);
 * reading-level.test.ts holds the measure within 0.3 of reference grades.
 */

interface ProseMeasure {
  grade: number;
  words: number;
  sentences: number;
  syllables: number;
}

/** Below this many words of prose a grade says nothing: no level is given. */
const MIN_WORDS = 12;

/** A heading that opens an answer key or the teacher's notes: its section is not prose. */
const NOT_FOR_STUDENTS =
  /\b(answers?|answer key|mark scheme|teacher notes?|notes for the teacher)\b/i;

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS =
  /\b(Mr|Mrs|Ms|Dr|St|Mt|vs|etc|e\.g|i\.e|[ap]\.m|approx|No|Fig|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\./g;

/** Inline markdown to plain words. */
function inline(line: string): string {
  return (
    line
      // images go, links keep their words
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // the built-in engine's "[Add: ...]" places for the teacher's content
      .replace(/\[Add:[^\]]*\]/gi, ' ')
      .replace(/`[^`]*`/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\$[^$]*\$/g, ' ')
      .replace(/(\*\*|__|\*|_|~~)/g, '')
      .replace(/_{3,}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Ends like a sentence. */
const sentenceLike = (s: string) => /[.!?]["')\]]?$/.test(s);

/**
 * The prose of a markdown text, one paragraph or list sentence per line. List items count only
 * when they are sentences (four words or more, ending with a full stop, "?" or "!"); nested
 * items (choices), tables, code, headings and answer sections are dropped.
 */
export function proseOf(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let inCode = false;
  let skipUntilLevel = 0; // inside a section not for students, until a heading this level or higher
  const flush = () => {
    if (paragraph.length) out.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      flush();
      continue;
    }
    if (inCode) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      const level = heading[1]!.length;
      if (skipUntilLevel && level <= skipUntilLevel) skipUntilLevel = 0;
      if (!skipUntilLevel && NOT_FOR_STUDENTS.test(heading[2]!)) skipUntilLevel = level;
      continue;
    }
    if (skipUntilLevel) continue;
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    // tables, rules, block quotes' markers
    if (/^\|/.test(trimmed) || /^([-*_=]\s*){3,}$/.test(trimmed)) {
      flush();
      continue;
    }
    const item = /^(\s*)([-*+]|\d+[.)]|[A-Za-z][.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      // nested items are choices or sub-points; lettered lines are choices
      if (item[1]!.length >= 2 || /^[A-Za-z][.)]$/.test(item[2]!)) continue;
      const text = inline(item[3]!);
      if (sentenceLike(text) && text.split(' ').length >= 4) out.push(text);
      continue;
    }
    const text = inline(trimmed.replace(/^>\s?/, ''));
    if (text) paragraph.push(text);
  }
  flush();
  return out.join('\n');
}

const WORD = /[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g;

/** The words of a text as Flesch-Kincaid counts them (a hyphenated word is two). */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Sentences: ended by ".", "!" or "?" (abbreviations kept whole), or by the end of a line. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(ABBREVIATIONS, (m) => m.replace(/\./g, ''))
    .split(/(?<=[.!?])["')\]]?\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

let corrected: Map<string, number> | undefined;
/** The dictionary's counts where the package is wrong, built on first use. */
function correction(word: string): number | undefined {
  if (!corrected) {
    corrected = new Map();
    for (const [count, words] of Object.entries(corrections.counts as Record<string, string>))
      for (const w of words.split(' ')) corrected.set(w, Number(count));
  }
  return corrected.get(word);
}

/** Syllables in one word: about one a digit for a number, at least one for any word. */
function syllablesIn(word: string): number {
  if (/^\d+$/.test(word)) return Math.max(1, word.length);
  const lower = word.toLowerCase().replace(/’/g, "'");
  return Math.max(1, correction(lower) ?? syllable(lower));
}

/** Flesch-Kincaid grade of plain prose (no markdown), or undefined with too few words. */
export function fleschKincaid(text: string): ProseMeasure | undefined {
  const sentences = sentencesOf(text);
  const words = sentences.flatMap(wordsOf);
  if (words.length < MIN_WORDS) return undefined;
  const syllables = words.reduce((n, w) => n + syllablesIn(w), 0);
  const raw = 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  return {
    // within the contract's range: a single 80-word sentence is not a grade-50 text either
    grade: Math.round(Math.min(40, Math.max(-5, raw)) * 10) / 10,
    words: words.length,
    sentences: sentences.length,
    syllables,
  };
}

/** "K" is grade 0. */
export const gradeNumber = (grade: string): number => (grade === 'K' ? 0 : Number(grade));

/** Within one grade of the target counts as on target. */
export const ON_TARGET_WITHIN = 1;

/**
 * The reading level of a markdown text for a target grade, or undefined when it holds too
 * little prose to measure. The grade is not clamped: below 0 reads as "below kindergarten".
 */
export function readingLevelOf(markdown: string, target: string): ReadingLevel | undefined {
  const measured = fleschKincaid(proseOf(markdown));
  if (!measured) return undefined;
  const t = gradeNumber(target);
  return {
    grade: measured.grade,
    target: t,
    onTarget: Math.abs(measured.grade - t) <= ON_TARGET_WITHIN,
  };
}

/** The student-facing prose of a set of questions: their prompts, one a line. */
export const questionsProse = (questions: readonly { prompt: string }[]) =>
  questions.map((q) => q.prompt.replace(/\s+/g, ' ').trim()).join('\n');
