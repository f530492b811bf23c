import { describe, expect, it } from 'vitest';
import { FakeClock, MINUTE } from '../clock';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows up to the limit in a window, then says how long to wait', () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 3; i++) expect(limiter.hit('k', 3, MINUTE)).toBe(0);
    expect(limiter.hit('k', 3, MINUTE)).toBe(60);
    clock.advance(45_000);
    expect(limiter.hit('k', 3, MINUTE)).toBe(15);
    clock.advance(15_000);
    expect(limiter.hit('k', 3, MINUTE)).toBe(0);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = new RateLimiter(new FakeClock());
    limiter.record('a', MINUTE);
    expect(limiter.blockedFor('a', 1, MINUTE)).toBeGreaterThan(0);
    expect(limiter.blockedFor('b', 1, MINUTE)).toBe(0);
    limiter.reset('a');
    expect(limiter.blockedFor('a', 1, MINUTE)).toBe(0);
  });
});
