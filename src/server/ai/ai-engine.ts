import type {
  ChatTurn,
  GenerateAssessmentBody,
  GenerateContentBody,
  GenerateLessonBody,
  GenerateQuizInput,
  GeneratedAssessment,
  GeneratedContent,
  GeneratedQuiz,
  LessonPlan,
} from '../../contracts/ai.contract';
import type { StandardRef } from '../../contracts/standards.contract';

/**
 * The one interface features use for AI (ARCHITECTURE.md rule 7). Which engine answers is
 * configuration (registry.ts); every result is validated against the contract schemas.
 */
export type EngineName =
  | 'builtin'
  | 'openrouter'
  | 'openai'
  | 'google'
  | 'anthropic'
  /** A connection to an OpenAI-compatible server with a key (metered). */
  | 'openai-compatible'
  /** A connection to a server of the school's own without a key (never metered). */
  | 'self-hosted'
  | 'ollama'
  | 'local'
  | 'd-id';

export interface EngineInfo {
  engine: EngineName;
  model: string;
}

/** A student whose identity must not leave the server (product-decisions.md, privacy). */
export interface RosterEntry {
  firstName: string;
  lastName: string;
  email?: string | null;
  parentEmail?: string | null;
}

/**
 * What an engine is given with a call. Engines are raw (ai/pipeline): the pipeline has already
 * redacted the roster from the input and restores it in the answer, so no engine sees a roster.
 */
export interface AiCallContext {
  signal?: AbortSignal;
  /**
   * An engine that queues its calls (the local model) says how many requests are ahead of this
   * one whenever that changes, and 0 once it starts; the UI shows the place in the queue.
   */
  onQueued?: (ahead: number) => void;
  /**
   * Who asks: an engine that queues (the local model) takes turns between teachers, serves
   * guests after them and refuses a requester's requests past a few waiting (ai_busy).
   */
  requester?: { id: number; guest: boolean };
}

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * The standards an engine may choose from (issue 34 item 2): retrieved by the pipeline for the
 * request's subject, grade and topic, never sent by a client. Any other code is dropped.
 */
export interface StandardsAsk {
  standardCandidates?: StandardRef[];
}

export interface AiEngine {
  readonly info: EngineInfo;
  generateLesson(
    input: GenerateLessonBody & StandardsAsk,
    ctx?: AiCallContext,
  ): Promise<{ plan: LessonPlan; markdown?: string; usage: AiUsage }>;
  /**
   * `markdown` is optional: the pipeline renders it from the checked answer, so a raw engine
   * need not render an answer nothing has checked yet.
   * `notice`: the engine's own words when it wrote fewer questions than asked (count and why). */
  generateAssessment(
    input: GenerateAssessmentBody & StandardsAsk,
    ctx?: AiCallContext,
  ): Promise<{
    assessment: GeneratedAssessment;
    markdown?: string;
    usage: AiUsage;
    notice?: string;
  }>;
  generateContent(
    input: GenerateContentBody,
    ctx?: AiCallContext,
  ): Promise<{ content: GeneratedContent; usage: AiUsage }>;
  generateQuiz(
    input: GenerateQuizInput,
    ctx?: AiCallContext,
    /** What the engine could not make (a picked type, the count), in its words. */
  ): Promise<{ quiz: GeneratedQuiz; usage: AiUsage; notice?: string }>;
  /**
   * A streamed chat reply. The turns arrive redacted (the pipeline redacts every turn of the
   * history and restores names in the stream).
   * `ctx.signal` stops the reply: the stream then ends early without an error.
   */
  chat(messages: readonly ChatTurn[], ctx?: AiCallContext): ChatStream;
}

/** Text pieces in order; once they have been read, the tokens the reply used. */
export interface ChatStream extends AsyncIterable<string> {
  /** Measured by the provider when it says, otherwise estimated (about 4 characters a token). */
  usage(): AiUsage;
}

/** About four characters a token: how the built-in engine and a broken-off stream count. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Stable codes for engine failures; the AI routes map them to HTTP statuses. */
export const AI_ERROR_CODES = [
  'ai_bad_key',
  'ai_model_not_found',
  'ai_timeout',
  'ai_malformed_answer',
  'ai_rate_limited',
  'ai_unavailable',
  /** The requester already has its share of the engine's queue waiting: try again later. */
  'ai_busy',
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    override readonly cause?: unknown,
    /** ai_busy: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
