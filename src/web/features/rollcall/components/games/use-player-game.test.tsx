// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinAck, JoinMessage } from '../../../../../contracts/games.contract';
import type * as GameSocketModule from '../../../../lib/game-socket';
import type { GameSocketHandlers } from '../../../../lib/game-socket';
import { loadPlayerToken, savePlayerToken } from './player-token';
import { usePlayerGame } from './use-player-game';

/** The server as the hook sees it: a scripted join, and the handlers to push frames through. */
const server = vi.hoisted(() => ({
  handlers: null as GameSocketHandlers | null,
  join: null as ((msg: JoinMessage) => Promise<JoinAck>) | null,
  joins: [] as JoinMessage[],
}));
vi.mock('../../../../lib/game-socket', async (original) => ({
  ...(await original<typeof GameSocketModule>()),
  connectGame: (handlers: GameSocketHandlers) => {
    server.handlers = handlers;
    return {
      join: (msg: JoinMessage) => {
        server.joins.push(msg);
        return server.join!(msg);
      },
      answer: async () => ({ ok: false, code: 'retry' }),
      command: async () => ({ ok: true }),
      close: () => {},
    };
  },
}));

const CODE = 'K7Q2XM';
const TOKEN = 'seat-token-of-zoe-0123456789';
const RETRY: JoinAck = { ok: false, code: 'retry', message: 'Reconnecting…' };
const BUSY: JoinAck = {
  ok: false,
  code: 'too_many_joins',
  message: 'Too many attempts to join. Please wait a moment and try again.',
  retryAfterSeconds: 2,
};
const SEATED: JoinAck = { ok: true, playerId: 'p1', token: TOKEN };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  server.joins = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A player seated as "Zoë O'Brien-Núñez", then the room's server is killed at `Date.now()`. */
async function seatedThenTakeover(answerAfterCrash: (msSinceCrash: number) => JoinAck) {
  server.join = async () => SEATED;
  const hook = renderHook(() => usePlayerGame(CODE));
  await act(() => hook.result.current.join({ nickname: "Zoë O'Brien-Núñez" }));
  expect(loadPlayerToken(CODE)).toBe(TOKEN);
  const crash = Date.now();
  server.join = async () => answerAfterCrash(Date.now() - crash);
  server.joins = [];
  // The new owner tells every device to join again.
  act(() => server.handlers!.onMessage({ type: 'resync' }));
  return hook;
}

describe('usePlayerGame after a failover', () => {
  it('keeps its token through "too many joins" and a 9-second takeover, and gets its seat back', async () => {
    const hook = await seatedThenTakeover((ms) =>
      ms < 2_000 ? BUSY : ms < 9_000 ? RETRY : SEATED,
    );
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(hook.result.current.lost).toBeNull();
    expect(loadPlayerToken(CODE)).toBe(TOKEN);
    // Meanwhile: "Reconnecting…" with how far the retries are.
    expect(hook.result.current.rejoining).toBe(true);
    expect(hook.result.current.progress).toMatchObject({ budgetMs: 30_000 });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(hook.result.current).toMatchObject({ rejoining: false, lost: null, stuck: null });
    expect(server.joins.length).toBeGreaterThan(2);
    expect(server.joins.every((m) => m.role === 'player' && m.token === TOKEN)).toBe(true);
    expect(loadPlayerToken(CODE)).toBe(TOKEN);
  });

  it('says what happened after 30 s with the token kept, and tries again on request', async () => {
    const hook = await seatedThenTakeover(() => RETRY);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(loadPlayerToken(CODE)).toBe(TOKEN);
    expect(hook.result.current).toMatchObject({ rejoining: false, lost: null, stuck: RETRY });
    const tried = server.joins.length;
    server.join = async () => SEATED;
    await act(() => hook.result.current.retryRejoin());
    expect(server.joins.length).toBe(tried + 1);
    expect(hook.result.current).toMatchObject({ stuck: null, lost: null });
  });

  it('lets go of a token the room no longer knows', async () => {
    const gone: JoinAck = {
      ok: false,
      code: 'unknown',
      message: 'No game is open with this code. Check the code on the screen.',
    };
    const hook = await seatedThenTakeover(() => gone);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(hook.result.current).toMatchObject({ lost: gone.message, stuck: null });
    expect(loadPlayerToken(CODE)).toBeNull();
    expect(server.joins).toHaveLength(1);
  });

  it('rejoins with a stored token after a reload, without throwing it away when the address is busy', async () => {
    savePlayerToken(CODE, TOKEN);
    let calls = 0;
    server.join = async () => (++calls < 3 ? BUSY : SEATED);
    const hook = renderHook(() => usePlayerGame(CODE));
    let ack: JoinAck | undefined;
    await act(async () => {
      const pending = hook.result.current.join({ token: TOKEN }).then((a) => (ack = a));
      await vi.advanceTimersByTimeAsync(10_000);
      await pending;
    });
    expect(ack).toEqual(SEATED);
    expect(loadPlayerToken(CODE)).toBe(TOKEN);
  });
});
