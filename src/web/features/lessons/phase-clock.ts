/**
 * Each phase's timer in the presenter view: time spent so far and, while it runs, since when.
 * A phase's timer runs only while that phase is on screen; leaving it pauses it, coming back
 * carries on from there.
 */
export interface PhaseClock {
  spentMs: number;
  runningSince: number | null;
}

export const STOPPED: PhaseClock = { spentMs: 0, runningSince: null };

export const spentAt = (c: PhaseClock, now: number) =>
  c.spentMs + (c.runningSince === null ? 0 : now - c.runningSince);

export const pause = (c: PhaseClock, now: number): PhaseClock =>
  c.runningSince === null ? c : { spentMs: spentAt(c, now), runningSince: null };

export const run = (c: PhaseClock, now: number): PhaseClock =>
  c.runningSince === null ? { ...c, runningSince: now } : c;

/** "4:05" for 245 seconds. */
const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the timer says: time left, or how far over once the phase's minutes are spent. */
export function timerText(minutes: number, spentMs: number) {
  const left = Math.ceil((minutes * 60_000 - spentMs) / 1000);
  return left >= 0
    ? { over: false, text: `${clockText(left)} left` }
    : { over: true, text: `Time's up · ${clockText(-left)} over` };
}
