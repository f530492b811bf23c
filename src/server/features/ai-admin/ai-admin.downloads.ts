import type { CatalogModel, DownloadProgress } from '../../../contracts/ai-admin.contract';
import { modelUrl } from '../../ai/local/catalog';
import {
  checkDiskSpace,
  downloadModel,
  DownloadError,
  type FreeSpace,
} from '../../ai/local/download';

interface Job {
  progress: DownloadProgress;
  abort: AbortController;
  finished: Promise<void>;
  running: boolean;
}

interface DownloadsDeps {
  modelsDir: string;
  endpoint: string;
  freeSpace?: FreeSpace;
  fetch?: typeof fetch;
  onError?: (err: unknown) => void;
}

/**
 * The downloads this server runs, one per model, in the background of the request that started
 * them: the AI tab polls their progress. A finished, failed or cancelled download stays listed
 * until the next one of that model, so the tab can say how it ended.
 */
export function createModelDownloads(deps: DownloadsDeps) {
  const jobs = new Map<string, Job>();

  return {
    /** Refuses (DownloadError 'disk_full') before starting when the rest would not fit. */
    async start(model: CatalogModel, partBytes: number): Promise<DownloadProgress> {
      await checkDiskSpace(deps.modelsDir, model.sizeBytes - partBytes, deps.freeSpace);
      const abort = new AbortController();
      const job: Job = {
        abort,
        running: true,
        finished: Promise.resolve(),
        progress: {
          phase: 'downloading',
          receivedBytes: partBytes,
          totalBytes: model.sizeBytes,
          resumedFromBytes: partBytes,
          bytesPerSecond: 0,
          etaSeconds: null,
          failure: null,
        },
      };
      jobs.set(model.id, job);
      job.finished = downloadModel({
        url: modelUrl(deps.endpoint, model),
        dir: deps.modelsDir,
        file: model.file,
        sizeBytes: model.sizeBytes,
        sha256: model.sha256,
        signal: abort.signal,
        freeSpace: deps.freeSpace,
        fetch: deps.fetch,
        onProgress: (p) => {
          job.progress = p;
        },
      }).then(
        () => {
          job.running = false;
          job.progress = { ...job.progress, phase: 'done', receivedBytes: model.sizeBytes };
        },
        (e: unknown) => {
          job.running = false;
          if (!(e instanceof DownloadError)) deps.onError?.(e);
          const code = e instanceof DownloadError ? e.code : 'network';
          job.progress =
            code === 'cancelled'
              ? { ...job.progress, phase: 'cancelled', etaSeconds: null, bytesPerSecond: 0 }
              : {
                  ...job.progress,
                  phase: 'failed',
                  etaSeconds: null,
                  bytesPerSecond: 0,
                  failure: { code, message: (e as Error).message },
                };
        },
      );
      return job.progress;
    },

    running: (id: string) => jobs.get(id)?.running ?? false,

    progress: (id: string): DownloadProgress | null => jobs.get(id)?.progress ?? null,

    /** Stops a running download and waits until its partial file is closed. */
    async cancel(id: string): Promise<DownloadProgress | null> {
      const job = jobs.get(id);
      if (!job?.running) return null;
      job.abort.abort();
      await job.finished;
      return job.progress;
    },

    /** Forgets how the last download of a model ended (its file was deleted). */
    forget(id: string) {
      if (!jobs.get(id)?.running) jobs.delete(id);
    },

    async close() {
      for (const job of jobs.values()) job.abort.abort();
      await Promise.all([...jobs.values()].map((j) => j.finished));
    },
  };
}

export type ModelDownloads = ReturnType<typeof createModelDownloads>;
