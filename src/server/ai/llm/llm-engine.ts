import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import { generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { z } from 'zod';
import {
  generatedAssessment,
  generatedContent,
  generatedQuiz,
  lessonPlan,
} from '../../../contracts/ai.contract';
import type { AiCallContext, AiEngine, AiUsage } from '../ai-engine';
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
export const DEFAULT_MODELS: Record<LlmProvider, string> = {
  openrouter: 'openai/gpt-4o-mini',
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
};

const ATTEMPTS = 3;

function languageModel(o: LlmEngineOptions, model: string): LanguageModel {
  if (o.provider === 'google')
    return createGoogleGenerativeAI({ apiKey: o.apiKey, baseURL: o.baseUrl })(model);
  if (o.provider === 'openrouter')
    return createOpenRouter({ apiKey: o.apiKey, baseURL: o.baseUrl }).chat(model);
  // .chat(): chat completions, which Ollama, vLLM, LM Studio and llama.cpp servers speak.
  return createOpenAI({ apiKey: o.apiKey ?? 'not-needed', baseURL: o.baseUrl }).chat(model);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLlmEngine(o: LlmEngineOptions): AiEngine {
  const modelName = o.model ?? DEFAULT_MODELS[o.provider];
  const model = languageModel(o, modelName);
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
    const result = await withRetry(signal, () =>
      generateText({
        model,
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

    async *chat(messages, ctx) {
      const redactor = createRedactor(ctx?.redaction ?? []);
      const signal = signalFor(ctx);
      const prompt: ModelMessage[] = messages.map((m) =>
        m.role === 'user'
          ? { role: 'user', content: redactor.redact(untrusted(m.content)) }
          : { role: 'assistant', content: redactor.redact(m.content) },
      );
      // The first part decides whether the call worked, so retries happen before any text is sent.
      const open = () =>
        withRetry(signal, async () => {
          const parts = streamText({
            model,
            system: TASKS.chat,
            messages: prompt,
            abortSignal: signal,
            maxRetries: 0,
          }).fullStream[Symbol.asyncIterator]();
          const first = await parts.next();
          if (!first.done && first.value.type === 'error') throw first.value.error;
          return { first, parts };
        });
      const { first, parts } = await open();
      async function* text(): AsyncGenerator<string> {
        for (let step = first; !step.done; step = await parts.next()) {
          if (step.value.type === 'error') throw toAiError(step.value.error, signal, modelName);
          if (step.value.type === 'text-delta') yield step.value.text;
        }
      }
      yield* restoreStream(text(), redactor);
    },
  };
}
