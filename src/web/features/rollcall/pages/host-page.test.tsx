// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HostSnapshot } from '../../../../contracts/games.contract';
import { hostFromSnapshot, type HostState } from '../components/games/host-state';
import HostPage from './host-page';

// The projector's connection, replaced by the picture each test sets.
const game: { state: HostState | null } = { state: null };
vi.mock('../components/games/use-host-game', () => ({
  useHostGame: () => ({
    state: game.state,
    connection: 'connected',
    error: null,
    command: () => Promise.resolve({ ok: true }),
  }),
}));

const snapshot = (over: Partial<HostSnapshot>): HostSnapshot => ({
  roomId: 7,
  roomCode: 'ABC234',
  title: 'Fractions homework',
  mode: 'speed',
  phase: 'lobby',
  locked: false,
  lateJoin: true,
  maxPlayers: 50,
  players: [],
  question: null,
  lastQuestion: null,
  answered: 0,
  reveal: null,
  leaderboard: [],
  teams: [],
  pace: 'live',
  accuracyMode: false,
  timed: true,
  closesAt: null,
  progress: [],
  ...over,
});

function badgeFor(over: Partial<HostSnapshot>) {
  game.state = hostFromSnapshot(snapshot(over), 0);
  const location = memoryLocation({ path: '/rollcall/host/7' });
  render(
    <Router hook={location.hook}>
      <Route path="/rollcall/host/:roomId" component={HostPage} />
    </Router>,
  );
  return screen.getByTestId('room-kind').textContent;
}

afterEach(cleanup);

describe("the host screen's header badge", () => {
  it('calls a self-paced room an assignment, with how it scores, never "Speed"', () => {
    const closesAt = Date.UTC(2026, 11, 5, 16);
    expect(badgeFor({ pace: 'self', closesAt })).toBe('Assignment · Speed scoring');
    cleanup();
    expect(badgeFor({ pace: 'self', closesAt, accuracyMode: true })).toBe(
      'Assignment · Accuracy mode',
    );
    cleanup();
    expect(badgeFor({ pace: 'self', closesAt, timed: false })).toBe('Assignment · Untimed');
    cleanup();
    expect(badgeFor({ pace: 'self', closesAt, mode: 'team' })).toBe(
      'Assignment · Team Battle · Speed scoring',
    );
  });

  it("names a live game's mode, and accuracy mode when it is on", () => {
    expect(badgeFor({})).toBe('Speed');
    cleanup();
    expect(badgeFor({ mode: 'survival', accuracyMode: true })).toBe('Survival · Accuracy mode');
  });
});
