import { AiError } from '../../ai/ai-engine';
import type { ClosableEngine } from '../../ai/engine-switch';

const unloadable = (e: unknown) => e instanceof AiError && e.code === 'ai_model_not_found';

/**
 * A local engine that reports when its model cannot be loaded (issue 37 item 14: a file damaged
 * after it was chosen, or at a restart), so the AI tab can put the built-in engine in its place;
 * the call that found out still fails with its own error. Everything else passes through.
 */
export function withLoadFallback(
  engine: ClosableEngine,
  onUnloadable: (reason: string) => void,
): ClosableEngine {
  const watch =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (e) {
        if (unloadable(e)) onUnloadable((e as Error).message);
        throw e;
      }
    };
  return {
    ...engine,
    info: engine.info,
    generateLesson: watch(engine.generateLesson.bind(engine)),
    generateAssessment: watch(engine.generateAssessment.bind(engine)),
    generateContent: watch(engine.generateContent.bind(engine)),
    generateQuiz: watch(engine.generateQuiz.bind(engine)),
    chat(messages, ctx) {
      const stream = engine.chat(messages, ctx);
      return {
        async *[Symbol.asyncIterator]() {
          try {
            yield* stream;
          } catch (e) {
            if (unloadable(e)) onUnloadable((e as Error).message);
            throw e;
          }
        },
        usage: () => stream.usage(),
      };
    },
    close: engine.close?.bind(engine),
  };
}
