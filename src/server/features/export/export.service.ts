import type { ExportFormatName } from '../../../contracts/export.contract';
import { workerTask, WorkerTaskError, type WorkerPool } from '../../platform/workers/worker-pool';
import { exportErrors } from './export.errors';
import type { renderDocument } from './export.worker';

const RENDER = workerTask<typeof renderDocument>(
  new URL('./export.worker.ts', import.meta.url),
  'renderDocument',
);

/**
 * How long one PDF or Word file may take to lay out. Layout is linear in the document's size:
 * the largest document accepted (500,000 characters or 20,000 parts, in their most awkward
 * shapes) takes a few seconds on one core, so this leaves room for a slower, busier machine.
 */
export const EXPORT_BUDGET_MS = 30_000;
const RETRY_AFTER_SECONDS = 5;

/** Markdown is returned as written; PDF and Word are laid out on a worker thread. */
export function createExportService({
  workers,
  budgetMs = EXPORT_BUDGET_MS,
}: {
  workers: WorkerPool;
  budgetMs?: number;
}) {
  return {
    async file(format: ExportFormatName, title: string, content: string): Promise<Buffer> {
      if (format === 'markdown')
        return Buffer.from(
          content.trimStart().startsWith('# ') ? content : `# ${title}\n\n${content}`,
          'utf8',
        );
      let result;
      try {
        result = await workers.run(RENDER, { format, title, content }, { budgetMs });
      } catch (error) {
        if (error instanceof WorkerTaskError && error.reason === 'busy')
          throw exportErrors.busy(undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
        if (
          error instanceof WorkerTaskError &&
          (error.reason === 'timeout' || error.reason === 'out_of_memory')
        )
          throw exportErrors.too_complex();
        throw error;
      }
      if (!result.ok) throw exportErrors.too_many_parts();
      return Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength);
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
