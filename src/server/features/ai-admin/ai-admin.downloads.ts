import type { CatalogModel, DownloadProgress } from '../../../contracts/ai-admin.contract';
import { modelUrl } from '../../ai/local/catalog';
import { formatBytes } from '../../../contracts/ai-admin.text';
import {
  checkDiskSpace,
  downloadModel,
  DownloadError,
  freeSpace,
  type FreeSpace,
} from '../../ai/local/download';

interface Job {
  progress: DownloadProgress;
  abort: AbortController;
  finished: Promise<void>;
  running: boolean;
  /** Its free-space check passed: its remaining bytes are kept from the others. */
  reserved: boolean;
}

interface DownloadsDeps {
  modelsDir: string;
  endpoint: string;
  freeSpace?: FreeSpace;
  fetch?: typeof fetch;
  onError?: (err: unknown) => void;
}

/** A second download of a model already downloading (issue 37 item 13). */
export class DownloadRunningError extends Error {
  constructor() {
    super('This model is already downloading.');
    this.name = 'DownloadRunningError';
  }
}

/**
 * The downloads this server runs, one per model, in the background of the request that started
 * them: the AI tab polls their progress. A finished, failed or cancelled download stays listed
 * until the next one of that model, so the tab can say how it ended. Each running download keeps
 * its remaining bytes reserved: the free-space check of another counts them as used.
 */
export function createModelDownloads(deps: DownloadsDeps) {
  const jobs = new Map<string, Job>();
  const free = deps.freeSpace ?? freeSpace;

  /** Bytes the running downloads other than `id` have still to write. */
  const reservedBesides = (id: string) =>
    [...jobs.entries()]
      .filter(([other, job]) => other !== id && job.running && job.reserved)
      .reduce((sum, [, job]) => sum + job.progress.totalBytes - job.progress.receivedBytes, 0);

  /** Free space as one download sees it: what the others still need is not free. */
  const freeBesides =
    (id: string): FreeSpace =>
    async (dir) => {
      const bytes = await free(dir);
      return bytes === null ? null : bytes - reservedBesides(id);
    };

  return {
    /**
     * Refuses (DownloadRunningError) a model already downloading, and (DownloadError
     * 'disk_full') one whose rest would not fit beside the downloads in progress. The job is
     * claimed before anything is awaited, so two requests at once start one download.
     */
    async start(model: CatalogModel, partBytes: number): Promise<DownloadProgress> {
      if (jobs.get(model.id)?.running) throw new DownloadRunningError();
      const previous = jobs.get(model.id);
      const abort = new AbortController();
      const job: Job = {
        abort,
        running: true,
        reserved: false,
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
      const reserved = reservedBesides(model.id);
      try {
        await checkDiskSpace(deps.modelsDir, model.sizeBytes - partBytes, freeBesides(model.id));
      } catch (e) {
        // Never started: the model shows how its last download ended, as before.
        if (previous) jobs.set(model.id, previous);
        else jobs.delete(model.id);
        if (e instanceof DownloadError && reserved > 0) {
          throw new DownloadError(
            e.code,
            `${e.message.replace(/\.$/, '')}, once ${formatBytes(reserved)} is kept for the downloads in progress.`,
          );
        }
        throw e;
      }
      job.reserved = true;
      job.finished = downloadModel({
        url: modelUrl(deps.endpoint, model),
        dir: deps.modelsDir,
        file: model.file,
        sizeBytes: model.sizeBytes,
        sha256: model.sha256,
        signal: abort.signal,
        freeSpace: freeBesides(model.id),
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
