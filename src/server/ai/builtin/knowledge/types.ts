import type { Band } from '../bank/types';

/**
 * Reviewed teaching notes on a common K-12 topic: what the built-in engine knows for real
 * (issue 24, item 3). Data only: every sentence was written and checked by a person, and the
 * engine quotes it as written; it never builds new facts around the teacher's words.
 */
export interface TopicNotes {
  /** What a teacher might type, lower-case, most specific first; matched like the bank's tags. */
  names: readonly string[];
  /** Grade bands the notes are written for; all bands when left out. */
  bands?: readonly Band[];
  /** Verb phrases that complete "Students will be able to ...". */
  goals: readonly string[];
  /** Key terms with a definition a student can use. */
  terms: readonly (readonly [term: string, definition: string])[];
  /** A common wrong idea (a false statement) and what is true instead. */
  misconceptions: readonly { wrong: string; right: string }[];
  /** One worked example: a problem or prompt, its steps, and the answer. */
  example: { problem: string; steps: readonly string[]; answer: string };
  /** Topics of the question bank that hold reviewed questions on this topic. */
  bankTopics?: readonly string[];
}

export type SubjectNotes = readonly TopicNotes[];
