// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToasts } from '../components/ui/toast-store';
import { saveToasts } from './save-toasts';

const readToasts = () => renderHook(() => useToasts()).result.current;
const M = { updated: 'Quiz saved', errorTitle: 'Error', updateFailed: 'Failed to save quiz.' };

describe('saveToasts', () => {
  afterEach(() => readToasts().forEach((t) => dismissToast(t.id)));

  it('on success toasts the saved title, then runs the follow-up with what was saved', () => {
    const after = vi.fn();
    saveToasts(M, after).onSuccess({ title: 'Fractions' });
    expect(readToasts()[0]).toMatchObject({ title: 'Quiz saved', description: 'Fractions' });
    expect(after).toHaveBeenCalledWith({ title: 'Fractions' });
  });

  it('on failure shows the red toast and skips the follow-up', () => {
    const after = vi.fn();
    saveToasts(M, after).onError();
    expect(readToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to save quiz.',
      variant: 'destructive',
    });
    expect(after).not.toHaveBeenCalled();
  });
});
