/**
 * The local model serves a few sequences at a time (one by default), so its requests wait in
 * line. The line is fair (issue 33 item 4, issue 37 item 4): each requester may have a few
 * requests waiting (more are refused at once), teachers take turns one request each, in the
 * order they were last served, and guests (anyone's sandbox) come after every teacher. Each
 * waiting request hears how many are ahead of it (the UI shows "2 requests ahead of yours"); one
 * whose caller went away leaves the line without ever reaching the model.
 */
export interface Requester {
  id: number;
  /** A guest account: served after every teacher. */
  guest: boolean;
}

export interface QueueWait {
  /** Aborted: the request leaves the line (or, once running, its task sees it). */
  signal?: AbortSignal;
  /** How many requests are ahead of this one, each time that changes; 0 when it starts. */
  onQueued?: (ahead: number) => void;
  /** Who asks; a request without one (the admin's test, a bench) is a teacher of its own. */
  requester?: Requester;
}

export interface RequestQueue {
  run<T>(task: () => Promise<T>, wait?: QueueWait): Promise<T>;
  /** Requests waiting for a free sequence. */
  waiting(): number;
  /** Requests on the model now. */
  running(): number;
}

interface QueueOptions {
  /** Requests one requester may have waiting (not counting a running one). Default 2. */
  perUser?: number;
}

/** A requester already has its share of the line waiting. */
export class QueueFullError extends Error {
  constructor(
    readonly waiting: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `You already have ${waiting} AI ${waiting === 1 ? 'request' : 'requests'} waiting for the local model. Please wait for one to finish.`,
    );
    this.name = 'QueueFullError';
  }
}

export const DEFAULT_PER_USER = 2;

interface Waiting {
  key: string;
  guest: boolean;
  ahead: number;
  onQueued?: (ahead: number) => void;
  start: () => void;
}

const reasonOf = (signal: AbortSignal) =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was cancelled', 'AbortError');

/** A guess at a task's length until some have run: the tiny model's, not a real one's. */
const FIRST_GUESS_MS = 10_000;

export function createRequestQueue(concurrency = 1, options: QueueOptions = {}): RequestQueue {
  const perUser = options.perUser ?? DEFAULT_PER_USER;
  let running = 0;
  /** Waiting requests in the order they came; `order()` says the order they will run in. */
  const line: Waiting[] = [];
  /** When each requester last started a request (a counter): the longest unserved goes first. */
  const lastServed = new Map<string, number>();
  let served = 0;
  let anonymous = 0;
  /** Average task length (moving), for the Retry-After of a refused request. */
  let averageMs = FIRST_GUESS_MS;

  /**
   * The order the line will run in: guests after teachers; within each, round-robin by when a
   * requester was last served (never served first, then by arrival); a requester's own
   * requests in the order they came.
   */
  function order(): Waiting[] {
    const stamps = new Map(lastServed);
    let clock = served;
    const queues = new Map<string, Waiting[]>();
    for (const entry of line) {
      const own = queues.get(entry.key);
      if (own) own.push(entry);
      else queues.set(entry.key, [entry]);
    }
    const result: Waiting[] = [];
    while (result.length < line.length) {
      let pick: Waiting[] | undefined;
      for (const own of queues.values()) {
        if (own.length === 0) continue;
        if (!pick) {
          pick = own;
          continue;
        }
        const [a, b] = [own[0]!, pick[0]!];
        if (a.guest !== b.guest) {
          if (!a.guest) pick = own;
          continue;
        }
        // Map order is arrival order, so on equal stamps the earlier requester stays picked.
        if ((stamps.get(a.key) ?? -1) < (stamps.get(b.key) ?? -1)) pick = own;
      }
      const next = pick!.shift()!;
      stamps.set(next.key, (clock += 1));
      result.push(next);
    }
    return result;
  }

  /** Tells every waiting request its new place; each hears only a change. */
  function announce() {
    order().forEach((entry, index) => {
      const ahead = running + index;
      if (entry.ahead === ahead) return;
      entry.ahead = ahead;
      entry.onQueued?.(ahead);
    });
  }

  const markServed = (key: string) => {
    served += 1;
    // A request without a requester never comes back: nothing to remember.
    if (!key.startsWith('anonymous:')) lastServed.set(key, served);
  };

  function next() {
    while (running < concurrency && line.length > 0) {
      const first = order()[0]!;
      line.splice(line.indexOf(first), 1);
      running += 1;
      markServed(first.key);
      first.start();
    }
    announce();
  }

  function enter(key: string, wait: QueueWait): Promise<void> {
    return new Promise((resolve, reject) => {
      const { signal } = wait;
      const leave = () => {
        const at = line.indexOf(entry);
        if (at >= 0) line.splice(at, 1);
        announce();
        reject(reasonOf(signal!));
      };
      const entry: Waiting = {
        key,
        guest: wait.requester?.guest ?? false,
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

  /** Refuses a requester whose share of the line is full, saying when to try again. */
  function admit(key: string) {
    const own = line.filter((w) => w.key === key).length;
    if (own < perUser) return;
    const seconds = Math.ceil((averageMs * (running + line.length)) / concurrency / 1000);
    throw new QueueFullError(own, Math.min(Math.max(seconds, 1), 600));
  }

  return {
    async run(task, wait = {}) {
      if (wait.signal?.aborted) throw reasonOf(wait.signal);
      const key = wait.requester ? `user:${wait.requester.id}` : `anonymous:${(anonymous += 1)}`;
      if (running < concurrency && line.length === 0) {
        running += 1;
        markServed(key);
      } else {
        admit(key);
        await enter(key, wait);
        wait.onQueued?.(0);
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        running -= 1;
        next();
      }
    },
    waiting: () => line.length,
    running: () => running,
  };
}
