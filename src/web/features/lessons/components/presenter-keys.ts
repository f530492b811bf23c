/** The presenter view's keys (a clicker sends PageUp and PageDown). */
export type PresenterAction =
  'next' | 'previous' | 'first' | 'last' | 'timer' | 'restart' | 'fullscreen' | 'exit';

const KEYS: Record<string, PresenterAction> = {
  ArrowRight: 'next',
  PageDown: 'next',
  n: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  p: 'previous',
  Home: 'first',
  End: 'last',
  ' ': 'timer',
  r: 'restart',
  f: 'fullscreen',
  Escape: 'exit',
};

export const KEY_HELP =
  '← → next and previous · Space pause or start the timer · R restart it · F full screen · Esc leave';

/**
 * The action for a key press, or null: keys with a modifier are the browser's, and Space or
 * Enter on a focused button presses that button instead.
 */
export function presenterAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): PresenterAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const onControl =
    event.target instanceof HTMLElement &&
    event.target.closest('button, a, input, textarea, select');
  if (onControl && (event.key === ' ' || event.key === 'Enter')) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
