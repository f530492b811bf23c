import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SUBJECTS } from '../../../../contracts/constants';

/**
 * The built-in engine's reviewed content (question banks, topic notes and quiz facts, one file
 * per subject; topic aliases, quiz themes and subject moves, one file each) lives in JSON files
 * next to this module (issue 33 item 5): data a reviewer can read and edit
 * without touching code, checked against the schemas below by offline-data.test.ts in CI, and read from
 * disk the first time a subject is asked for, so none of it is in the server's start-up bundle.
 * scripts/build-server.mjs copies the folder beside the compiled module.
 */
const BAND_KEYS = ['K-2', '3-5', '6-8', '9-12'] as const;
const tag = z.string().regex(/^[a-z0-9][a-z0-9 '-]*[a-z0-9]$/, 'a tag is lower-case words');
const text = (max: number) => z.string().trim().min(1).max(max);

export const bankQuestionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    topics: z.array(tag).min(1),
    type: z.literal('multiple_choice'),
    prompt: text(300),
    answer: text(120),
    distractors: z.array(text(120)).length(3),
    explanation: text(400),
  }),
  z.strictObject({
    topics: z.array(tag).min(1),
    type: z.literal('true_false'),
    prompt: text(300),
    answer: z.enum(['true', 'false']),
    explanation: text(400),
  }),
  z.strictObject({
    topics: z.array(tag).min(1),
    type: z.literal('short_answer'),
    prompt: text(300),
    answer: text(300),
    explanation: text(400),
  }),
]);

export const subjectBankSchema = z.strictObject({
  subject: z.enum(SUBJECTS),
  bands: z.strictObject(
    Object.fromEntries(BAND_KEYS.map((b) => [b, z.array(bankQuestionSchema)])) as Record<
      (typeof BAND_KEYS)[number],
      z.ZodArray<typeof bankQuestionSchema>
    >,
  ),
});

export const topicNotesSchema = z.strictObject({
  names: z.array(z.string().regex(/^[a-z0-9][a-z0-9 '-]*$/)).min(1),
  bands: z.array(z.enum(BAND_KEYS)).min(1).optional(),
  goals: z.array(text(200)).min(2),
  terms: z.array(z.tuple([text(80), text(300)])).min(3),
  misconceptions: z.array(z.strictObject({ wrong: text(300), right: text(400) })).min(1),
  example: z.strictObject({
    problem: text(300),
    steps: z.array(text(300)).min(1),
    answer: text(300),
  }),
  bankTopics: z.array(tag).optional(),
});

export const subjectNotesSchema = z.strictObject({
  subject: z.enum(SUBJECTS),
  topics: z.array(topicNotesSchema),
});

/** Well-known facts for quiz questions the engine cannot compute, one file per subject. */
export const subjectFactsSchema = z.strictObject({
  subject: z.enum(SUBJECTS),
  facts: z
    .array(
      z
        .strictObject({
          prompt: text(300),
          answer: text(120),
          distractors: z.array(text(120)).length(3),
        })
        .refine(
          (f) => new Set([f.answer, ...f.distractors].map((c) => c.toLowerCase())).size === 4,
          'the answer and its three distractors are four different choices',
        ),
    )
    .min(1),
});

/** A template: {topic} (the teacher's topic) and {add:...} (a marked place), no other braces. */
const template = text(400).refine(
  (s) => !/[{}]/.test(s.replace(/\{add:((?:[^{}]|\{topic\})*)\}/g, '$1').replaceAll('{topic}', '')),
  'a template holds only {topic} and {add:...} in braces',
);

const movesEntry = z.strictObject({
  hook: template.refine((t) => t.includes('{topic}'), 'the hook names the topic'),
  model: template,
  material: z.array(text(120)).min(2),
  homework: template.refine((t) => t.includes('{topic}'), 'the homework names the topic'),
});

/** Every subject, each with its moves. */
export const subjectMovesSchema = z.strictObject({
  $comment: z.string().optional(),
  subjects: z.record(z.enum(SUBJECTS), movesEntry),
});
const compiles = (source: string) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
};

export const quizThemesSchema = z.strictObject({
  $comment: z.string().optional(),
  themes: z
    .array(
      z.strictObject({
        /** A case-insensitive regular expression over the theme the teacher typed. */
        match: text(200).refine(compiles, 'match is a regular expression'),
        heroes: z.array(text(60)).min(1),
        items: z.array(text(60)).min(1),
        containers: z.array(text(60)).min(1),
        friends: z.array(text(60)).min(1),
      }),
    )
    .min(1),
});

export type SubjectBankFile = z.infer<typeof subjectBankSchema>;
export type SubjectNotesFile = z.infer<typeof subjectNotesSchema>;

/** The file name of a subject's data: "Physical Education" is physical-education.json. */
export const subjectFile = (subject: string) => `${subject.toLowerCase().replace(/ /g, '-')}.json`;

/** Subjects with notes (the bank covers all seven). */
export const NOTES_SUBJECTS = ['Mathematics', 'Science', 'English', 'History', 'Geography'];

/** Subjects with facts for quiz questions (mathematics computes its own). */
export const FACTS_SUBJECTS = SUBJECTS.filter((s) => s !== 'Mathematics');

type Folder = 'bank' | 'notes' | 'facts';

export const dataUrl = (kind: Folder, subject: string) =>
  new URL(`./${kind}/${subjectFile(subject)}`, import.meta.url);

/** Reads and checks one file; a file that fails its schema is a build error, said plainly. */
export function readDataFile<T>(kind: Folder, subject: string, schema: z.ZodType<T>): T {
  return readJson(dataUrl(kind, subject), schema);
}

/** One of the single files beside this module (subject-moves.json, quiz-themes.json). */
export const singleFileUrl = (name: 'subject-moves.json' | 'quiz-themes.json') =>
  new URL(`./${name}`, import.meta.url);

export function readJson<T>(url: URL, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(url, 'utf8')));
  if (!parsed.success)
    throw new Error(`${url.pathname} does not match its schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** One read per file for the life of the process. */
export function cachedBySubject<T>(load: (subject: string) => T): (subject: string) => T {
  const cache = new Map<string, T>();
  return (subject) => {
    if (!cache.has(subject)) cache.set(subject, load(subject));
    return cache.get(subject)!;
  };
}
