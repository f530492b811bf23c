// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './on-demand';

afterEach(cleanup);

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('useOnDemand', () => {
  it('fetches nothing until wanted, then draws the component; a later mount draws it at once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    function Host({ wanted }: { wanted: boolean }) {
      const View = useOnDemand(load, wanted);
      return View ? <View label="help" /> : <span>none</span>;
    }
    const { rerender, unmount } = render(<Host wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('none')).toBeTruthy();
    await act(async () => rerender(<Host wanted />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('help')).toBeTruthy();
    unmount();
    render(<Host wanted={false} />);
    expect(screen.getByText('help')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays empty when the chunk cannot be fetched', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    function Host() {
      const View = useOnDemand<{ label: string }>(load, true);
      return View ? <View label="x" /> : <span>none</span>;
    }
    await act(async () => render(<Host />));
    expect(screen.getByText('none')).toBeTruthy();
  });
});
