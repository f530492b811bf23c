import type { AiEngine, ChatStream, EngineInfo } from './ai-engine';

/** An engine that holds something to release (the local engine's model and threads). */
export type ClosableEngine = AiEngine & { close?(): Promise<void> };

export interface EngineSwitch extends AiEngine {
  /** Later calls go to `next`; the engine it replaces closes once its calls in flight end. */
  use(next: ClosableEngine): void;
  current(): ClosableEngine;
  close(): Promise<void>;
}

/**
 * The app's one engine, whose answering engine can change while the server runs (issue 24: an
 * administrator's choice takes effect without a restart). Features hold this object, so each
 * call goes to the engine chosen when it starts; `info` always names the engine now chosen.
 */
export function createEngineSwitch(
  initial: ClosableEngine,
  onCloseError: (err: unknown) => void = () => undefined,
): EngineSwitch {
  let active = initial;
  const inFlight = new Map<ClosableEngine, number>();
  const retired = new Set<ClosableEngine>();

  const closeIfIdle = (engine: ClosableEngine) => {
    if (!retired.has(engine) || (inFlight.get(engine) ?? 0) > 0) return;
    retired.delete(engine);
    inFlight.delete(engine);
    engine.close?.().catch(onCloseError);
  };

  /** The engine for one call, counted until `release` so it is not closed under the call. */
  const acquire = () => {
    const engine = active;
    inFlight.set(engine, (inFlight.get(engine) ?? 0) + 1);
    let released = false;
    return {
      engine,
      release: () => {
        if (released) return;
        released = true;
        inFlight.set(engine, (inFlight.get(engine) ?? 1) - 1);
        closeIfIdle(engine);
      },
    };
  };

  const through =
    <K extends 'generateLesson' | 'generateAssessment' | 'generateContent' | 'generateQuiz'>(
      method: K,
    ) =>
    async (...args: Parameters<AiEngine[K]>): Promise<Awaited<ReturnType<AiEngine[K]>>> => {
      const { engine, release } = acquire();
      try {
        const run = engine[method] as (...a: Parameters<AiEngine[K]>) => ReturnType<AiEngine[K]>;
        return await run.apply(engine, args);
      } finally {
        release();
      }
    };

  // Getters, so a holder of `info` (the usage ledger, the public config) reads the engine now.
  const info: EngineInfo = {
    get engine() {
      return active.info.engine;
    },
    get model() {
      return active.info.model;
    },
  };

  return {
    info,
    generateLesson: through('generateLesson'),
    generateAssessment: through('generateAssessment'),
    generateContent: through('generateContent'),
    generateQuiz: through('generateQuiz'),
    chat(messages, ctx): ChatStream {
      const { engine, release } = acquire();
      let stream: ChatStream;
      try {
        stream = engine.chat(messages, ctx);
      } catch (e) {
        release();
        throw e;
      }
      return {
        async *[Symbol.asyncIterator]() {
          try {
            yield* stream;
          } finally {
            release();
          }
        },
        usage: () => stream.usage(),
      };
    },
    use(next) {
      if (next === active) return;
      retired.add(active);
      const previous = active;
      active = next;
      closeIfIdle(previous);
    },
    current: () => active,
    async close() {
      retired.add(active);
      closeIfIdle(active);
    },
  };
}
