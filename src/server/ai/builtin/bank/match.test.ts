import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { bankQuestions, tagScore, topicWords } from './match';
import type { BankQuestion, SubjectBank } from './types';

const mc = (
  topics: string[],
  prompt: string,
  answer: string,
  distractors: string[],
  explanation: string,
): BankQuestion => ({ topics, type: 'multiple_choice', prompt, answer, distractors, explanation });
const tf = (
  topics: string[],
  prompt: string,
  answer: boolean,
  explanation: string,
): BankQuestion => ({
  topics,
  type: 'true_false',
  prompt,
  answer: String(answer),
  explanation,
});
const sa = (
  topics: string[],
  prompt: string,
  answer: string,
  explanation: string,
): BankQuestion => ({
  topics,
  type: 'short_answer',
  prompt,
  answer,
  explanation,
});

const q = (topics: string[], n: number) =>
  mc(topics, `Question ${n} about ${topics[0]}?`, 'right', ['w1', 'w2', 'w3'], 'Because.');
const fixture: Record<string, SubjectBank> = {
  Science: {
    'K-2': [q(['plants'], 1)],
    '3-5': [],
    '6-8': [
      q(['water cycle', 'weather'], 2),
      q(['water cycle', 'weather'], 3),
      q(['weather'], 4),
      q(['volcanoes', 'earth'], 5),
      tf(['photosynthesis', 'plants'], 'Plants make food from light.', true, 'They do.'),
      sa(['cells'], 'Name the control centre of a cell.', 'The nucleus', 'It holds DNA.'),
    ],
    '9-12': [],
  },
};

describe('topic words', () => {
  it('lower-cases, drops filler words and meets plurals halfway', () => {
    expect(topicWords('Intro to the Water Cycle')).toEqual(['water', 'cycle']);
    expect(topicWords('Volcanoes')).toEqual(topicWords('volcano'));
    expect(topicWords("Butterflies' life cycles")).toEqual(topicWords('butterfly life cycle'));
  });
});

describe('tag score', () => {
  it('prefers a tag naming more of the topic, and a question’s own tag over a broader one', () => {
    const words = topicWords('The water cycle and weather');
    expect(tagScore(words, ['water cycle'])).toBeGreaterThan(tagScore(words, ['weather']));
    expect(tagScore(words, ['weather'])).toBeGreaterThan(tagScore(words, ['clouds', 'weather']));
    expect(tagScore(topicWords('fractions'), ['water cycle'])).toBe(0);
    // One-letter words count: "World War I" is not a topic of "World War II".
    expect(tagScore(topicWords('World War II'), ['world war i'])).toBe(0);
    expect(tagScore(topicWords('World War I'), ['world war i'])).toBeGreaterThan(0);
  });
});

describe('bank questions', () => {
  const find = (subject: string, grade: string, topic: string) =>
    bankQuestions(subject, grade, topic, seededRandom(7), fixture);

  it('gives the grade band’s questions on the topic, best match first', () => {
    const found = find('Science', '7', 'Water cycle');
    expect(
      found
        .map((m) => m.question.prompt)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Question 2 about water cycle?', 'Question 3 about water cycle?']);
    expect(found).toHaveLength(2);
    expect(found.every((m) => m.band === '6-8')).toBe(true);
  });

  it('matches a broader tag too, after the specific ones', () => {
    const found = find('Science', '8', 'Weather patterns');
    expect(found.map((m) => m.question.prompt)[0]).toBe('Question 4 about weather?');
    expect(found).toHaveLength(3);
  });

  it('is empty for another band, another subject or an unknown topic', () => {
    expect(find('Science', '10', 'water cycle')).toEqual([]);
    expect(find('Art', '7', 'water cycle')).toEqual([]);
    expect(find('Science', '7', 'Fraction walls')).toEqual([]);
  });

  it('gives the same order for the same seed', () => {
    expect(find('Science', '6', 'water cycle weather')).toEqual(
      find('Science', '6', 'water cycle weather'),
    );
  });
});
