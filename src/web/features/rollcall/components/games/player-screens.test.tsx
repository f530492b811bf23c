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
    type: 'multiple_choice',
    question: 'What is 2 + 2?',
    choices: ['3', '4', '5', '22'],
    durationMs: 12_000,
    remainingMs: 12_000,
    paused: false,
  },
  receivedAt: 100_000,
  answeredChoice: null,
  answeredGiven: null,
  result: null,
  leaderboard: null,
  teams: [],
  final: null,
  removed: null,
  pace: 'live',
  ...over,
});

describe("a player's question screen", () => {
  it('announces the time left only at 10 and 5 seconds', () => {
    render(<PlayerGame state={state()} onAnswer={vi.fn()} onNext={vi.fn()} />);
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
    render(<PlayerGame state={state()} onAnswer={onAnswer} onNext={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Diamond: 4' })).toBeEnabled();
    fireEvent.keyDown(window, { key: '2' });
    expect(onAnswer).toHaveBeenCalledWith(0, { choice: 1 });
    await act(async () => {});
  });

  it('shows "Answer locked in" and disables the answers once one is given', () => {
    const onAnswer = vi.fn();
    render(
      <PlayerGame state={state({ answeredChoice: 1 })} onAnswer={onAnswer} onNext={vi.fn()} />,
    );
    expect(screen.getByText('Answer locked in')).toBeInTheDocument();
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('tells an eliminated survival player they are watching', () => {
    render(
      <PlayerGame
        state={state({ mode: 'survival', eliminated: true })}
        onAnswer={vi.fn()}
        onNext={vi.fn()}
      />,
    );
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
        type: 'multiple_choice',
        given: null,
        fraction: null,
        positionsRight: null,
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
    render(
      <PlayerGame
        state={result({ eliminated: true, spared: true })}
        onAnswer={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText(/Eliminated/)).toBeInTheDocument();
    expect(screen.queryByText(/nobody is out this time/)).toBeNull();
  });

  it('tells a spared player that nobody is out', () => {
    render(
      <PlayerGame
        state={result({ eliminated: false, spared: true })}
        onAnswer={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText(/nobody is out this time/)).toBeInTheDocument();
    expect(screen.queryByText(/Eliminated/)).toBeNull();
  });
});

describe('each question type on a phone, keyboard only (issue 35)', () => {
  const typed = (question: Partial<NonNullable<PlayerState['question']>>) =>
    state({ question: { ...state().question!, ...question } });

  it('multi-select: keys 1-4 pick and unpick, the button sends every pick', async () => {
    const onAnswer = vi.fn().mockResolvedValue(null);
    render(
      <PlayerGame state={typed({ type: 'multi_select' })} onAnswer={onAnswer} onNext={vi.fn()} />,
    );
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '4' });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 answers' }));
    expect(onAnswer).toHaveBeenCalledWith(0, { choices: [2, 3] });
    await act(async () => {});
  });

  it('multi-select: a pick reads "Picked" until it is sent, then "Your answer"', () => {
    const multi = typed({ type: 'multi_select' });
    const { rerender } = render(<PlayerGame state={multi} onAnswer={vi.fn()} onNext={vi.fn()} />);
    fireEvent.click(screen.getByTestId('choice-1'));
    fireEvent.keyDown(window, { key: '3' });
    const tile = (n: number) => screen.getByTestId(`choice-${n}`);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
    expect(tile(1)).toHaveTextContent('Picked');
    expect(tile(3)).toHaveTextContent('Picked');
    expect(tile(2)).not.toHaveAttribute('aria-pressed');
    expect(tile(2)).not.toHaveTextContent('Picked');
    expect(screen.queryByText('Your answer')).toBeNull();
    // The server took the answers: now they are the player's answer, locked in.
    rerender(
      <PlayerGame
        state={{ ...multi, answeredGiven: { choices: [0, 2] } }}
        onAnswer={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(tile(1)).toHaveTextContent('Your answer');
    expect(tile(3)).toHaveTextContent('Your answer');
    expect(screen.queryByText('Picked')).toBeNull();
    expect(tile(2)).not.toHaveTextContent('Your answer');
  });

  it('type answer: a labelled text field sends the trimmed text', async () => {
    const onAnswer = vi.fn().mockResolvedValue(null);
    render(
      <PlayerGame
        onNext={vi.fn()}
        state={typed({ type: 'type_answer', choices: [], maxLength: 75 })}
        onAnswer={onAnswer}
      />,
    );
    const field = screen.getByLabelText('Your answer');
    fireEvent.change(field, { target: { value: '  Paris ' } });
    fireEvent.submit(field.closest('form')!);
    expect(onAnswer).toHaveBeenCalledWith(0, { text: 'Paris' });
    await act(async () => {});
  });

  it('slider: a labelled range input moves with the keys and sends its value', async () => {
    const onAnswer = vi.fn().mockResolvedValue(null);
    render(
      <PlayerGame
        onNext={vi.fn()}
        state={typed({ type: 'slider', choices: [], min: 0, max: 10, step: 1 })}
        onAnswer={onAnswer}
      />,
    );
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAccessibleName(/Move the slider/);
    fireEvent.change(slider, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send 7' }));
    expect(onAnswer).toHaveBeenCalledWith(0, { value: 7 });
    await act(async () => {});
  });

  it('order: move buttons reorder, a live region says where the item went', async () => {
    const onAnswer = vi.fn().mockResolvedValue(null);
    render(
      <PlayerGame
        onNext={vi.fn()}
        state={typed({ type: 'order', choices: [], items: ['cell', 'atom', 'body'] })}
        onAnswer={onAnswer}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move atom up' }));
    expect(screen.getByText('atom moved to place 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send this order' }));
    expect(onAnswer).toHaveBeenCalledWith(0, { order: [1, 0, 2] });
    await act(async () => {});
  });

  it('locks a typed answer in once it is sent', () => {
    render(
      <PlayerGame
        onNext={vi.fn()}
        state={state({
          question: { ...state().question!, type: 'word_cloud', choices: [], maxLength: 40 },
          answeredGiven: { text: 'sunny' },
        })}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByText('Answer locked in')).toBeInTheDocument();
    expect(screen.getByLabelText('A word or a short phrase')).toHaveValue('sunny');
    expect(screen.getByLabelText('A word or a short phrase')).toBeDisabled();
  });

  it('shows partial credit, the right answers and the explanation after the close', () => {
    render(
      <PlayerGame
        onNext={vi.fn()}
        state={state({
          phase: 'reveal',
          question: { ...state().question!, type: 'multi_select' },
          result: {
            index: 0,
            type: 'multi_select',
            correctIndex: -1,
            correctIndexes: [0, 3],
            explanation: 'Both are even.',
            choice: null,
            given: { choices: [0] },
            correct: false,
            points: 500,
            fraction: 0.5,
            positionsRight: null,
            streak: 0,
            score: 500,
            rank: 1,
            players: 2,
            eliminated: false,
            spared: false,
            skipped: false,
          },
        })}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Partly right');
    expect(screen.getByText('50% of the points')).toBeInTheDocument();
    expect(screen.getByTestId('player-explanation')).toHaveTextContent('Both are even.');
  });
});

describe('a self-paced player (issue 35 items 3 and 4)', () => {
  const result = {
    type: 'multiple_choice' as const,
    correctIndex: 1,
    index: 0,
    choice: 1,
    given: null,
    correct: true,
    points: 900,
    fraction: null,
    positionsRight: null,
    streak: 1,
    score: 900,
    rank: 1,
    players: 2,
    eliminated: false,
    spared: false,
    skipped: false,
  };

  it('moves on with its own Next, focused for the keyboard', async () => {
    const onNext = vi.fn().mockResolvedValue(null);
    render(
      <PlayerGame
        state={state({ pace: 'self', phase: 'reveal', result })}
        onAnswer={vi.fn()}
        onNext={onNext}
      />,
    );
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toHaveFocus();
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says when time is up and offers the answer, and shows no countdown when untimed', () => {
    const onNext = vi.fn().mockResolvedValue(null);
    const q = state().question!;
    const { unmount } = render(
      <PlayerGame
        state={state({ pace: 'self', question: { ...q, remainingMs: 0 } })}
        onAnswer={vi.fn()}
        onNext={onNext}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Time is up for this question.');
    fireEvent.click(screen.getByRole('button', { name: 'See the answer' }));
    expect(onNext).toHaveBeenCalled();
    unmount();
    render(
      <PlayerGame
        state={state({ pace: 'self', question: { ...q, remainingMs: 0, untimed: true } })}
        onAnswer={vi.fn()}
        onNext={onNext}
      />,
    );
    expect(screen.getByTestId('player-timer')).toHaveTextContent('No time limit');
    expect(screen.getByRole('button', { name: /4/ })).toBeEnabled();
  });

  it('reads the question and choices aloud on request, and has no button without speech', () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    render(<PlayerGame state={state()} onAnswer={vi.fn()} onNext={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(speak.mock.calls[0]![0].text).toBe('What is 2 + 2? 1: 3. 2: 4. 3: 5. 4: 22.');
    expect(screen.getByRole('button', { name: 'Stop reading' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    cleanup();
    vi.unstubAllGlobals();
    render(<PlayerGame state={state()} onAnswer={vi.fn()} onNext={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
