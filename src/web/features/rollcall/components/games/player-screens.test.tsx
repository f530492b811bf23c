// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerGame } from './player-screens';
import type { PlayerState } from './player-state';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(100_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const state = (over: Partial<PlayerState> = {}): PlayerState => ({
  playerId: 'p1',
  nickname: 'Ann',
  team: null,
  mode: 'speed',
  title: 'Quiz',
  phase: 'question',
  score: 0,
  streak: 0,
  eliminated: false,
  question: {
    index: 0,
    total: 3,
    question: 'What is 2 + 2?',
    choices: ['3', '4', '5', '22'],
    durationMs: 12_000,
    remainingMs: 12_000,
    paused: false,
  },
  receivedAt: 100_000,
  answeredChoice: null,
  result: null,
  leaderboard: null,
  teams: [],
  final: null,
  removed: null,
  ...over,
});

describe("a player's question screen", () => {
  it('announces the time left only at 10 and 5 seconds', () => {
    render(<PlayerGame state={state()} onAnswer={vi.fn()} />);
    const region = screen.getByTestId('time-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    const heard = new Set<string>();
    for (let i = 0; i < 52; i++) {
      act(() => void vi.advanceTimersByTime(250));
      if (region.textContent) heard.add(region.textContent);
    }
    expect([...heard]).toEqual(['10 seconds left', '5 seconds left']);
  });

  it('answers with keys 1-4 and the buttons carry shape and text', async () => {
    const onAnswer = vi.fn().mockResolvedValue(null);
    render(<PlayerGame state={state()} onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: 'Diamond: 4' })).toBeEnabled();
    fireEvent.keyDown(window, { key: '2' });
    expect(onAnswer).toHaveBeenCalledWith(0, 1);
    await act(async () => {});
  });

  it('shows "Answer locked in" and disables the answers once one is given', () => {
    const onAnswer = vi.fn();
    render(<PlayerGame state={state({ answeredChoice: 1 })} onAnswer={onAnswer} />);
    expect(screen.getByText('Answer locked in')).toBeInTheDocument();
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('tells an eliminated survival player they are watching', () => {
    render(<PlayerGame state={state({ mode: 'survival', eliminated: true })} onAnswer={vi.fn()} />);
    expect(screen.getByText(/you're watching now/)).toBeInTheDocument();
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });
});

describe("a survival player's result", () => {
  const result = (over: { eliminated: boolean; spared: boolean }) =>
    state({
      mode: 'survival',
      phase: 'reveal',
      eliminated: over.eliminated,
      result: {
        index: 0,
        correctIndex: 1,
        choice: null,
        correct: false,
        points: 0,
        streak: 0,
        score: 0,
        rank: 3,
        players: 3,
        skipped: false,
        ...over,
      },
    });

  it('tells an eliminated player only that they are out, even when the others were spared', () => {
    render(<PlayerGame state={result({ eliminated: true, spared: true })} onAnswer={vi.fn()} />);
    expect(screen.getByText(/Eliminated/)).toBeInTheDocument();
    expect(screen.queryByText(/nobody is out this time/)).toBeNull();
  });

  it('tells a spared player that nobody is out', () => {
    render(<PlayerGame state={result({ eliminated: false, spared: true })} onAnswer={vi.fn()} />);
    expect(screen.getByText(/nobody is out this time/)).toBeInTheDocument();
    expect(screen.queryByText(/Eliminated/)).toBeNull();
  });
});
