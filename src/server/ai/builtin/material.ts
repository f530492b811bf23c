import { sentencesOf, sourceQuestions } from './source-questions';
import type { Draft } from './topic-material';

/**
 * The teacher's own material (issue 34 item 3: pasted text or their file) as the built-in
 * engine uses it for an assessment, a quiz, a worksheet or a lesson: extractive questions from
 * its sentences, each naming the sentence it came from. Nothing is made up around it.
 */
export interface MaterialInput {
  sourceText?: string;
  sourceName?: string;
}

/** The material's text, or undefined when there is none (blank counts as none). */
export const materialOf = (input: MaterialInput) => input.sourceText?.trim() || undefined;

/** What the material is called in the notes: the file's name, or "your text". */
export const materialName = (input: MaterialInput) => input.sourceName?.trim() || 'your text';

/** "From notes.pdf, sentence 3: "..."", the sentence quoted and cut to fit 300 characters. */
export function sourceNote(name: string, sentence: number, quote: string): string {
  const head = `From ${name}, sentence ${sentence}: "`;
  const room = 300 - head.length - 1;
  const q = quote.replace(/\s+/g, ' ').trim();
  return `${head}${q.length > room ? `${q.slice(0, room - 3).trimEnd()}...` : q}"`;
}

/** Questions from the material: as many as it gives (at most `count`), never padded. */
export function materialDrafts(text: string, name: string, count: number): Draft[] {
  const sentences = sentencesOf(text);
  return sourceQuestions(text, count).map((q) => ({
    type: q.type,
    prompt: q.prompt,
    choices: q.choices,
    answer: q.answer,
    // The answer is the material's own word; the teacher still glances at a written answer.
    needsReview: q.type === 'short_answer',
    explanation: q.explanation,
    source: sourceNote(name, q.sentence, sentences[q.sentence - 1] ?? ''),
  }));
}
