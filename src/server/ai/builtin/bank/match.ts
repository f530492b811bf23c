import { gradeBand, type GradeBand } from '../bloom';
import type { Random } from '../seeded-random';
import { BANK } from './index';
import type { Band, BankQuestion, SubjectBank } from './types';
import { bankQuestionLevel, levelDistance } from '../text-levels';

export const BAND_OF: Record<GradeBand, Band> = {
  early: 'K-2',
  elementary: '3-5',
  middle: '6-8',
  high: '9-12',
};

/** Words a teacher adds around a topic that say nothing about which topic it is. */
const FILLER = new Set(
  'a an the of and or in on to for with about how what why our my your intro introduction unit basics lesson lessons review quiz test week day part'.split(
    ' ',
  ),
);

/** Lower-case words, crudely singular, so "Volcanoes" meets "volcano" and "Plants" meets "plant". */
export function topicWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((w) =>
      w
        .replace(/'s?$/, '')
        .replace(/(?<=[a-z]{2})ies$/, 'y')
        .replace(/(?<=[a-z]{2}(?:s|x|z|ch|sh|o))es$/, '')
        .replace(/(?<=[a-z]{3}[^su])s$/, ''),
    )
    .filter((w) => w.length > 0 && !FILLER.has(w));
}

/**
 * How well a question's tags name the teacher's topic: a tag whose every word is in the topic
 * counts its words (so "water cycle" beats "water"), less a little for tags further down its
 * list (the first tag is the question's own topic, later ones are broader); 0 when none fits.
 */
export function tagScore(topic: readonly string[], tags: readonly string[]): number {
  const have = new Set(topic);
  let best = 0;
  tags.forEach((tag, i) => {
    const words = topicWords(tag);
    if (words.length > 0 && words.every((w) => have.has(w)))
      best = Math.max(best, words.length * 10 - Math.min(i, 5));
  });
  return best;
}

/** Every bank question for a subject at a grade's band (for quizzes, which have no topic). */
export const bandQuestions = (
  subject: string,
  grade: string,
  bank: Readonly<Record<string, SubjectBank>> = BANK,
): readonly BankQuestion[] => bank[subject]?.[BAND_OF[gradeBand(grade)]] ?? [];

export interface BankMatch {
  question: BankQuestion;
  /** The grade band it was written for, for the teacher's source note. */
  band: Band;
}

/**
 * The bank's questions for a subject, grade and topic, best match first, then those that read
 * nearest the grade (ties in a seeded order, so the same request gives the same questions). Empty when the topic matches no tag:
 * the caller then says so rather than inventing questions.
 */
export function bankQuestions(
  subject: string,
  grade: string,
  topic: string,
  rnd: Random,
  bank: Readonly<Record<string, SubjectBank>> = BANK,
): BankMatch[] {
  const band = BAND_OF[gradeBand(grade)];
  const pool = bandQuestions(subject, grade, bank);
  const words = topicWords(topic);
  const scored = rnd
    .shuffle(pool.map((question) => ({ question, score: tagScore(words, question.topics) })))
    .filter((s) => s.score > 0);
  // Among equally good matches, texts that read at the grade first (issue 34 item 1).
  const off = (q: BankQuestion) => levelDistance(bankQuestionLevel(q), grade);
  return scored
    .sort((a, b) => b.score - a.score || off(a.question) - off(b.question))
    .map((s) => ({ question: s.question, band }));
}

export const bankSourceNote = (subject: string, m: BankMatch) =>
  `Chalkwise question bank: ${subject}, grades ${m.band}, topic "${m.question.topics[0]}". Reviewed; check it fits your class.`;
