// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { renderWithQuery } from '../testing/render-with-query';
import { AiQueuePlace } from './ai-queue-place';

/** The dialog's line, with GET /api/ai/queue answering `ahead`; which URLs were asked. */
function show(active: boolean, ahead: number | null) {
  const asked: string[] = [];
  renderWithQuery(<AiQueuePlace active={active} />, {
    queryFn: ({ queryKey }) => {
      asked.push(String(queryKey[0]));
      return { ahead };
    },
  });
  return asked;
}

afterEach(cleanup);

describe('AiQueuePlace', () => {
  it('says how many requests are ahead while the generation waits', async () => {
    const asked = show(true, 2);
    expect((await screen.findByRole('status')).textContent).toBe('2 requests ahead of yours');
    expect(asked).toEqual(queryKeys.aiQueue);
  });

  it('says one request in the singular', async () => {
    show(true, 1);
    expect((await screen.findByRole('status')).textContent).toBe('1 request ahead of yours');
  });

  it('says nothing, and asks nothing, when no generation is waiting', async () => {
    const asked = show(false, 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says nothing while the generation runs (no place in the queue)', async () => {
    const asked = show(true, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
