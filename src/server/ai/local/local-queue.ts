/**
 * The local model serves a few sequences at a time (one by default), so its requests wait in
 * line. Each waiting request hears how many are ahead of it (the UI shows "2 requests ahead of
 * yours"); one whose caller went away leaves the line without ever reaching the model.
 */
export interface QueueWait {
  /** Aborted: the request leaves the line (or, once running, its task sees it). */
  signal?: AbortSignal;
  /** How many requests are ahead of this one, each time that changes; 0 when it starts. */
  onQueued?: (ahead: number) => void;
}

export interface RequestQueue {
  run<T>(task: () => Promise<T>, wait?: QueueWait): Promise<T>;
  /** Requests waiting for a free sequence. */
  waiting(): number;
  /** Requests on the model now. */
  running(): number;
}

interface Waiting {
  ahead: number;
  onQueued?: (ahead: number) => void;
  start: () => void;
}

const reasonOf = (signal: AbortSignal) =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was cancelled', 'AbortError');

export function createRequestQueue(concurrency = 1): RequestQueue {
  let running = 0;
  const line: Waiting[] = [];

  /** Tells every waiting request its new place; each hears only a change. */
  function announce() {
    line.forEach((entry, index) => {
      const ahead = running + index;
      if (entry.ahead === ahead) return;
      entry.ahead = ahead;
      entry.onQueued?.(ahead);
    });
  }

  function next() {
    while (running < concurrency && line.length > 0) {
      running += 1;
      line.shift()!.start();
    }
    announce();
  }

  function enter(wait: QueueWait): Promise<void> {
    return new Promise((resolve, reject) => {
      const { signal } = wait;
      const leave = () => {
        const at = line.indexOf(entry);
        if (at >= 0) line.splice(at, 1);
        announce();
        reject(reasonOf(signal!));
      };
      const entry: Waiting = {
        ahead: -1,
        onQueued: wait.onQueued,
        start: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      signal?.addEventListener('abort', leave, { once: true });
      line.push(entry);
      announce();
    });
  }

  return {
    async run(task, wait = {}) {
      if (wait.signal?.aborted) throw reasonOf(wait.signal);
      if (running < concurrency && line.length === 0) running += 1;
      else {
        await enter(wait);
        wait.onQueued?.(0);
      }
      try {
        return await task();
      } finally {
        running -= 1;
        next();
      }
    },
    waiting: () => line.length,
    running: () => running,
  };
}
