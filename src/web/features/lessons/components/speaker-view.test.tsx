// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PresenterMessage } from '../presenter-channel';
import { SpeakerView } from './speaker-view';

const lesson = {
  title: 'Photosynthesis',
  subject: 'Science',
  grade: '5',
  topic: '',
  duration: 20,
  objectives: [],
  materials: [],
  status: 'published' as const,
  aiGenerated: false,
  content: {
    generatedContent: [
      '### Warm-up (5 min)',
      '- What do plants make? [Answer: Glucose and oxygen]',
      '- Listen for the misconception "Plants eat soil."',
      '### Practice (15 min)',
      '- Label the leaf.',
    ].join('\n'),
  },
};

let presenter: BroadcastChannel | null = null;
afterEach(() => {
  cleanup();
  presenter?.close();
});

describe('the speaker view', () => {
  it("follows the classroom screen, shows that screen's answers and notes, and sends keys", async () => {
    presenter = new BroadcastChannel('chalkwise-presenter-7');
    const heard: PresenterMessage[] = [];
    presenter.onmessage = (e: MessageEvent) => heard.push(e.data as PresenterMessage);
    render(<SpeakerView lesson={lesson} lessonId={7} />);

    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the classroom screen');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await waitFor(() => expect(heard).toContainEqual({ type: 'hello' }));

    presenter.postMessage({
      type: 'state',
      screen: 1,
      clocks: [
        { spentMs: 60_000, runningSince: null },
        { spentMs: 0, runningSince: null },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warm-up'),
    );
    expect(screen.getByTestId('speaker-position')).toHaveTextContent('Phase 1 of 2');
    expect(screen.getByTestId('speaker-timer')).toHaveTextContent('4:00 left');
    const notes = screen.getByTestId('speaker-notes');
    expect(notes).toHaveTextContent('Answer: Glucose and oxygen');
    expect(notes).toHaveTextContent('Listen for the misconception "Plants eat soil."');
    expect(screen.getByTestId('speaker-next')).toHaveTextContent('Practice · 15 min');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'f' });
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    await waitFor(() =>
      expect(heard.filter((m) => m.type === 'action')).toEqual([
        { type: 'action', action: 'next' },
        { type: 'action', action: 'timer' },
      ]),
    );

    // A malformed message from another tab changes nothing.
    presenter.postMessage({ type: 'state', screen: 'two', clocks: [] });
    presenter.postMessage({ type: 'state', screen: 2, clocks: [] });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Practice'),
    );
    expect(screen.getByTestId('speaker-notes')).toHaveTextContent('None on this screen.');
    expect(screen.getByTestId('speaker-next')).toHaveTextContent('The end of the lesson.');
  });
});
