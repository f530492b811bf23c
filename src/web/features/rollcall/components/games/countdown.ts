import { useEffect, useState } from 'react';
import type { QuestionView } from '../../../../../contracts/games.contract';

/** Whole seconds shown for a time left in milliseconds ("0.2 s" still shows 1). */
export const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** Screen readers hear the time only at these marks (product-decisions "Accessible"). */
export const ANNOUNCED_SECONDS = [10, 5] as const;

/**
 * What the live region says when the countdown moves from `before` to `now` seconds: the mark
 * it just reached, or null (no announcement every second).
 */
export function timeAnnouncement(before: number | null, now: number): string | null {
  if (before === null || now >= before) return null;
  for (const mark of ANNOUNCED_SECONDS) {
    if (before > mark && now <= mark && now > 0) return `${mark} seconds left`;
  }
  return null;
}

/** Time left on the open question, from the server's remainingMs and this device's receipt time. */
export function remainingAt(
  question: Pick<QuestionView, 'remainingMs' | 'paused'>,
  receivedAt: number,
  now: number,
) {
  if (question.paused) return question.remainingMs;
  return Math.max(0, question.remainingMs - (now - receivedAt));
}

/** Counts down locally; re-renders a few times a second while the question is open. */
export function useCountdown(question: QuestionView | null, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!question || question.paused) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [question, receivedAt]);
  if (!question) return null;
  return secondsLeft(remainingAt(question, receivedAt, Math.max(now, receivedAt)));
}

/** The live region's text: set at 10 and 5 seconds, kept until the next mark or question. */
export function useTimeAnnouncement(seconds: number | null, questionKey: unknown) {
  const [said, setSaid] = useState<string | null>(null);
  const [before, setBefore] = useState<number | null>(null);
  const [key, setKey] = useState(questionKey);
  if (key !== questionKey) {
    setKey(questionKey);
    setSaid(null);
    setBefore(seconds);
  } else if (seconds !== before) {
    const text = timeAnnouncement(before, seconds ?? 0);
    setBefore(seconds);
    if (text) setSaid(text);
  }
  return said;
}

/** A `paused` frame: the open question's clock stops (or runs again) from the server's figure. */
export function applyPause<S extends { question: QuestionView | null; receivedAt: number }>(
  state: S,
  msg: { paused: boolean; remainingMs: number },
  now: number,
): S {
  if (!state.question) return state;
  return {
    ...state,
    question: { ...state.question, paused: msg.paused, remainingMs: msg.remainingMs },
    receivedAt: now,
  };
}
