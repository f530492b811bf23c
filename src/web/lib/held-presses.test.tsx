// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../index.html?raw';
import { HOLD_PRESSES_MS, stopHoldingPresses } from './held-presses';

// React's act() warnings need this flag in a plain jsdom test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** index.html's script that holds early presses, as the build ships it. */
const holdScript = (() => {
  const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const found = scripts.find((s) => s.includes('__chalkwiseHeld'));
  if (!found) throw new Error('index.html has no script that holds early presses');
  return found;
})();

function Counter({ onPress }: { onPress: () => void }) {
  const [count, setCount] = useState(0);
  const [note, setNote] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <p data-testid="count">{count}</p>
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <p data-testid="echo">{note}</p>
      <button type="button" disabled={!note.trim()} onClick={onPress}>
        Send
      </button>
      <button
        type="submit"
        onClick={() => {
          onPress();
          setCount((c) => c + 1);
        }}
      >
        Add
      </button>
      <button type="button">Other</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.__chalkwiseHeld?.stop();
  delete window.__chalkwiseHeld;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The server's page and the script, before the app's own script has run. */
function serverPage(onPress: () => void) {
  document.body.innerHTML = `<div id="root">${renderToString(<Counter onPress={onPress} />)}</div>`;
  new Function(holdScript)();
  return {
    button: (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent === name)!,
    count: () => document.querySelector('[data-testid="count"]')!.textContent,
    echo: () => document.querySelector('[data-testid="echo"]')!.textContent,
    note: () => document.querySelector('textarea')!,
  };
}

/** As a keystroke changes a field: its value (past anything watching the property), an event. */
function typeInto(field: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const hydrate = (onPress: () => void) =>
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Counter onPress={onPress} />);
  });

describe('presses held until React has the button (index.html)', () => {
  it('holds a press made before hydration, without a native submit, and makes it once after', async () => {
    const onPress = vi.fn();
    const page = serverPage(onPress);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    page.button('Add').click();
    page.button('Add').click();
    expect(submitted).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();

    await hydrate(onPress);
    await act(() => new Promise((r) => setTimeout(r, 120)));
    // Pressed twice while dead, made once: an impatient second tap is not a second order.
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(page.count()).toBe('1');
  });

  it('lets presses through at once when React has the button (its props on the element)', async () => {
    const onPress = vi.fn();
    const page = serverPage(onPress);
    await hydrate(onPress);
    expect(Object.keys(page.button('Add')).some((k) => k.startsWith('__reactProps$'))).toBe(true);
    act(() => page.button('Add').click());
    act(() => page.button('Add').click());
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(page.count()).toBe('2');
  });

  it('tells React the text typed before it had the field, so its state holds what the field shows', async () => {
    const onPress = vi.fn();
    const page = serverPage(onPress);
    typeInto(page.note(), 'Good morning, class!');
    expect(page.button('Send').disabled).toBe(true);

    await hydrate(onPress);
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(page.note().value).toBe('Good morning, class!');
    expect(page.echo()).toBe('Good morning, class!');
    expect(page.button('Send').disabled).toBe(false);
    // React goes on from there as usual.
    act(() => typeInto(page.note(), 'Good morning, class!!'));
    expect(page.echo()).toBe('Good morning, class!!');
  });

  it('stops holding some seconds after the app starts, dropping a press React never took', () => {
    vi.useFakeTimers();
    const onPress = vi.fn();
    const page = serverPage(onPress);
    const other = vi.fn((e: Event) => e.preventDefault());
    page.button('Other').addEventListener('click', other);
    // Never hydrated: held, and the script checks again every 50 ms.
    page.button('Other').click();
    stopHoldingPresses();
    vi.advanceTimersByTime(HOLD_PRESSES_MS - 1);
    expect(other).not.toHaveBeenCalled();
    // Stopped: the held press is dropped, not made natively.
    vi.advanceTimersByTime(1);
    expect(other).not.toHaveBeenCalled();
    // Then every press goes straight through.
    page.button('Other').click();
    expect(other).toHaveBeenCalledTimes(1);
  });
});
