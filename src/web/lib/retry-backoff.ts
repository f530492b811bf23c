/**
 * How a device retries while a live game moves to another server. A takeover waits for the dead
 * server's lease to lapse: 4-9 s measured (issue 37), so a device keeps trying for up to 30 s,
 * further apart each time and each at a random point of its step, so sixty devices behind one
 * school address that were all told "retry" at once do not come back at once. A wait the server
 * asked for (Retry-After) is kept; one that would run past the budget ends the retries at once.
 */
export const RETRY_BUDGET_MS = 30_000;
const FIRST_STEP_MS = 500;
const LONGEST_STEP_MS = 5_000;

export interface RetryClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RetryProgress {
  /** The attempt about to be made (the first retry is 2). */
  attempt: number;
  elapsedMs: number;
  budgetMs: number;
}

/** An answer that may be retried carries a code, and may say how long to wait. */
export interface Retryable {
  ok: boolean;
  code?: string;
  retryAfterSeconds?: number;
}

export interface RetryOptions<T> {
  /** Whether this refusal may pass (the room is moving, the address is busy): try again. */
  transient(answer: T): boolean;
  clock?: RetryClock;
  /** In [0, 1): where in its step a wait falls. */
  random?: () => number;
  budgetMs?: number;
  /** Called before each wait, for a "Reconnecting..." with progress. */
  onRetry?(progress: RetryProgress): void;
  /** Stops retrying (the screen closed): the last answer is returned. */
  stopped?(): boolean;
}

/**
 * The wait before retry number `retry` (0 for the first): half its step plus a random part of
 * the other half ("equal jitter"), the step doubling from 0.5 s up to 5 s; never shorter than
 * what the server asked for.
 */
export function backoffDelay(retry: number, random: () => number, retryAfterSeconds = 0): number {
  const step = Math.min(LONGEST_STEP_MS, FIRST_STEP_MS * 2 ** retry);
  const jittered = step / 2 + random() * (step / 2);
  return Math.max(jittered, retryAfterSeconds * 1000);
}

/**
 * Calls until the answer is not transient or the budget is spent, and returns the last answer:
 * still transient means the retries ran out, which the caller says to the person. The last
 * attempt is made at the end of the budget, not a step before it.
 */
export async function retryWithBackoff<T extends Retryable>(
  call: () => Promise<T>,
  opts: RetryOptions<T>,
): Promise<T> {
  const clock = opts.clock ?? realClock;
  const random = opts.random ?? Math.random;
  const budgetMs = opts.budgetMs ?? RETRY_BUDGET_MS;
  const start = clock.now();
  let answer = await call();
  for (let retry = 0; !answer.ok && opts.transient(answer); retry++) {
    if (opts.stopped?.()) return answer;
    const elapsedMs = clock.now() - start;
    const left = budgetMs - elapsedMs;
    const wait = backoffDelay(retry, random, answer.retryAfterSeconds);
    const asked = (answer.retryAfterSeconds ?? 0) * 1000;
    if (left <= 0 || asked > left) return answer;
    opts.onRetry?.({ attempt: retry + 2, elapsedMs, budgetMs });
    await clock.sleep(Math.min(wait, left));
    if (opts.stopped?.()) return answer;
    answer = await call();
  }
  return answer;
}
