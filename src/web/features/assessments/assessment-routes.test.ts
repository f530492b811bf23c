import { describe, expect, it } from 'vitest';
import { isProtectedPath } from '../../app/routes';

describe('assessment routes', () => {
  it('keeps the student take page public and the teacher pages signed-in only', () => {
    expect(isProtectedPath('/take/ABC123')).toBe(false);
    expect(isProtectedPath('/take')).toBe(false);
    expect(isProtectedPath('/assessments/class-sheet')).toBe(true);
    expect(isProtectedPath('/assessments')).toBe(true);
    expect(isProtectedPath('/assessments/7/edit')).toBe(true);
    expect(isProtectedPath('/assessments/7/results')).toBe(true);
  });
});
