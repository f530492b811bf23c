import { workerTask, WorkerTaskError, type WorkerPool } from '../../platform/workers/worker-pool';
import type { render, RenderInput, RenderResult } from './avatar.render';

const RENDER = workerTask<typeof render>(new URL('./avatar.render.ts', import.meta.url), 'render');
/** Past this a render is stopped: the page gives up polling after about a minute anyway. */
const BUDGET_MS = 90_000;

/** Renders on a pool thread, so speech synthesis and drawing never stall requests. */
export function pooledRenderer(workers: WorkerPool) {
  return async (input: RenderInput): Promise<RenderResult> => {
    try {
      return await workers.run(RENDER, input, { budgetMs: BUDGET_MS });
    } catch (error) {
      if (error instanceof WorkerTaskError) {
        return { ok: false, reason: 'encoder', detail: `worker ${error.reason}` };
      }
      throw error;
    }
  };
}
