import type { ChatTurn } from '../../contracts/ai.contract';
import { AiError, type AiEngine, type RosterEntry } from '../ai/ai-engine';
import { createAiPipeline, type PipelineRecord } from '../ai/pipeline/ai-pipeline';

/**
 * An engine behind the real AI pipeline with in-memory surroundings, for tests that call an
 * engine the way features do: what was metered, recorded and logged is kept for the test.
 */
export function pipelineFor(engine: AiEngine, roster: RosterEntry[] = []) {
  const seen = {
    records: [] as PipelineRecord[],
    /** A user id for each metered (paid) generation that succeeded. */
    metered: [] as number[],
    logged: [] as string[],
  };
  const gateway = createAiPipeline({
    engine,
    engineFor: async () => engine,
    roster: async () => roster,
    limit: () => undefined,
    meter: async (userId, work) => {
      const result = await work();
      seen.metered.push(userId);
      return result;
    },
    record: async (entry) => seen.records.push(entry),
    mapError: (e) =>
      e instanceof AiError ? e : new AiError('ai_unavailable', 'The engine failed.', e),
    logFailure: (what, cause) => seen.logged.push(`${what}: ${cause}`),
  });
  /** A chat reply through the pipeline, read to the end. */
  async function chat(turns: ChatTurn[], userId = 1) {
    const { stream } = await gateway.chatFor(userId).ask(turns);
    let text = '';
    for await (const piece of stream) text += piece;
    return text;
  }
  return { gateway, seen, chat };
}
