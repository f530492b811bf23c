import type { z } from 'zod';
import type {
  GenerateAssessmentBody,
  GenerateContentBody,
  ReadingLevel,
  GenerateLessonBody,
  GenerateQuizInput,
  GeneratedAssessment,
  GeneratedContent,
  GeneratedQuiz,
  LessonPlan,
} from '../../../contracts/ai.contract';
import type { AiCallContext, AiEngine, AiUsage, StandardsAsk } from '../ai-engine';
import { restoreDeep, type Redactor } from '../redaction';
import { assessmentAnswer, contentAnswer, lessonAnswer, quizAnswer } from '../request-schemas';
import { salvageQuiz } from '../quiz-answer';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { questionsProse, readingLevelOf } from '../reading-level';
import { keepOffered, resolveCodes, standardCandidates } from '../standards/standards-catalogue';
import { STANDARDS_MESSAGES, type StandardRef } from '../../../contracts/standards.contract';

export type Generation = 'lesson' | 'assessment' | 'content' | 'quiz';

/**
 * Said to a model asked a second time because its first answer read more than a grade off
 * the target (issue 34 item 1): the grade it measured at. Never part of a teacher's request.
 */
export interface ReadingRetry {
  lastReadingLevel?: string;
  /** "Make easier" / "Make harder": the text to write again, and the grade it should read at. */
  rewrite?: { text: string; readAtGrade: number };
}

export interface Inputs {
  lesson: GenerateLessonBody & StandardsAsk;
  assessment: GenerateAssessmentBody & ReadingRetry & StandardsAsk;
  content: GenerateContentBody & ReadingRetry;
  quiz: GenerateQuizInput;
}

/** The standards kept from an answer, and the sentence naming the dropped codes, if any. */
interface StandardsResult {
  standards: StandardRef[];
  standardsNotice?: string;
}

export interface Results {
  lesson: { plan: LessonPlan; markdown: string; usage: AiUsage } & StandardsResult;
  /** `notice`: fewer questions than asked, in the engine's words. */
  assessment: {
    assessment: GeneratedAssessment;
    markdown: string;
    usage: AiUsage;
    notice?: string;
    readingLevel?: ReadingLevel;
  } & StandardsResult;
  content: { content: GeneratedContent; usage: AiUsage; readingLevel?: ReadingLevel };
  /** `notice`: a picked type or questions the engine could not make, or that were dropped. */
  quiz: { quiz: GeneratedQuiz; usage: AiUsage; notice?: string };
}

/** An engine's answer before the pipeline has restored and checked it. */
interface Raw {
  value: unknown;
  usage: AiUsage;
  notice?: string;
  /** The standards the engine was offered (lessons and assessments). */
  offered?: StandardRef[];
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

interface Spec<K extends Generation, T> {
  call(engine: AiEngine, input: Inputs[K], ctx: AiCallContext): Promise<Raw>;
  /** The answer's schema, from the request as the teacher sent it (names in place). */
  schema(input: Inputs[K], raw: Raw): z.ZodType<T>;
  result(value: T, usage: AiUsage, raw: Raw, redactor: Redactor): Results[K];
  /**
   * What may be kept of an answer that did not match on the last attempt, and the notice that
   * says what was left out; none, and the call fails. Only a quiz has one: its questions stand
   * alone, so dropping a broken one leaves the others whole.
   */
  salvage?(input: Inputs[K], raw: Raw, redactor: Redactor): { value: T; notice?: string } | null;
}

/** The first thing wrong with an answer, said plainly enough for a log line and an error. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the answer has the wrong shape';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the answer';
  return `${where}: ${issue.message}`;
}

const spec = <K extends Generation, T>(s: Spec<K, T>) => ({
  ...s,
  /** Names back in every string, then the request's schema (issue 37 item 8: that order). */
  check(input: Inputs[K], raw: Raw, redactor: Redactor): Checked<T> {
    const parsed = s.schema(input, raw).safeParse(restoreDeep(raw.value, redactor));
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, problem: problemOf(parsed.error) };
  },
});

/** One generation's steps, as the pipeline runs them for any kind. */
export interface Steps<K extends Generation> {
  call(engine: AiEngine, input: Inputs[K], ctx: AiCallContext): Promise<Raw>;
  check(input: Inputs[K], raw: Raw, redactor: Redactor): Checked<unknown>;
  result(value: unknown, usage: AiUsage, raw: Raw, redactor: Redactor): Results[K];
  salvage?(
    input: Inputs[K],
    raw: Raw,
    redactor: Redactor,
  ): { value: unknown; notice?: string } | null;
}

/**
 * The candidates for a lesson or assessment request: the standards the teacher chose first,
 * then the subject's and grade's that match the topic. The chosen ones reach the engine as
 * candidates only, so an engine reads them in one place.
 */
