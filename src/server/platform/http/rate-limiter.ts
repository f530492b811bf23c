import type { Clock } from '../clock';

/** Past this many keys, windows that have ended are dropped... */
const PRUNE_ABOVE = 50_000;
/** ...at most this often: with that many live windows, a scan per new key is CPU an attacker drives. */
const PRUNE_EVERY_MS = 1000;

/**
 * A fixed-window counter per key, kept in memory. Enough for one process; with several
 * instances each enforces its own share, which still bounds guessing.
 */
export class RateLimiter {
  /** Each window remembers its own length, so pruning never cuts a longer one short. */
  private readonly windows = new Map<string, { start: number; count: number; windowMs: number }>();

  private prunedAt = -Infinity;

  constructor(private readonly clock: Clock) {}

  private current(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      const fresh = { start: now, count: 0, windowMs };
      this.windows.set(key, fresh);
      if (this.windows.size > PRUNE_ABOVE && now - this.prunedAt >= PRUNE_EVERY_MS) {
        this.prunedAt = now;
        this.prune(now);
      }
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

  /** How many keys are held (for tests of the pruning). */
  get size() {
    return this.windows.size;
  }

  /**
   * Drops the windows that have ended, each by its own length: pruning by the caller's window let
   * 50,000 one-minute game joins wipe 15-minute login-failure blocks (issue 23).
   */
  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= w.windowMs) this.windows.delete(k);
  }
}
