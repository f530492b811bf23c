import type { z } from 'zod';
import type { ChatTurn } from '../../../contracts/ai.contract';
import {
  AiError,
  estimateTokens,
  type AiCallContext,
  type AiEngine,
  type AiUsage,
} from '../ai-engine';
import { structuredSystem, TASKS, untrusted } from '../llm/llm-prompts';
import { ANSWER_SCHEMAS } from '../request-schemas';
import { grammarSchema, withPinnedMinutes } from './grammar-schema';
import { defaultThreads } from './local-defaults';
import { generate, loadLocalModel, type LoadedModel } from './local-model';
import { createRequestQueue, QueueFullError, type RequestQueue } from './local-queue';
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
  /** Waiting requests one requester may have; more are refused (ai_busy). Default 2. */
  queuePerUser?: number;
  /** Private-memory cap of the model's process, MB (decision 0021); unset: 2 x file + 2048. */
  memoryMb?: number;
  /** Load failures and retries; never a prompt or an answer. */
  log?: { info: (message: string) => void; warn: (message: string) => void };
}

export type LocalEngine = AiEngine & {
  /** Frees the model's memory; a later request loads it again. */
  close(): Promise<void>;
  queue: Pick<RequestQueue, 'waiting' | 'running'>;
  /** The model's process once loaded (decision 0021): its pid and the requests sent to it. */
  modelProcess(): { pid: number; inFlight: number } | null;
};

/** Room for a full lesson plan from a 1-3B model; anything longer is a model in a loop. */
const DEFAULT_MAX_TOKENS = 3072;

/** Left out of every grammar: the model must not mark its own questions as checked. */
const MODEL_OMITS = ['needsReview'];

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
  const queue = createRequestQueue(o.sequences ?? 1, { perUser: o.queuePerUser });
  const maxTokens = o.maxTokens ?? DEFAULT_MAX_TOKENS;
  const modelName = o.modelPath.split(/[\\/]/).at(-1) ?? o.modelPath;
  let loading: Promise<LoadedModel> | undefined;
  let current: LoadedModel | undefined;

  function loaded(): Promise<LoadedModel> {
    if (loading) return loading;
    const attempt: Promise<LoadedModel> = loadLocalModel({
      modelPath: o.modelPath,
      threads,
      contextSize: o.contextSize,
      sequences: o.sequences ?? 1,
      memoryMb: o.memoryMb,
      log: (message) => o.log?.warn(`local model: ${message}`),
      // Its process died (decision 0021): the requests in flight failed; the next one loads again.
      onExit: (cause) => {
        if (loading === attempt) [loading, current] = [undefined, undefined];
        o.log?.warn(
          `The local model ${modelName} stopped (${cause}); the next request starts it again.`,
        );
      },
    }).then(
      (m) => {
        o.log?.info(`Local model ${modelName} loaded (${threads} threads).`);
        if (loading === attempt) current = m;
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
    loading = attempt;
    return attempt;
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
        { signal: ctx?.signal, onQueued: ctx?.onQueued, requester: ctx?.requester },
      )
      .catch((e: unknown) => {
        if (e instanceof AiError) throw e;
        if (e instanceof QueueFullError) {
          throw new AiError('ai_busy', e.message, e, e.retryAfterSeconds);
        }
        // Left the queue before its turn: the caller went away.
        throw cancelled();
      });
  }

  /**
   * One answer under a grammar built from the request's schema (issue 33 item 2: the count of
   * questions, each answer index within its own choices, minutes up to the duration). The input
   * arrives redacted and the answer leaves unchecked: the pipeline restores names, validates
   * and asks once more when it does not match.
   */
  async function structured<T>(
    task: string,
    schema: z.ZodType<T>,
    request: unknown,
    ctx?: AiCallContext,
    grammar = grammarSchema(schema, MODEL_OMITS),
  ) {
    const system = structuredSystem(task);
    const turns: ChatTurn[] = [{ role: 'user', content: untrusted(request) }];
    return onModel(ctx, async (m, signal) => {
      const answer = await generate(m, { system, turns, grammar, signal, maxTokens });
      try {
        return { value: JSON.parse(answer.text) as T, usage: answer.usage };
      } catch (e) {
        // Cut off at maxTokens: the grammar's JSON never closed.
        throw new AiError(
          'ai_malformed_answer',
          'The local model stopped before its answer was complete.',
          e,
        );
      }
    });
  }

  return {
    info: { engine: 'local', model: modelName },
    queue: { waiting: queue.waiting, running: queue.running },
    modelProcess: () =>
      current ? { pid: current.pid, inFlight: current.channel.pending.size } : null,

    async generateLesson(input, ctx) {
      const lesson = ANSWER_SCHEMAS.lesson(input);
      const { value: plan, usage } = await structured(
        TASKS.lesson,
        lesson,
        input,
        ctx,
        withPinnedMinutes(grammarSchema(lesson, MODEL_OMITS), input.duration),
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
      // The turns arrive redacted (ai/pipeline); the teacher's are marked as data.
      const turns: ChatTurn[] = messages.map((m) => ({
        role: m.role,
        content: m.role === 'user' ? untrusted(m.content) : m.content,
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
        for await (const piece of modelText()) {
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
      const closing = loading;
      [loading, current] = [undefined, undefined];
      const m = await closing?.catch(() => undefined);
      await m?.close();
    },
  };
}
