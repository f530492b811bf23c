import type { z } from 'zod';
import {
  generatedAssessment,
  generatedContent,
  generatedQuiz,
  lessonPlan,
  type ChatTurn,
} from '../../../contracts/ai.contract';
import {
  AiError,
  estimateTokens,
  type AiCallContext,
  type AiEngine,
  type AiUsage,
} from '../ai-engine';
import { parseJsonAnswer } from '../llm/llm-json';
import { structuredSystem, TASKS, untrusted } from '../llm/llm-prompts';
import { createRedactor, restoreDeep, restoreStream } from '../redaction';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { grammarSchema, type GrammarSchema } from './grammar-schema';
import { defaultThreads } from './local-defaults';
import { generate, loadLocalModel, type LoadedModel } from './local-model';
import { createRequestQueue, type RequestQueue } from './local-queue';
import { createTextPipe } from './text-pipe';

interface LocalEngineOptions {
  /** A .gguf file. */
  modelPath: string;
  /** Default: 1 on two cores or fewer, else all but one (local-defaults.ts). */
  threads?: number;
  /** How long one request may run on the model, from when it leaves the queue. */
  timeoutMs: number;
  /** Tokens of context; default: the model's own, as much as memory allows. */
  contextSize?: number;
  /** Requests on the model at once; the rest wait in the queue. Default 1. */
  sequences?: number;
  /** Most tokens one answer may have; tests keep the tiny model's answers short. */
  maxTokens?: number;
  /** Load failures and retries; never a prompt or an answer. */
  log?: { info: (message: string) => void; warn: (message: string) => void };
}

export type LocalEngine = AiEngine & {
  /** Frees the model's memory; a later request loads it again. */
  close(): Promise<void>;
  queue: Pick<RequestQueue, 'waiting' | 'running'>;
};

/** Room for a full lesson plan from a 1-3B model; anything longer is a model in a loop. */
const DEFAULT_MAX_TOKENS = 3072;

/** One grammar per contract schema, built from the same zod schemas the other engines use. */
const SCHEMAS = {
  lesson: { schema: lessonPlan, grammar: grammarSchema(lessonPlan) },
  // Left out: the model must not mark its own questions as checked.
  assessment: {
    schema: generatedAssessment,
    grammar: grammarSchema(generatedAssessment, ['needsReview']),
  },
  content: { schema: generatedContent, grammar: grammarSchema(generatedContent) },
  quiz: { schema: generatedQuiz, grammar: grammarSchema(generatedQuiz, ['needsReview']) },
} satisfies Record<string, { schema: z.ZodType; grammar: GrammarSchema }>;

const cancelled = () => new AiError('ai_unavailable', 'The request was cancelled.');
const timedOut = (e?: unknown) =>
  new AiError('ai_timeout', 'The AI model took too long to answer. Please try again.', e);

/**
 * The local model engine (issue 24): a GGUF model in this process through node-llama-cpp, which
 * evaluates in native threads, so the event loop stays free while it generates. Structured
 * answers are generated under a grammar from the contract schema and then validated with it;
 * requests take turns through a queue that tells each its place.
 */
