import { useCallback, useEffect, useRef } from 'react';
import type { PhaseClock } from './phase-clock';
import type { PresenterAction } from './components/presenter-keys';

/**
 * The classroom screen and the speaker view talk over a BroadcastChannel: same origin, same
 * browser, no server round trip. The presenter owns the state (screen and timers) and sends it
 * on every change and when the speaker view says hello; the speaker view sends key presses.
 */
export type PresenterMessage =
  | { type: 'state'; screen: number; clocks: PhaseClock[] }
  | { type: 'action'; action: PresenterAction }
  | { type: 'hello' };

/** What the speaker view may ask the classroom screen to do: full screen needs its own click. */
export const REMOTE_ACTIONS: readonly PresenterAction[] = [
  'next',
  'previous',
  'first',
  'last',
  'timer',
  'restart',
];

const isClock = (c: unknown): c is PhaseClock =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as PhaseClock).spentMs === 'number' &&
  ((c as PhaseClock).runningSince === null || typeof (c as PhaseClock).runningSince === 'number');

/** Another tab of the same origin could post anything: only well-formed messages get through. */
export function readMessage(data: unknown): PresenterMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'hello') return { type: 'hello' };
  if (m.type === 'action' && REMOTE_ACTIONS.includes(m.action as PresenterAction))
    return { type: 'action', action: m.action as PresenterAction };
  if (
    m.type === 'state' &&
    Number.isInteger(m.screen) &&
    Array.isArray(m.clocks) &&
    m.clocks.every(isClock)
  )
    return { type: 'state', screen: m.screen as number, clocks: m.clocks as PhaseClock[] };
  return null;
}

export const speakerPath = (lessonId: number) => `/lessons/${lessonId}/speaker`;

/**
 * The lesson's channel: `onMessage` hears the other window; the returned function posts to it.
 * Without BroadcastChannel (an old browser) nothing is sent and the views work alone.
 */
export function usePresenterChannel(
  lessonId: number | undefined,
  onMessage: (message: PresenterMessage) => void,
) {
  const channel = useRef<BroadcastChannel | null>(null);
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  });
  useEffect(() => {
    if (lessonId === undefined || typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(`chalkwise-presenter-${lessonId}`);
    c.onmessage = (event: MessageEvent) => {
      const message = readMessage(event.data);
      if (message) listener.current(message);
    };
    channel.current = c;
    return () => {
      channel.current = null;
      c.close();
    };
  }, [lessonId]);
  return useCallback((message: PresenterMessage) => channel.current?.postMessage(message), []);
}
