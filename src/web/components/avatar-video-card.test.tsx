// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AVATAR_FAILURE_REASONS, AVATAR_MESSAGES } from '../../contracts/avatar.text';
import { AvatarVideoCard } from './avatar-video-card';
import { renderWithQuery, stubFetch } from '../testing/render-with-query';

const fetchMock = stubFetch();
const fast = { intervalMs: 1, maxPolls: 3 };

/** The server's answers to status polls, in order; the last one repeats. */
function serve(statuses: object[]) {
  let polls = 0;
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/avatar/generate') return Response.json({ id: 'v1' }, { status: 202 });
    const next = statuses[Math.min(polls, statuses.length - 1)];
    polls += 1;
    return Response.json(next);
  });
  return () => polls;
}

const pending = (queue_position: number | null) => ({
  status: 'pending',
  result_url: null,
  queue_position,
  error: null,
});

async function start() {
  renderWithQuery(<AvatarVideoCard poll={fast} />);
  await userEvent.type(screen.getByLabelText('Video script'), 'Good morning, class.');
  await userEvent.click(screen.getByRole('button', { name: 'Generate video' }));
}

afterEach(cleanup);

describe('the avatar video card (issue 37 item 9)', () => {
  it('shows its place in line and does not time out while it waits behind other videos', async () => {
    // The server's answer moves on only once the test has seen the card show the current one,
    // so a loaded machine cannot skip a state. The card allows three polls of a render; it
    // must wait in line far longer than that without giving up.
    let answer: object = pending(2);
    let polls = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/avatar/generate') return Response.json({ id: 'v1' }, { status: 202 });
      polls += 1;
      return Response.json(answer);
    });
    const pollsPast = async (n: number) => {
      const target = polls + n;
      await waitFor(() => expect(polls).toBeGreaterThanOrEqual(target));
    };
    await start();
    expect(
      await screen.findByText('Waiting to start: 2 videos ahead of yours.'),
    ).toBeInTheDocument();
    await pollsPast(5);
    answer = pending(0);
    expect(await screen.findByText('Waiting to start: yours is next.')).toBeInTheDocument();
    await pollsPast(5);
    expect(screen.queryByText(AVATAR_MESSAGES.timedOut)).not.toBeInTheDocument();
    answer = pending(null);
    await pollsPast(1);
    answer = {
      status: 'done',
      result_url: '/api/avatar/videos/v1',
      queue_position: null,
      error: null,
    };
    expect(await screen.findByLabelText('Avatar video')).toBeInTheDocument();
    expect(screen.queryByText(AVATAR_MESSAGES.timedOut)).not.toBeInTheDocument();
  });

  it('says why a render failed', async () => {
    serve([
      {
        status: 'error',
        result_url: null,
        queue_position: null,
        error: AVATAR_FAILURE_REASONS.too_long,
      },
    ]);
    await start();
    expect(await screen.findByText(AVATAR_FAILURE_REASONS.too_long)).toBeInTheDocument();
    expect(screen.getByText(AVATAR_MESSAGES.generateFailedShort)).toBeInTheDocument();
  });

  it('still gives up after its polls once the render has begun', async () => {
    serve([pending(null)]);
    await start();
    expect(await screen.findByText(AVATAR_MESSAGES.timedOut)).toBeInTheDocument();
  });
});

describe('Make easier on the video script (issue 34 item 1)', () => {
  const LONG =
    'Today we will examine how the water cycle transforms the sea into clouds, and it requires sunshine and wind.';
  const EASIER =
    'Today we will look at how the water cycle changes the sea into clouds. And it needs sunshine and wind.';

  it('offers it once the class grade and subject are chosen, and puts the easier script in the box with its level', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/ai/relevel'
        ? Response.json({
            title: 'Script',
            content: EASIER,
            readingLevel: { grade: 3.1, target: 3, onTarget: true },
          })
        : Response.json({}),
    );
    renderWithQuery(<AvatarVideoCard poll={fast} />);
    await userEvent.type(screen.getByLabelText('Video script'), LONG);
    expect(screen.queryByRole('button', { name: /Make easier/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Class grade/), '3');
    expect(screen.queryByRole('button', { name: /Make easier/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Subject/), 'Science');
    await userEvent.click(screen.getByRole('button', { name: 'Make easier (video script)' }));
    await waitFor(() => expect(screen.getByLabelText('Video script')).toHaveValue(EASIER));
    expect(screen.getByTestId('reading-level')).toHaveTextContent('Reads at grade 3.1 - target 3');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/ai/relevel')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      text: LONG,
      direction: 'easier',
      grade: '3',
      subject: 'Science',
    });
  });
});
