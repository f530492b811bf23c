import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBJECTS } from '../../../../contracts/constants';
import {
  FACTS_SUBJECTS,
  NOTES_SUBJECTS,
  quizThemesSchema,
  subjectBankSchema,
  subjectFactsSchema,
  subjectFile,
  subjectMovesSchema,
  subjectNotesSchema,
} from './offline-data';

const folder = (kind: string) => new URL(`./${kind}/`, import.meta.url);
const read = (kind: string, file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, folder(kind)), 'utf8'));

/** The data files are checked here in CI: a malformed question fails the build, not a teacher. */
describe('the built-in engine data files', () => {
  it('hold one bank per subject and notes for the five core subjects, nothing else', () => {
    expect(readdirSync(folder('bank')).sort()).toEqual(SUBJECTS.map(subjectFile).sort());
    expect(readdirSync(folder('notes')).sort()).toEqual(NOTES_SUBJECTS.map(subjectFile).sort());
    expect(readdirSync(folder('facts')).sort()).toEqual(FACTS_SUBJECTS.map(subjectFile).sort());
    expect(
      readdirSync(folder('.'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(['aliases.json', 'quiz-themes.json', 'subject-moves.json']);
  });

  it.each(FACTS_SUBJECTS)('the %s facts match their schema', (subject) => {
    const parsed = subjectFactsSchema.safeParse(read('facts', subjectFile(subject)));
    expect(parsed.success ? '' : z.prettifyError(parsed.error)).toBe('');
    expect(parsed.data?.subject).toBe(subject);
  });

  it('the subject moves and the quiz themes match their schemas', () => {
    for (const [file, schema] of [
      ['subject-moves.json', subjectMovesSchema],
      ['quiz-themes.json', quizThemesSchema],
    ] as const) {
      const parsed = schema.safeParse(read('.', file));
      expect(parsed.success ? '' : `${file}: ${z.prettifyError(parsed.error)}`).toBe('');
    }
  });

  it('refuses a fact, a move or a theme the engine could not use', () => {
    const fact = { prompt: 'Which planet is closest to the Sun?', answer: 'Mercury' };
    const facts = (f: unknown) => ({ subject: 'Science', facts: [f] });
    expect(
      subjectFactsSchema.safeParse(facts({ ...fact, distractors: ['Venus', 'Mars', 'Earth'] }))
        .success,
    ).toBe(true);
    for (const distractors of [
      ['Venus', 'Mars'],
      ['Venus', 'mercury', 'Earth'],
    ])
      expect(subjectFactsSchema.safeParse(facts({ ...fact, distractors })).success).toBe(false);

    const moves = subjectMovesSchema.parse(read('.', 'subject-moves.json'));
    const withScience = (science: object) => ({
      subjects: { ...moves.subjects, Science: { ...moves.subjects.Science, ...science } },
    });
    expect(subjectMovesSchema.safeParse(withScience({})).success).toBe(true);
    for (const bad of [
      { hook: 'Show a picture and ask what students notice.' },
      { homework: 'Write about {subject} at home.' },
      { model: 'Explain it {add:the diagram' },
      { material: [] },
    ])
      expect(subjectMovesSchema.safeParse(withScience(bad)).success, JSON.stringify(bad)).toBe(
        false,
      );
    const { Art: _art, ...noArt } = moves.subjects;
    expect(subjectMovesSchema.safeParse({ subjects: noArt }).success).toBe(false);

    const theme = {
      match: 'minecraft',
      heroes: ['Steve'],
      items: ['blocks'],
      containers: ['chests'],
      friends: ['villagers'],
    };
    expect(quizThemesSchema.safeParse({ themes: [theme] }).success).toBe(true);
    for (const bad of [
      { ...theme, match: 'pok[emon' },
      { ...theme, items: [] },
      { ...theme, extra: 1 },
    ])
      expect(quizThemesSchema.safeParse({ themes: [bad] }).success, JSON.stringify(bad)).toBe(
        false,
      );
  });

  it.each(SUBJECTS)('the %s bank matches its schema and names its own subject', (subject) => {
    const parsed = subjectBankSchema.safeParse(read('bank', subjectFile(subject)));
    expect(parsed.success ? '' : z.prettifyError(parsed.error)).toBe('');
    expect(parsed.data?.subject).toBe(subject);
  });

  it.each(NOTES_SUBJECTS)('the %s notes match their schema', (subject) => {
    const parsed = subjectNotesSchema.safeParse(read('notes', subjectFile(subject)));
    expect(parsed.success ? '' : z.prettifyError(parsed.error)).toBe('');
    expect(parsed.data?.subject).toBe(subject);
  });

  it('refuses a question the engine could not use', () => {
    const good = {
      topics: ['volcanoes'],
      type: 'multiple_choice',
      prompt: 'What comes out of an erupting volcano?',
      answer: 'Lava',
      distractors: ['Ice', 'Sand', 'Milk'],
      explanation: 'Molten rock that reaches the surface is lava.',
    };
    const bank = (q: unknown) => ({
      subject: 'Geography',
      bands: { 'K-2': [q], '3-5': [], '6-8': [], '9-12': [] },
    });
    expect(subjectBankSchema.safeParse(bank(good)).success).toBe(true);
    for (const bad of [
      { ...good, distractors: ['Ice', 'Sand'] },
      { ...good, topics: ['Volcanoes'] },
      { ...good, topics: [] },
      { ...good, prompt: '' },
      { ...good, type: 'true_false', answer: 'yes', distractors: undefined },
      { ...good, extra: 1 },
    ])
      expect(subjectBankSchema.safeParse(bank(bad)).success, JSON.stringify(bad)).toBe(false);
    expect(subjectBankSchema.safeParse({ ...bank(good), subject: 'Cooking' }).success).toBe(false);
  });
});
