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

/**
 * The one interface features use for AI (ARCHITECTURE.md rule 7). Which engine answers is
 * configuration (registry.ts); every result is validated against the contract schemas.
 */
export type EngineName =
  'builtin' | 'openrouter' | 'openai' | 'google' | 'ollama' | 'local' | 'd-id';

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

export interface AiCallContext {
  /** The teacher's students: redacted from prompts to external engines, restored in answers. */
  redaction?: RosterEntry[];
  signal?: AbortSignal;
  /**
   * An engine that queues its calls (the local model) says how many requests are ahead of this
   * one whenever that changes, and 0 once it starts; the UI shows the place in the queue.
   */
  onQueued?: (ahead: number) => void;
}

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AiEngine {
  readonly info: EngineInfo;
  generateLesson(
    input: GenerateLessonBody,
    ctx?: AiCallContext,
  ): Promise<{ plan: LessonPlan; markdown: string; usage: AiUsage }>;
  /** `notice`: the engine's own words when it wrote fewer questions than asked (count and why). */
  generateAssessment(
    input: GenerateAssessmentBody,
    ctx?: AiCallContext,
  ): Promise<{
    assessment: GeneratedAssessment;
    markdown: string;
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
  ): Promise<{ quiz: GeneratedQuiz; usage: AiUsage }>;
  /**
   * A streamed chat reply. External engines redact the roster from every turn of the history
   * (the teacher's questions and the earlier replies) and restore it in the text they yield.
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
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
