import { generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { z } from 'zod';
import {
  generatedAssessment,
  generatedContent,
  generatedQuiz,
  lessonPlan,
} from '../../../contracts/ai.contract';
import { estimateTokens, type AiCallContext, type AiEngine, type AiUsage } from '../ai-engine';
import { createRedactor, restoreDeep, restoreStream } from '../redaction';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { isRateLimited, toAiError } from './llm-errors';
import { parseJsonAnswer } from './llm-json';
import { structuredSystem, TASKS, untrusted } from './llm-prompts';

export type LlmProvider = 'openrouter' | 'openai' | 'google';

export interface LlmEngineOptions {
  provider: LlmProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
  /** Spec 9: three attempts on 429, one second apart. Tests shorten the wait. */
  retryDelayMs?: number;
}

/** Used when AI_MODEL is not set: small, inexpensive models that handle JSON well. */
const DEFAULT_MODELS: Record<LlmProvider, string> = {
  openrouter: 'openai/gpt-4o-mini',
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
};

const ATTEMPTS = 3;

/** The provider's package loads only when that provider is configured (memory; issue 16). */
async function languageModel(o: LlmEngineOptions, model: string): Promise<LanguageModel> {
  if (o.provider === 'google') {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    return createGoogleGenerativeAI({ apiKey: o.apiKey, baseURL: o.baseUrl })(model);
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

  async function structured<T extends z.ZodType>(
    task: string,
    schema: T,
    request: unknown,
    ctx?: AiCallContext,
  ) {
    const redactor = createRedactor(ctx?.redaction ?? []);
    const signal = signalFor(ctx);
    const result = await withRetry(signal, async () =>
      generateText({
        model: await model(),
        system: structuredSystem(task, schema),
        prompt: redactor.redact(untrusted(request)),
        abortSignal: signal,
        maxRetries: 0,
      }),
    );
    const value = restoreDeep(parseJsonAnswer(result.text, schema), redactor);
    const usage: AiUsage = {
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
    };
    return { value, usage };
  }

  return {
    info: { engine: o.provider, model: modelName },

    async generateLesson(input, ctx) {
      const { value: plan, usage } = await structured(TASKS.lesson, lessonPlan, input, ctx);
      return { plan, markdown: lessonPlanMarkdown(plan), usage };
    },
    async generateAssessment(input, ctx) {
      const { value: assessment, usage } = await structured(
        TASKS.assessment,
        generatedAssessment,
        input,
        ctx,
      );
      return { assessment, markdown: assessmentMarkdown(assessment), usage };
    },
    async generateContent(input, ctx) {
      const { value: content, usage } = await structured(
        TASKS.content,
        generatedContent,
        input,
        ctx,
      );
      return { content, usage };
    },
    async generateQuiz(input, ctx) {
      const { value: quiz, usage } = await structured(TASKS.quiz, generatedQuiz, input, ctx);
      return { quiz, usage };
    },

    chat(messages, ctx) {
      const redactor = createRedactor(ctx?.redaction ?? []);
      const signal = signalFor(ctx);
      const stopped = () => ctx?.signal?.aborted === true;
      // Every turn is redacted, the earlier replies too: they hold the names the teacher used.
      const prompt: ModelMessage[] = messages.map((m) =>
        m.role === 'user'
          ? { role: 'user', content: redactor.redact(untrusted(m.content)) }
          : { role: 'assistant', content: redactor.redact(m.content) },
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
              if (part.type === 'finish')
                measured = {
                  inputTokens: part.totalUsage.inputTokens ?? 0,
                  outputTokens: part.totalUsage.outputTokens ?? 0,
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
        for await (const piece of restoreStream(providerText(), redactor)) {
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
