import type { ChatTurn } from '../../../contracts/ai.contract';
import type { AiFeature } from '../../../contracts/usage.contract';
import {
  AiError,
  type AiCallContext,
  type AiEngine,
  type AiUsage,
  type ChatStream,
  type EngineInfo,
  type RosterEntry,
} from '../ai-engine';
import { isPaidEngine } from '../paid-engines';
import { createRedactor, redactDeep, restoreStream } from '../redaction';
import { describeCause } from './cause';
import {
  LEVELLED,
  stepsFor,
  withMeasuredLevel,
  type Generation,
  type Inputs,
  type Results,
} from './generations';

declare const gatewayBrand: unique symbol;

/** What a caller may pass along with a call: the queue's place reports and its own abort. */
export type CallOptions = Pick<AiCallContext, 'signal' | 'onQueued'>;

/** One generation or chat call, for the usage ledger. */
export interface PipelineRecord {
  userId: number;
  feature: AiFeature;
  engine: EngineInfo;
  durationMs: number;
  outcome: 'success' | 'error';
  inputTokens?: number;
  outputTokens?: number;
  errorCode?: string;
}

/**
 * The only way features reach an AI engine (issue 33 item 1): `createAiPipeline` is the one
 * place that builds it, so a service holding one cannot call an engine around redaction,
 * validation, metering or the ledger. The brand makes a hand-built object fail to type-check.
 */
export interface AiGateway {
  readonly [gatewayBrand]: true;
  /** The engine answering now (an administrator can switch it while the server runs). */
  readonly info: EngineInfo;
  /** The engine that would answer this account now (a guest gets the built-in one). */
  engineFor(userId: number): Promise<EngineInfo>;
  /**
   * Limit, engine for the account, redaction of every string of the request, the engine, names
   * restored, the answer validated against the request's schema (one retry), metering of a paid
   * success, one ledger entry; every failure an `AiError` mapped by `mapError`.
   */
  generate<K extends Generation>(
    userId: number,
    kind: K,
    input: Inputs[K],
    call?: CallOptions,
  ): Promise<Results[K]>;
  /**
   * A chat reply for this account: the engine and the roster are looked up at once (before the
   * history is known), then `ask` sends every turn redacted and restores names in the stream,
   * across chunk boundaries. Chat keeps its own quota and ledger entry (it is never metered).
   */
  chatFor(userId: number): {
    ask(
      turns: readonly ChatTurn[],
      call?: CallOptions,
    ): Promise<{
      stream: ChatStream;
      info: EngineInfo;
    }>;
  };
}

export interface AiPipelineDeps {
  /** The engine now: an engine switch, whose `info` follows the administrator's choice. */
  engine: AiEngine;
  /** The engine for an account: `engineForAccounts` (guests never reach a paid provider). */
  engineFor: (userId: number) => Promise<AiEngine>;
  /** The teacher's students, redacted from everything an engine is given. */
  roster: (userId: number) => Promise<RosterEntry[]>;
  /** The per-teacher limit: throws (429 with Retry-After) when the teacher is over it. */
  limit: (userId: number) => void;
  /** Runs a paid generation against the teacher's plan; a failure gives it back. */
  meter: <T>(userId: number, work: () => Promise<T>) => Promise<T>;
  record: (entry: PipelineRecord) => Promise<unknown>;
  /** An engine failure as the error the caller throws (an HTTP error with a stable code). */
  mapError: (error: unknown) => Error & { code: string };
  /** The cause of every failure, for the administrator: never a prompt or an answer. */
  logFailure: (what: string, cause: string) => void;
}

/** The badge's honest word when the built-in engine's reviewed texts miss the grade. */
export const BUILTIN_OFF_TARGET = (target: number) =>
  `The built-in engine has no reviewed text on this topic written nearer grade ${target === 0 ? 'K' : target}.`;

/** A second answer when the first did not match the request; then a clear error. */
const ATTEMPTS = 2;

const addUsage = (a: AiUsage, b: AiUsage): AiUsage => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
});

