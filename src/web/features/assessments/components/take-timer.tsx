import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/** The bar's height, which is also how far below the top focused answers stop. */
const BAR_HEIGHT = '3.5rem';

/** A stored start older than this is a past attempt on this device, not the current one. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;
const storageKey = (code: string) => `chalkwise.take.${code}.startedAt`;

/** Seconds left of a limit of `minutes` started at `startedAt` (never below zero). */
export function secondsLeft(startedAt: number, minutes: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + minutes * 60_000 - now) / 1000));
}

export const clockText = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * When this device started the assessment: kept across a reload (so reloading gives no extra
 * time) and forgotten once answers are sent (`forgetStart`).
 */
function startedAt(code: string, now: number): number {
  try {
    const stored = Number(localStorage.getItem(storageKey(code)));
    if (stored > 0 && stored <= now && now - stored < STALE_AFTER_MS) return stored;
    localStorage.setItem(storageKey(code), String(now));
  } catch {
    // Private mode without storage: the timer still runs from this page load.
  }
  return now;
}

export function forgetStart(code: string) {
  try {
    localStorage.removeItem(storageKey(code));
  } catch {
    // nothing stored
  }
}

/**
 * The time limit as a running clock; at zero it calls `onExpire` once (the form submits). Screen
 * readers hear the time at five minutes and one minute left, not every second.
 */
export function TakeTimer({
  code,
  minutes,
  onExpire,
  now = Date.now,
}: {
  code: string;
  minutes: number;
  onExpire: () => void;
  now?: () => number;
}) {
  const [start] = useState(() => startedAt(code, now()));
  const [left, setLeft] = useState(() => secondsLeft(start, minutes, now()));
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const fired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const s = secondsLeft(start, minutes, now());
      setLeft(s);
      if (s === 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [start, minutes, now]);

  // Keyboard focus and "scroll into view" stop below the bar, not under it.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = BAR_HEIGHT;
    return () => {
      root.style.scrollPaddingTop = before;
    };
  }, []);

  const announce = left === 300 ? '5 minutes left' : left === 60 ? '1 minute left' : '';
  // A bar across the form, not a pill floating beside the answers: on a phone the pill sat
  // over the answer tiles as they scrolled under it (issue 27 item 12).
  return (
    <div
      data-testid="take-timer-bar"
      className="sticky top-0 z-10 flex justify-end border-b bg-background py-2"
      style={{ minHeight: BAR_HEIGHT }}
    >
      <div
        className={cn(
          'flex w-fit items-center gap-2 rounded-full border bg-background px-4 py-1.5 text-sm font-medium shadow-sm tabular-nums',
          left <= 60 && 'border-destructive text-destructive',
        )}
      >
        <Clock className="size-4" aria-hidden="true" />
        <span data-testid="take-timer">
          <span className="sr-only">Time left: </span>
          {left === 0 ? 'Time is up' : clockText(left)}
        </span>
        <span className="sr-only" aria-live="polite">
          {announce}
        </span>
      </div>
    </div>
  );
}
