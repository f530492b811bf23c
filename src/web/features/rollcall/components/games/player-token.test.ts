// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearPlayerToken, loadPlayerToken, savePlayerToken } from './player-token';

afterEach(() => localStorage.clear());

describe('rejoin token storage', () => {
  it('keeps one token per room code, whatever the case of the code', () => {
    savePlayerToken('abc234', 'A'.repeat(24));
    savePlayerToken('XYZ987', 'B'.repeat(24));
    expect(loadPlayerToken('ABC234')).toBe('A'.repeat(24));
    expect(loadPlayerToken('xyz987')).toBe('B'.repeat(24));
    clearPlayerToken('ABC234');
    expect(loadPlayerToken('ABC234')).toBeNull();
    expect(loadPlayerToken('XYZ987')).toBe('B'.repeat(24));
  });

  it('ignores anything stored that is not a token', () => {
    localStorage.setItem('chalkwise-game:ABC234', 'not json');
    expect(loadPlayerToken('ABC234')).toBeNull();
    localStorage.setItem('chalkwise-game:ABC234', JSON.stringify({ token: 'short' }));
    expect(loadPlayerToken('ABC234')).toBeNull();
  });
});
