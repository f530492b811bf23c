import type { ChatTurn } from '../../../contracts/ai.contract';
import type { ChatStatus } from '../../../contracts/chat.contract';

/** How much of a long conversation goes back to the model: the most recent turns first. */
export const HISTORY_CHARS = 24_000;

export interface HistoryRow {
  role: 'user' | 'assistant';
  content: string;
  status: ChatStatus;
}

/**
 * The turns sent to the engine: empty replies (failed before a word) are left out, and older
 * turns are dropped once the history passes HISTORY_CHARS; the newest question always goes.
 */
export function historyTurns(rows: readonly HistoryRow[], limit = HISTORY_CHARS): ChatTurn[] {
  const turns = rows
    .filter((r) => r.content.trim().length > 0)
    .map((r) => ({ role: r.role, content: r.content }));
  const kept: ChatTurn[] = [];
  let size = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    size += turns[i]!.content.length;
    if (kept.length > 0 && size > limit) break;
    kept.unshift(turns[i]!);
  }
  // A history that starts with a reply confuses some models: start at a question.
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}

/** Seconds until the oldest counted call leaves the window (at least 1). */
export function retryAfterSeconds(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}