export function createLocalEngine(o: LocalEngineOptions): LocalEngine {
  const threads = o.threads ?? defaultThreads();
  const queue = createRequestQueue(o.sequences ?? 1);
  const maxTokens = o.maxTokens ?? DEFAULT_MAX_TOKENS;
  const modelName = o.modelPath.split(/[\\/]/).at(-1) ?? o.modelPath;
  let loading: Promise<LoadedModel> | undefined;

  function loaded(): Promise<LoadedModel> {
    loading ??= loadLocalModel({
      modelPath: o.modelPath,
      threads,
      contextSize: o.contextSize,
      sequences: o.sequences ?? 1,
      log: (message) => o.log?.warn(`local model: ${message}`),
    }).then(
      (m) => {
        o.log?.info(`Local model ${modelName} loaded (${threads} threads).`);
        return m;
      },
      (e: unknown) => {
        loading = undefined;
        o.log?.warn(`Local model ${o.modelPath} could not be loaded: ${(e as Error).message}`);
        throw new AiError(
          'ai_model_not_found',
          `The local model "${modelName}" could not be loaded.`,
          e,
        );
      },
    );
    return loading;
  }

  /**
   * Runs `work` when the queue lets it, with a signal that fires on the caller's abort or when
   * the timeout (counted from the start, not the wait) runs out.
   */
  function onModel<T>(
    ctx: AiCallContext | undefined,
    work: (m: LoadedModel, signal: AbortSignal) => Promise<T>,
  ) {
    return queue
      .run(
        async () => {
          const timeout = AbortSignal.timeout(o.timeoutMs);
          const signal = ctx?.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
          try {
            return await work(await loaded(), signal);
          } catch (e) {
            if (e instanceof AiError) throw e;
            if (timeout.aborted) throw timedOut(e);
            if (ctx?.signal?.aborted) throw cancelled();
            throw new AiError('ai_unavailable', 'The local model failed to answer.', e);
          }
        },
        { signal: ctx?.signal, onQueued: ctx?.onQueued },
      )
      .catch((e: unknown) => {
        if (e instanceof AiError) throw e;
        // Left the queue before its turn: the caller went away.
        throw cancelled();
      });
  }

  async function structured<K extends keyof typeof SCHEMAS>(
    kind: K,
    task: string,
    request: unknown,
    ctx?: AiCallContext,
  ) {
    const { schema, grammar } = SCHEMAS[kind];
    const redactor = createRedactor(ctx?.redaction ?? []);
    const system = structuredSystem(task, schema);
    const turns: ChatTurn[] = [{ role: 'user', content: redactor.redact(untrusted(request)) }];
    return onModel(ctx, async (m, signal) => {
      const constraint = await m.grammar(grammar);
      const usage: AiUsage = { inputTokens: 0, outputTokens: 0 };
      // The grammar makes the JSON parse; the contract's limits (lengths, counts) can still
      // fail it, and a second sample usually passes.
      for (let attempt = 1; ; attempt += 1) {
        const answer = await generate(m, { system, turns, grammar: constraint, signal, maxTokens });
        usage.inputTokens += answer.usage.inputTokens;
        usage.outputTokens += answer.usage.outputTokens;
        try {
          const value = parseJsonAnswer(answer.text, schema) as z.output<
            (typeof SCHEMAS)[K]['schema']
          >;
          return { value: restoreDeep(value, redactor), usage };
        } catch (e) {
          if (attempt >= 2) throw e;
          o.log?.warn(`Local model: the ${kind} did not match its schema; trying once more.`);
        }
      }
    });
  }

  return {
    info: { engine: 'local', model: modelName },
    queue: { waiting: queue.waiting, running: queue.running },

    async generateLesson(input, ctx) {
      const { value: plan, usage } = await structured('lesson', TASKS.lesson, input, ctx);
      return { plan, markdown: lessonPlanMarkdown(plan), usage };
    },
    async generateAssessment(input, ctx) {
      const { value: assessment, usage } = await structured(
        'assessment',
        TASKS.assessment,
        input,
        ctx,
      );
      return { assessment, markdown: assessmentMarkdown(assessment), usage };
    },
    async generateContent(input, ctx) {
      const { value: content, usage } = await structured('content', TASKS.content, input, ctx);
      return { content, usage };
    },
    async generateQuiz(input, ctx) {
      const { value: quiz, usage } = await structured('quiz', TASKS.quiz, input, ctx);
      return { quiz, usage };
    },

    chat(messages, ctx) {
      const redactor = createRedactor(ctx?.redaction ?? []);
      // Every turn is redacted, the earlier replies too: they hold the names the teacher used.
      const turns: ChatTurn[] = messages.map((m) => ({
        role: m.role,
        content: redactor.redact(m.role === 'user' ? untrusted(m.content) : m.content),
      }));
      const stopped = () => ctx?.signal?.aborted === true;
      let measured: AiUsage | undefined;
      let sent = '';

      async function* modelText(): AsyncGenerator<string> {
        const pipe = createTextPipe();
        onModel(ctx, async (m, signal) => {
          const answer = await generate(m, {
            system: TASKS.chat,
            turns,
            signal,
            maxTokens,
            onText: pipe.push,
            keepOnAbort: true,
          });
          measured = answer.usage;
          // Kept on abort: Stop ends the reply quietly, a timeout is still an error.
          if (signal.aborted && !stopped()) throw timedOut();
        }).then(pipe.end, (e: unknown) => (stopped() ? pipe.end() : pipe.fail(e)));
        yield* pipe;
      }

      async function* text(): AsyncGenerator<string> {
        for await (const piece of restoreStream(modelText(), redactor)) {
          sent += piece;
          yield piece;
        }
      }
      return Object.assign(text(), {
        usage: (): AiUsage =>
          measured ?? {
            inputTokens: estimateTokens(turns.map((t) => t.content).join('\n')),
            outputTokens: estimateTokens(sent),
          },
      });
    },

    async close() {
      const current = loading;
      loading = undefined;
      const m = await current?.catch(() => undefined);
      await m?.context.dispose();
      await m?.model.dispose();
    },
  };
}
