import { describe, expect, it } from 'vitest';
import { BANK } from './index';
import { validateBank } from './validate';
import { BANDS } from './types';

describe('the bundled question bank', () => {
  for (const [subject, bank] of Object.entries(BANK)) {
    it(`${subject}: at least 40 sound questions in every band, topics led by several`, () => {
      expect(validateBank(subject, bank)).toEqual([]);
    });
  }

  it('covers the seven subjects of the spec', () => {
    expect(Object.keys(BANK).sort()).toEqual(
      [
        'Art',
        'English',
        'Geography',
        'History',
        'Mathematics',
        'Physical Education',
        'Science',
      ].sort(),
    );
  });

  it('keeps true and false answers roughly balanced, so guessing "true" does not pay', () => {
    for (const bank of Object.values(BANK))
      for (const band of BANDS) {
        const tf = bank[band].filter((q) => q.type === 'true_false');
        const trues = tf.filter((q) => q.answer === 'true').length;
        expect(Math.abs(trues - (tf.length - trues))).toBeLessThanOrEqual(
          Math.max(2, tf.length / 3),
        );
      }
  });
});
