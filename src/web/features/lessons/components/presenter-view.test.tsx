// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenterView } from './presenter-view';

const lesson = {
  title: 'Ratios and unit rates',
  subject: 'Mathematics',
  grade: '7',
  topic: '',
  duration: 15,
  objectives: ['Write a ratio three ways'],
  materials: [],
  status: 'published' as const,
  aiGenerated: false,
  content: {
    generatedContent: [
      '## Lesson flow',
      '### Warm-up (5 min)',
      '- Two bags of apples',
      '### Practice (10 min)',
      '- Tape diagrams',
      '## Homework',
      'Page 12.',
    ].join('\n'),
  },
};

const press = (key: string) => fireEvent.keyDown(window, { key });
const timer = () => screen.getByTestId('phase-timer');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the presenter view', () => {
  it('counts every press of a clicker, even two before the first is drawn', () => {
    render(<PresenterView lesson={lesson} onExit={vi.fn()} />);
    // One act: both key presses land before React draws the first.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    });
    expect(screen.getByTestId('presenter-position')).toHaveTextContent('Phase 2 of 3');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp' }));
    });
    expect(screen.getByTestId('presenter-position')).toHaveTextContent('Title');
  });

  it('shows one phase at a time with its timer, driven from the keyboard', async () => {
    const onExit = vi.fn();
    render(<PresenterView lesson={lesson} onExit={onExit} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ratios and unit rates');
    expect(screen.getByText('Write a ratio three ways')).toBeInTheDocument();
    expect(screen.getByTestId('presenter-position')).toHaveTextContent('Title');

    press('ArrowRight');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warm-up');
    expect(screen.getByTestId('presenter-position')).toHaveTextContent('Phase 1 of 3');
    expect(screen.getByText('Two bags of apples')).toBeInTheDocument();
    expect(screen.queryByText('Tape diagrams')).toBeNull();
    expect(timer()).toHaveTextContent('5:00 left');
    await wait(61_000);
    expect(timer()).toHaveTextContent('3:59 left');

    // Space pauses; time stands still; Space runs it again.
    press(' ');
    expect(timer()).toHaveTextContent('paused');
    await wait(30_000);
    expect(timer()).toHaveTextContent('3:59 left');
    press(' ');
    await wait(4 * 60_000);
    expect(timer()).toHaveTextContent("Time's up · 0:01 over");

    // The next phase has its own timer; going back finds the first where it was, paused there.
    press('PageDown');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Practice');
    expect(timer()).toHaveTextContent('10:00 left');
    await wait(10_000);
    press('ArrowLeft');
    expect(timer()).toHaveTextContent("Time's up · 0:01 over");
    press('r');
    expect(timer()).toHaveTextContent('5:00 left');

    press('End');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Homework');
    expect(screen.queryByTestId('phase-timer')).toBeNull();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    press('Home');
    expect(screen.getByTestId('presenter-position')).toHaveTextContent('Title');

    press('Escape');
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('leaves Space on a focused button to that button', () => {
    render(<PresenterView lesson={lesson} onExit={() => {}} />);
    press('ArrowRight');
    const pauseButton = screen.getByRole('button', { name: 'Pause timer' });
    fireEvent.keyDown(pauseButton, { key: ' ' });
    expect(timer()).not.toHaveTextContent('paused');
  });

  it("projects no answer and no teacher's note (issue 32 item 2)", () => {
    const withAnswers = {
      ...lesson,
      content: {
        generatedContent: [
          "Students meet the plant's kitchen. [Answer: the leaf]",
          '### Guided practice (10 min)',
          '- Pairs solve: 1. What do plants make? (A. Soil; B. Glucose and oxygen) [Answer: B. Glucose and oxygen]',
          '- Listen for the misconception "Plants eat soil." They make their own food.',
          '#### Teacher notes',
          'Pull a small group aside.',
        ].join('\n'),
      },
    };
    render(<PresenterView lesson={withAnswers} onExit={() => {}} />);
    expect(screen.getByTestId('presenter').textContent).not.toMatch(/Answer|the leaf/);
    press('ArrowRight');
    const text = screen.getByTestId('presenter').textContent;
    expect(text).toContain('1. What do plants make? (A. Soil; B. Glucose and oxygen)');
    expect(text).not.toMatch(
      /\[Answer|B\. Glucose and oxygen\]|Listen for|They make their own|Teacher notes|small group/,
    );
  });
});
