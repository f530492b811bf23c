import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import type { JobQueue } from '../../platform/jobs/queue';
import type { UsageRecord } from '../usage/usage.service';
import { createAvatarRepository } from './avatar.repository';
import { createAvatarService, RENDER_DEADLINE_MS } from './avatar.service';
import { childRenderer, type Renderer } from './avatar.renderer';
import type { RenderResult } from './avatar.render';

const ctx = useTestApp();

/** The job queue's side the service sees: sends are kept, and the test runs the handler. */
function heldQueue() {
  let handler: ((data: { id: string }) => Promise<void>) | undefined;
  const queue: JobQueue = {
    send: async () => 'job',
    work: async (_name, work) => {
      handler = work as typeof handler;
    },
    stop: async () => {},
  };
  return { queue, run: (id: string) => handler!({ id }) };
}

function service(render: Renderer, concurrency?: number) {
  const held = heldQueue();
  const refunds: number[] = [];
  const ledger: UsageRecord[] = [];
  const avatar = createAvatarService({
    repo: createAvatarRepository(ctx().db.db),
    clock: ctx().clock,
    queue: held.queue,
    subscription: {
      metered: (_owner, work) => work(),
      refund: async (id) => void refunds.push(id),
    },
    usage: { record: async (r) => void ledger.push(r) },
    render,
    concurrency,
    dir: path.join(os.tmpdir(), `avatar-service-${process.pid}`),
    retentionDays: 30,
    onError: () => {},
  });
  return { avatar, run: held.run, refunds, ledger };
}

const DONE: RenderResult = { ok: true, durationMs: 1000 };

describe('avatar render jobs', () => {
  it('fails a video at once when its render process is killed mid-job, refunded and ledgered', async () => {
    const { user } = await signUp(ctx().app);
    const render = childRenderer();
    render.events.once('started', (pid) => process.kill(pid, 'SIGKILL'));
    const { avatar, run, refunds, ledger } = service(render);
    const { id } = await avatar.generate(user.id, { text: 'Good morning, class.' });
    expect((await avatar.status(user.id, id)).status).toBe('pending');

    await run(id); // the job handler returns (no throw, so no retry of a doomed render)
    expect(await avatar.status(user.id, id)).toEqual({ status: 'error', result_url: null });
    expect(refunds).toEqual([user.id]);
    expect(ledger).toMatchObject([{ outcome: 'error', errorCode: 'avatar.crashed' }]);
  });

  it('answers error, not pending, once the page has stopped polling, though no instance said so', async () => {
    const { user } = await signUp(ctx().app);
    const render = vi.fn(async () => DONE);
    const { avatar, run, refunds, ledger } = service(render);
    // Queued, then its instance died: nothing will ever finish the row.
    const { id } = await avatar.generate(user.id, { text: 'Lost with its server.' });
    ctx().clock.advance(RENDER_DEADLINE_MS - 1000);
    expect((await avatar.status(user.id, id)).status).toBe('pending');
    ctx().clock.advance(1000);
    expect((await avatar.status(user.id, id)).status).toBe('error');
    expect(refunds).toEqual([user.id]);
    expect(ledger).toMatchObject([{ errorCode: 'avatar.timeout' }]);

    await run(id); // pg-boss retries the expired job: nothing is rendered for nobody
    expect(render).not.toHaveBeenCalled();
    expect(refunds).toHaveLength(1);
  });

  it('gives a render only what is left before the page gives up', async () => {
    const { user } = await signUp(ctx().app);
    const render = vi.fn(async () => DONE);
    const { avatar, run } = service(render);
    const { id } = await avatar.generate(user.id, { text: 'Waited in the queue.' });
    ctx().clock.advance(20_000);
    await run(id);
    expect(render).toHaveBeenCalledWith(expect.anything(), RENDER_DEADLINE_MS - 20_000);
    expect((await avatar.status(user.id, id)).status).toBe('done');
  });

  it.each([
    [1, undefined],
    [2, 2],
  ])(
    'runs at most %i render(s) at once, however the queue hands jobs out',
    async (most, setting) => {
      const { user } = await signUp(ctx().app);
      let running = 0;
      let peak = 0;
      const finishers: Array<() => void> = [];
      const render = async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running -= 1;
        return DONE;
      };
      const { avatar, run } = service(render, setting);
      const ids = [];
      for (const text of ['First.', 'Second.', 'Third.']) {
        ids.push((await avatar.generate(user.id, { text })).id);
      }
      // Two queue workers (or an expired job handed out again) deliver them all at once.
      const jobs = Promise.all(ids.map((id) => run(id)));
      for (let done = 0; done < ids.length; done += 1) {
        const expected = Math.min(most, ids.length - done);
        await vi.waitFor(() => expect(finishers.length).toBe(expected));
        await avatar.status(user.id, ids[0]!); // a database round trip: room for a wrong start
        expect(running).toBe(expected);
        finishers.shift()!();
      }
      await jobs;
      expect(peak).toBe(most);
      for (const id of ids) expect((await avatar.status(user.id, id)).status).toBe('done');
    },
  );
});
