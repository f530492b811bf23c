import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  RETRY_BUDGET_MS,
  retryWithBackoff,
  type RetryClock,
  type RetryProgress,
} from './retry-backoff';

/** A clock that only moves when the code under test sleeps, and remembers each sleep. */
function fakeClock(): RetryClock & { sleeps: number[]; at: number } {
  const clock = {
    at: 1_000_000,
    sleeps: [] as number[],
    now: () => clock.at,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.at += ms;
    },
  };
  return clock;
}

type Ack = { ok: boolean; code?: string; retryAfterSeconds?: number; message?: string };
const RETRY: Ack = { ok: false, code: 'retry', message: 'Reconnecting…' };
const transient = (a: Ack) => a.code === 'retry' || a.code === 'too_many_joins';

/** Answers from a script, one per call; the last one repeats. */
function scripted(answers: Ack[]) {
  let calls = 0;
  const call = async () => answers[Math.min(calls++, answers.length - 1)]!;
  return { call, calls: () => calls };
}

describe('backoffDelay', () => {
  it('doubles its step from half a second to five, each wait between half and all of it', () => {
    const low = [0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 0));
    const high = [0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 0.999999));
    expect(low).toEqual([250, 500, 1000, 2000, 2500, 2500, 2500]);
    expect(high.map(Math.round)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('spreads devices told to retry at the same moment', () => {
    const waits = [0.1, 0.4, 0.7, 0.9].map((r) => backoffDelay(2, () => r));
    expect(new Set(waits).size).toBe(4);
  });

  it('never waits less than the server asked', () => {
    expect(backoffDelay(0, () => 0.5, 7)).toBe(7000);
    expect(backoffDelay(6, () => 0.5, 1)).toBe(3750);
  });
});

describe('retryWithBackoff', () => {
  it('returns at once what was not refused, or refused for good', async () => {
    const clock = fakeClock();
    const ok = scripted([{ ok: true }]);
    expect(await retryWithBackoff(ok.call, { transient, clock })).toEqual({ ok: true });
    const banned = scripted([{ ok: false, code: 'banned', message: 'You cannot join this game.' }]);
    expect(await retryWithBackoff(banned.call, { transient, clock })).toMatchObject({
      code: 'banned',
    });
    expect(ok.calls() + banned.calls()).toBe(2);
    expect(clock.sleeps).toEqual([]);
  });

  it('outlasts a 9-second takeover that five retries one second apart did not', async () => {
    const clock = fakeClock();
    const start = clock.at;
    // The room is back once its old server's lease has lapsed, 9 s after the crash.
    const call = async (): Promise<Ack> => (clock.at - start < 9_000 ? RETRY : { ok: true });
    const seen: RetryProgress[] = [];
    const answer = await retryWithBackoff(call, {
      transient,
      clock,
      random: () => 0.5,
      onRetry: (p) => seen.push(p),
    });
    expect(answer).toEqual({ ok: true });
    // Back within one step of the room's return.
    expect(clock.at - start).toBeLessThan(9_000 + 5_000);
    expect(seen.map((p) => p.attempt)).toEqual(seen.map((_, i) => i + 2));
    expect(seen.every((p) => p.budgetMs === RETRY_BUDGET_MS && p.elapsedMs < 9_000)).toBe(true);
  });

  it('keeps retrying a busy address for as long as it was asked to wait, within the budget', async () => {
    const clock = fakeClock();
    const busy = scripted([
      { ok: false, code: 'too_many_joins', retryAfterSeconds: 4 },
      { ok: false, code: 'too_many_joins', retryAfterSeconds: 3 },
      { ok: true },
    ]);
    expect(await retryWithBackoff(busy.call, { transient, clock })).toEqual({ ok: true });
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(4000);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(3000);
  });

  it('gives up after 30 s with the last answer, the last try made at the end of the budget', async () => {
    const clock = fakeClock();
    const start = clock.at;
    const stuck = scripted([RETRY]);
    const answer = await retryWithBackoff(stuck.call, { transient, clock, random: () => 0.99 });
    expect(answer).toEqual(RETRY);
    expect(clock.at - start).toBe(RETRY_BUDGET_MS);
    expect(stuck.calls()).toBe(clock.sleeps.length + 1);
  });

  it('does not wait past the budget for a Retry-After it cannot keep', async () => {
    const clock = fakeClock();
    const refusal = { ok: false, code: 'too_many_joins', retryAfterSeconds: 45 };
    const busy = scripted([refusal]);
    expect(await retryWithBackoff(busy.call, { transient, clock })).toEqual(refusal);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops when the screen that asked is gone', async () => {
    const clock = fakeClock();
    let open = true;
    const stuck = scripted([RETRY]);
    const pending = retryWithBackoff(stuck.call, {
      transient,
      clock,
      stopped: () => !open,
      onRetry: (p) => {
        if (p.attempt === 3) open = false;
      },
    });
    expect(await pending).toEqual(RETRY);
    expect(stuck.calls()).toBe(2);
  });
});