function offerFor<T extends { subject: string; grade: string; topic: string }>(
  input: T & { standards?: readonly { code: string }[] },
) {
  const { standards: chosen = [], ...rest } = input;
  const picked = resolveCodes(chosen.map((s) => s.code)).refs;
  const topical = standardCandidates(input.subject, input.grade, input.topic).filter(
    (s) => !picked.some((p) => p.code === s.code),
  );
  return { rest, offered: [...picked, ...topical] };
}

/**
 * The answer's codes held to the candidates it was offered: the kept codes stay in the answer
 * (as the data writes them), the standards come back with the data's descriptions, and any other
 * code is dropped and named for the teacher (issue 34 item 2).
 */
function keptStandards<T extends { standards?: string[] }>(
  answer: T,
  raw: Raw,
): { plan: T } & StandardsResult {
  const { kept, dropped } = keepOffered(answer.standards ?? [], raw.offered ?? []);
  return {
    // An answer that named no standards stays as it was.
    plan:
      answer.standards === undefined ? answer : { ...answer, standards: kept.map((s) => s.code) },
    standards: kept,
    ...(dropped.length > 0 ? { standardsNotice: STANDARDS_MESSAGES.dropped(dropped) } : {}),
  };
}

/** Each generation: how the engine is asked, the schema its answer must match, the result. */
export const GENERATIONS = {
  lesson: spec<'lesson', LessonPlan>({
    call: async (engine, input, ctx) => {
      const { rest, offered } = offerFor(input);
      const r = await engine.generateLesson({ ...rest, standardCandidates: offered }, ctx);
      return { value: r.plan, usage: r.usage, offered };
    },
    schema: (input) => lessonAnswer(input),
    result: (answer, usage, raw) => {
      const { plan, ...standards } = keptStandards(answer, raw);
      return { plan, markdown: lessonPlanMarkdown(plan), usage, ...standards };
    },
  }),
  assessment: spec<'assessment', GeneratedAssessment>({
    call: async (engine, input, ctx) => {
      const { rest, offered } = offerFor(input);
      const r = await engine.generateAssessment({ ...rest, standardCandidates: offered }, ctx);
      return { value: r.assessment, usage: r.usage, notice: r.notice, offered };
    },
    // Fewer than asked only from the teacher's material, or when the engine says so itself.
    schema: (input, raw) => assessmentAnswer(input, Boolean(input.sourceText || raw.notice)),
    result: (answer, usage, raw, redactor) => {
      const { plan: assessment, ...standards } = keptStandards(answer, raw);
      return {
        assessment,
        markdown: assessmentMarkdown(assessment),
        usage,
        ...(raw.notice ? { notice: redactor.restore(raw.notice) } : {}),
        ...standards,
      };
    },
  }),
  content: spec<'content', GeneratedContent>({
    call: async (engine, input, ctx) => {
      const r = await engine.generateContent(input, ctx);
      return { value: r.content, usage: r.usage };
    },
    schema: () => contentAnswer(),
    result: (content, usage) => ({ content, usage }),
  }),
  quiz: spec<'quiz', GeneratedQuiz>({
    call: async (engine, input, ctx) => {
      const r = await engine.generateQuiz(input, ctx);
      return { value: r.quiz, usage: r.usage, notice: r.notice };
    },
    // Fewer than asked only from the teacher's material, or when the engine says why.
    schema: (input, raw) => quizAnswer(input, Boolean(raw.notice)),
    result: (quiz, usage, raw, redactor) => ({
      quiz,
      usage,
      ...(raw.notice ? { notice: redactor.restore(raw.notice) } : {}),
    }),
    salvage: (input, raw, redactor) => {
      const kept = salvageQuiz(input, restoreDeep(raw.value, redactor));
      return kept && { value: kept.quiz, notice: kept.notice };
    },
  }),
};

/**
 * The generations whose text a student reads, measured against the request's grade: what the
 * pipeline measures, and the request that asks a model once more at the level it missed.
 */
export const LEVELLED = {
  assessment: {
    level: (input: Inputs['assessment'], r: Results['assessment']) =>
      readingLevelOf(questionsProse(r.assessment.questions), input.grade),
  },
  content: {
    level: (input: Inputs['content'], r: Results['content']) =>
      readingLevelOf(r.content.content, input.grade),
  },
} as const;

/** The retry request: the teacher's request with the level the first answer measured at. */
export const withMeasuredLevel = <T extends ReadingRetry>(input: T, level: ReadingLevel): T => ({
  ...input,
  lastReadingLevel: `Your previous answer's prose measured Flesch-Kincaid grade ${level.grade}; the target is grade ${level.target}. Write it again so it reads within one grade of ${level.target}.`,
});

export const stepsFor = <K extends Generation>(kind: K) => GENERATIONS[kind] as unknown as Steps<K>;
