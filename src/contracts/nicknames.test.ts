import { describe, expect, it } from 'vitest';
import { cleanNickname, friendlyName, isBlockedNickname } from './nicknames';

describe('nickname filter', () => {
  it('blocks rude words, look-alike spellings and spaced-out letters', () => {
    for (const name of ['fuck', 'FuUuCK me', 'sh1t', 'b!tch', 'f u c k', 'f.u.c.k', 'Nazi Fan'])
      expect(isBlockedNickname(name), name).toBe(true);
  });
  it('lets ordinary names through, including ones that hide a stem across words', () => {
    for (const name of [
      'Ana',
      'Diana Lopez',
      'Emily Dickinson',
      'Essex Eagle',
      'Peacock',
      'Brave Otter 42',
    ])
      expect(isBlockedNickname(name), name).toBe(false);
  });
  it('drops control characters and squeezes spaces', () => {
    expect(cleanNickname('  Ana\u0000\u200b   Lee ')).toBe('Ana Lee');
  });
  it('makes friendly names that pass the filter', () => {
    let seed = 0;
    const rnd = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 200; i++) {
      const name = friendlyName(rnd);
      expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
      expect(isBlockedNickname(name)).toBe(false);
    }
  });
});
