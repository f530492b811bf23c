import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from './text-guard';

describe('hasUnstorableText', () => {
  it('finds NUL and unpaired surrogates anywhere in a value, keys included', () => {
    expect(hasUnstorableText('a\u0000b')).toBe(true);
    expect(hasUnstorableText({ a: ['ok', { b: '\ud800' }] })).toBe(true);
    expect(hasUnstorableText({ 'k\udc00': 1 })).toBe(true);
    expect(hasUnstorableText(['x', 'tail\ud83d'])).toBe(true);
  });

  it('accepts ordinary text, emoji (paired surrogates) and non-strings', () => {
    expect(hasUnstorableText({ title: 'Fractions 🍕 — ½', n: 3, ok: true, none: null })).toBe(
      false,
    );
    expect(hasUnstorableText(undefined)).toBe(false);
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });
});
