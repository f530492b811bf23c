import { describe, expect, it, vi } from 'vitest';
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

describe('RateLimiter under many keys', () => {
  it('prunes each key by its own window: join traffic does not reset a login block', () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(clock);
    const login = 'login-failures:203.0.113.9';
    for (let i = 0; i < 10; i++) limiter.record(login, 15 * MINUTE);
    expect(limiter.blockedFor(login, 10, 15 * MINUTE)).toBeGreaterThan(0);
    // Two minutes on, a flood of one-minute join windows pushes the map past its pruning size.
    clock.advance(2 * MINUTE);
    for (let i = 0; i < 50_001; i++) limiter.hit(`game-join:10.${i}`, 30, MINUTE);
    clock.advance(MINUTE);
    for (let i = 0; i < 50_001; i++) limiter.hit(`game-join:11.${i}`, 30, MINUTE);
    expect(limiter.blockedFor(login, 10, 15 * MINUTE)).toBe(12 * 60);
  });

  it('still forgets windows that have ended, so the map stays bounded', () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 50_001; i++) limiter.hit(`a${i}`, 1, MINUTE);
    clock.advance(MINUTE);
    limiter.hit('trigger', 1, MINUTE);
    expect(limiter.size).toBeLessThanOrEqual(2);
  });

  it('scans the map at most once a second however many new keys arrive', () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(clock);
    const prune = vi.spyOn(RateLimiter.prototype as unknown as { prune(): void }, 'prune');
    const login = 'login-failures:203.0.113.9';
    for (let i = 0; i < 10; i++) limiter.record(login, 15 * MINUTE);
    // Past the pruning size with windows that have not ended: new keys must not each scan them.
    for (let i = 0; i < 52_000; i++) limiter.hit(`game-join:10.${i}`, 30, MINUTE);
    expect(prune.mock.calls.length).toBe(1);
    clock.advance(1000);
    for (let i = 0; i < 2000; i++) limiter.hit(`game-join:11.${i}`, 30, MINUTE);
    expect(prune.mock.calls.length).toBe(2);
    expect(limiter.blockedFor(login, 10, 15 * MINUTE)).toBeGreaterThan(0);
    prune.mockRestore();
  });
});
