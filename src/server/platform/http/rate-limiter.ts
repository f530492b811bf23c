import type { Clock } from '../clock';

/**
 * A fixed-window counter per key, kept in memory. Enough for one process; with several
 * instances each enforces its own share, which still bounds guessing.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  private current(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      const fresh = { start: now, count: 0 };
      this.windows.set(key, fresh);
      if (this.windows.size > 50_000) this.prune(now, windowMs);
      return fresh;
    }
    return w;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  blockedFor(key: string, limit: number, windowMs: number): number {
    const w = this.current(key, windowMs);
    if (w.count < limit) return 0;
    return Math.max(1, Math.ceil((w.start + windowMs - this.clock.now().getTime()) / 1000));
  }

  record(key: string, windowMs: number) {
    this.current(key, windowMs).count += 1;
  }

  /** Counts one hit and says how long to wait if that hit went over the limit. */
  hit(key: string, limit: number, windowMs: number): number {
    const wait = this.blockedFor(key, limit, windowMs);
    if (wait > 0) return wait;
    this.record(key, windowMs);
    return 0;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private prune(now: number, windowMs: number) {
    for (const [k, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(k);
  }
}
