import {
  generateText,
  jsonSchema,
  Output,
  streamText,
  type JSONSchema7,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { z } from 'zod';
import {
  estimateTokens,
  type AiCallContext,
  type AiEngine,
  type AiUsage,
  type EngineName,
} from '../ai-engine';
import { ANSWER_SCHEMAS, answerJsonSchema } from '../request-schemas';
import { isRateLimited, toAiError } from './llm-errors';
import { structuredSystem, TASKS, untrusted } from './llm-prompts';

export type LlmProvider = 'openrouter' | 'openai' | 'google' | 'anthropic';

export interface LlmEngineOptions {
  provider: LlmProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
  /** The name the ledger and the plans see; the provider's by default (a connection's own). */
  engine?: EngineName;
  /** Spec 9: three attempts on 429, one second apart. Tests shorten the wait. */
  retryDelayMs?: number;
}

/** Used when AI_MODEL is not set: small, inexpensive models that handle JSON well. */
const DEFAULT_MODELS: Record<LlmProvider, string> = {
  openrouter: 'openai/gpt-4o-mini',
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
  anthropic: 'claude-haiku-4-5',
};

const ATTEMPTS = 3;

/** The provider's package loads only when that provider is configured (memory; issue 16). */
async function languageModel(o: LlmEngineOptions, model: string): Promise<LanguageModel> {
  if (o.provider === 'google') {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    return createGoogleGenerativeAI({ apiKey: o.apiKey, baseURL: o.baseUrl })(model);
  }
  if (o.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return createAnthropic({ apiKey: o.apiKey, baseURL: o.baseUrl })(model);
  }
  if (o.provider === 'openrouter') {
    const { createOpenRouter } = await import('@openrouter/ai-sdk-provider');
    return createOpenRouter({ apiKey: o.apiKey, baseURL: o.baseUrl }).chat(model);
  }
  const { createOpenAI } = await import('@ai-sdk/openai');
  // .chat(): chat completions, which Ollama, vLLM, LM Studio and llama.cpp servers speak.
  return createOpenAI({ apiKey: o.apiKey ?? 'not-needed', baseURL: o.baseUrl }).chat(model);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLlmEngine(o: LlmEngineOptions): AiEngine {
  const modelName = o.model ?? DEFAULT_MODELS[o.provider];
  let loading: Promise<LanguageModel> | undefined;
  const model = () => (loading ??= languageModel(o, modelName));
  const delay = o.retryDelayMs ?? 1000;

  const signalFor = (ctx?: AiCallContext) =>
    ctx?.signal
      ? AbortSignal.any([ctx.signal, AbortSignal.timeout(o.timeoutMs)])
      : AbortSignal.timeout(o.timeoutMs);

  /** Our own retry (the SDK's is off) so 429 gets exactly the spec's three attempts. */
  async function withRetry<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run();
      } catch (e) {
        if (!isRateLimited(e) || attempt >= ATTEMPTS || signal.aborted)
          throw toAiError(e, signal, modelName);
        await sleep(delay);
      }
    }
  }

  /**
   * One structured answer through the provider's native structured output (issue 33 item 2):
   * the request's schema goes as JSON Schema (`response_format: json_schema` for OpenAI-
   * compatible servers and OpenRouter, `responseSchema` for Gemini), and the SDK parses the
   * JSON. The value is not validated here: the pipeline restores names first, then validates.
   * OpenAI's strict mode is off: it refuses optional properties and string lengths, which the
   * contract has; the pipeline's check holds the answer to them instead.
   */
  async function structured<T>(
    task: string,
    schema: z.ZodType<T>,
    request: unknown,
    ctx?: AiCallContext,
  ) {
    const signal = signalFor(ctx);
    const result = await withRetry(signal, async () =>
      generateText({
        model: await model(),
        system: structuredSystem(task),
        prompt: untrusted(request),
        output: Output.object({
          schema: jsonSchema<T>(answerJsonSchema(schema) as JSONSchema7),
          name: 'answer',
        }),
        providerOptions: { openai: { strictJsonSchema: false } },
        abortSignal: signal,
        maxRetries: 0,
      }),
    );
    const usage: AiUsage = {
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    };
    return { value: result.output, usage };
  }

  return {
    info: { engine: o.engine ?? o.provider, model: modelName },
    // Engines are raw (ai/pipeline): the input arrives redacted, the answer leaves unchecked.
    async generateLesson(input, ctx) {
      const { value: plan, usage } = await structured(
        TASKS.lesson,
        ANSWER_SCHEMAS.lesson(input),
        input,
        ctx,
      );
      return { plan, usage };
    },
    async generateAssessment(input, ctx) {
      const { value: assessment, usage } = await structured(
        TASKS.assessment,
        ANSWER_SCHEMAS.assessment(input),
        input,
        ctx,
      );
      return { assessment, usage };
    },
    async generateContent(input, ctx) {
      const { value: content, usage } = await structured(
        TASKS.content,
        ANSWER_SCHEMAS.content(),
        input,
        ctx,
      );
      return { content, usage };
    },
    async generateQuiz(input, ctx) {
      const { value: quiz, usage } = await structured(
        TASKS.quiz,
        ANSWER_SCHEMAS.quiz(input),
        input,
        ctx,
      );
      return { quiz, usage };
    },
    chat(messages, ctx) {
      const signal = signalFor(ctx);
      const stopped = () => ctx?.signal?.aborted === true;
      // The turns arrive redacted (ai/pipeline); the teacher's are marked as data.
      const prompt: ModelMessage[] = messages.map((m) =>
        m.role === 'user'
          ? { role: 'user', content: untrusted(m.content) }
          : { role: 'assistant', content: m.content },
      );
      let measured: AiUsage | undefined;
      let sent = '';

      async function* providerText(): AsyncGenerator<string> {
        for (let attempt = 1; ; attempt += 1) {
          let started = false;
          try {
            const { fullStream } = streamText({
              model: await model(),
              system: TASKS.chat,
              messages: prompt,
              abortSignal: signal,
              maxRetries: 0,
              // Errors arrive as stream parts and are handled below; no console noise.
              onError: () => undefined,
            });
            for await (const part of fullStream) {
              if (part.type === 'error') throw part.error;
              if (part.type === 'abort') {
                if (stopped()) return;
                throw new DOMException('The AI call was aborted', 'TimeoutError');
              }
              if (part.type === 'text-delta' && part.text) {
                started = true;
                yield part.text;
              }
              // A server that reports no usage (a self-hosted one without stream usage) is
              // estimated below rather than counted as zero tokens.
              if (part.type === 'finish' && part.totalUsage.outputTokens !== undefined)
                measured = {
                  inputTokens: part.totalUsage.inputTokens ?? 0,
                  outputTokens: part.totalUsage.outputTokens,
                };
            }
            return;
          } catch (e) {
            if (stopped()) return;
            // Spec 9: three attempts on 429, and only before any text reached the teacher.
            if (!started && isRateLimited(e) && attempt < ATTEMPTS && !signal.aborted) {
              await sleep(delay);
              continue;
            }
            throw toAiError(e, signal, modelName);
          }
        }
      }

      async function* text(): AsyncGenerator<string> {
        for await (const piece of providerText()) {
          sent += piece;
          yield piece;
        }
      }
      return Object.assign(text(), {
        usage: (): AiUsage =>
          measured ?? {
            inputTokens: estimateTokens(prompt.map((m) => String(m.content)).join('\n')),
            outputTokens: estimateTokens(sent),
          },
      });
    },
  };
}
