// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, forgetStart, secondsLeft, TakeTimer } from './take-timer';

describe('secondsLeft and clockText', () => {
  it('counts down from the limit and stops at zero', () => {
    expect(secondsLeft(0, 60, 0)).toBe(3600);
    expect(secondsLeft(0, 60, 3_599_500)).toBe(1);
    expect(secondsLeft(0, 60, 9_999_999)).toBe(0);
    expect(clockText(3600)).toBe('1:00:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(9)).toBe('0:09');
  });
});

describe('TakeTimer', () => {
  let t = 1_000_000;
  const now = () => t;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    t = 1_000_000;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const advance = (ms: number) =>
    act(() => {
      t += ms;
      vi.advanceTimersByTime(ms);
    });

  it('shows the time left and submits once when it runs out', () => {
    const onExpire = vi.fn();
    render(<TakeTimer code="ABCD2345" minutes={2} onExpire={onExpire} now={now} />);
    expect(screen.getByTestId('take-timer').textContent).toBe('Time left: 2:00');
    advance(61_000);
    expect(screen.getByTestId('take-timer').textContent).toBe('Time left: 0:59');
    expect(onExpire).not.toHaveBeenCalled();
    advance(60_000);
    expect(screen.getByTestId('take-timer').textContent).toBe('Time left: Time is up');
    advance(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('keeps the start across a reload, and a sent attempt starts afresh', () => {
    const first = render(<TakeTimer code="ABCD2345" minutes={5} onExpire={() => {}} now={now} />);
    advance(120_000);
    first.unmount();
    render(<TakeTimer code="ABCD2345" minutes={5} onExpire={() => {}} now={now} />);
    expect(screen.getByTestId('take-timer').textContent).toBe('Time left: 3:00');
    cleanup();
    forgetStart('ABCD2345');
    render(<TakeTimer code="ABCD2345" minutes={5} onExpire={() => {}} now={now} />);
    expect(screen.getByTestId('take-timer').textContent).toBe('Time left: 5:00');
  });

  it('announces five minutes and one minute left to screen readers', () => {
    render(<TakeTimer code="WXYZ2345" minutes={6} onExpire={() => {}} now={now} />);
    advance(60_000);
    expect(screen.getByText('5 minutes left')).toBeTruthy();
    advance(240_000);
    expect(screen.getByText('1 minute left')).toBeTruthy();
  });
});
