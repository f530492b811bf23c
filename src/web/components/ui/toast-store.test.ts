// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastError, useToasts } from './toast-store';

/** The toasts showing now (the store's own hook, read once). */
const readToasts = () => renderHook(() => useToasts()).result.current;

describe('toastError', () => {
  afterEach(() => readToasts().forEach((t) => dismissToast(t.id)));

  it('shows a red toast with the title and description, replacing the one before', () => {
    toast({ title: 'Saved' });
    toastError('Error', 'Failed to save. Please try again.');
    const shown = readToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to save. Please try again.',
      variant: 'destructive',
      open: true,
    });
    expect(shown[0]?.action).toBeUndefined();
    expect(shown[0]?.persistent).toBeUndefined();
  });

  it('carries a button and stays when asked', () => {
    const onClick = vi.fn();
    toastError('Limit reached', undefined, {
      action: { label: 'Start Free Trial', onClick },
      persistent: true,
    });
    const [shown] = readToasts();
    expect(shown).toMatchObject({
      title: 'Limit reached',
      variant: 'destructive',
      persistent: true,
    });
    expect(shown?.description).toBeUndefined();
    shown?.action?.onClick();
    expect(onClick).toHaveBeenCalledOnce();
    expect(shown?.action?.label).toBe('Start Free Trial');
  });
});