export function createAiPipeline(deps: AiPipelineDeps): AiGateway {
  const failed = (what: string, info: EngineInfo, error: unknown) =>
    deps.logFailure(`${what} on ${info.engine} (${info.model}) failed`, describeCause(error));

  /** The engine's answer, restored and validated; one more try when it does not match. */
  async function answer<K extends Generation>(
    engine: AiEngine,
    kind: K,
    input: Inputs[K],
    roster: RosterEntry[],
    call: CallOptions | undefined,
  ): Promise<Results[K]> {
    const spec = stepsFor(kind);
    const redactor = createRedactor(roster);
    // Every value redacted before anything is encoded: a name after a line break is a word.
    const sent = redactDeep(input, redactor);
    let usage: AiUsage = { inputTokens: 0, outputTokens: 0 };
    for (let attempt = 1; ; attempt += 1) {
      let problem: string;
      let raw: Awaited<ReturnType<typeof spec.call>> | undefined;
      try {
        raw = await spec.call(engine, sent, { ...call });
        usage = addUsage(usage, raw.usage);
        // Names back first, then the check (issue 37 item 8): a restored name can lengthen a
        // text past its limit, which must be a retry or a clear error, never a 500 later.
        const checked = spec.check(input, raw, redactor);
        if (checked.ok) return spec.result(checked.value, usage, raw, redactor);
        problem = checked.problem;
      } catch (error) {
        if (!(error instanceof AiError) || error.code !== 'ai_malformed_answer') throw error;
        problem = error.message;
      }
      if (attempt >= ATTEMPTS) {
        // A quiz keeps the questions that hold together, and its notice says what was dropped.
        const kept = raw && spec.salvage?.(input, raw, redactor);
        if (raw && kept)
          return spec.result(kept.value, usage, { ...raw, notice: kept.notice }, redactor);
        throw new AiError(
          'ai_malformed_answer',
          `The AI model's answer did not match what was asked, twice (${problem}). Please try again.`,
        );
      }
      deps.logFailure(
        `A ${kind} from ${engine.info.engine} (${engine.info.model}) did not match the request; asking once more`,
        problem,
      );
    }
  }

  /**
   * The answer with its reading level when a student reads it (issue 34 item 1). A model's
   * answer more than a grade off the target is asked for once more, with the measured level
   * in the request; the answer nearer the target is kept, and both calls' tokens are counted.
   * The built-in engine is not asked again: it chose its texts for the target already.
   */
  async function levelled<K extends Generation>(
    engine: AiEngine,
    kind: K,
    input: Inputs[K],
    roster: RosterEntry[],
    call: CallOptions | undefined,
  ): Promise<Results[K]> {
    const first = await answer(engine, kind, input, roster, call);
    if (kind !== 'content' && kind !== 'assessment') return first;
    type L = 'content' | 'assessment';
    const measure = (r: Results[K]) => LEVELLED[kind as L].level(input as never, r as never);
    const level = measure(first);
    if (!level) return first;
    // A rewrite for another level ("Make harder") is measured, never pulled back to the target.
    if (level.onTarget || (input as Inputs[L]).rewrite) return { ...first, readingLevel: level };
    if (engine.info.engine === 'builtin')
      return { ...first, readingLevel: { ...level, note: BUILTIN_OFF_TARGET(level.target) } };
    // The rewrite is a second chance, not a condition: when it fails, the first answer stands.
    let again: Results[K];
    try {
      again = await answer(
        engine,
        kind,
        withMeasuredLevel(input as Inputs[L], level) as Inputs[K],
        roster,
        call,
      );
    } catch (error) {
      failed(`A ${kind} rewritten for its reading level`, engine.info, error);
      return { ...first, readingLevel: level };
    }
    const second = measure(again);
    const usage = addUsage(first.usage, again.usage);
    const better =
      second && Math.abs(second.grade - second.target) < Math.abs(level.grade - level.target);
    return better
      ? { ...again, usage, readingLevel: second }
      : { ...first, usage, readingLevel: level };
  }

  const gateway: Omit<AiGateway, typeof gatewayBrand> = {
    get info() {
      return deps.engine.info;
    },
    engineFor: async (userId) => ({ ...(await deps.engineFor(userId)).info }),

    async generate(userId, kind, input, call) {
      deps.limit(userId);
      const engine = await deps.engineFor(userId);
      const info = { ...engine.info };
      const started = performance.now();
      const record = (entry: Pick<PipelineRecord, 'outcome'> & Partial<PipelineRecord>) =>
        deps.record({
          userId,
          feature: kind,
          engine: info,
          durationMs: performance.now() - started,
          ...entry,
        });
      const work = async () => {
        try {
          const result = await levelled(engine, kind, input, await deps.roster(userId), call);
          await record({ outcome: 'success', ...result.usage });
          return result;
        } catch (error) {
          failed(`A ${kind}`, info, error);
          const mapped = deps.mapError(error);
          await record({ outcome: 'error', errorCode: mapped.code });
          throw mapped;
        }
      };
      // Only a paid provider's success counts against the plan: `meter` gives a failure back.
      return isPaidEngine(info.engine) ? deps.meter(userId, work) : work();
    },

    chatFor(userId) {
      const ready = Promise.all([deps.engineFor(userId), deps.roster(userId)]);
      ready.catch(() => undefined); // a failure surfaces where `ask` awaits it
      return {
        async ask(turns, call) {
          const [engine, roster] = await ready;
          const info = { ...engine.info };
          const redactor = createRedactor(roster);
          // Every turn, the earlier replies too: they hold the names the teacher used.
          const sent = turns.map((t) => ({ role: t.role, content: redactor.redact(t.content) }));
          const raw = engine.chat(sent, { ...call });
          async function* restored() {
            try {
              yield* restoreStream(raw, redactor);
            } catch (error) {
              failed('A chat reply', info, error);
              throw error;
            }
          }
          return { stream: Object.assign(restored(), { usage: () => raw.usage() }), info };
        },
      };
    },
  };
  // The one place a gateway is made.
  return gateway as AiGateway;
}
