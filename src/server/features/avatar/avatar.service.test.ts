import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import type { JobQueue } from '../../platform/jobs/queue';
import type { UsageRecord } from '../usage/usage.service';
import { createAvatarRepository } from './avatar.repository';
import { createAvatarService, RENDER_DEADLINE_MS } from './avatar.service';
import { AVATAR_FAILURE_REASONS, AVATAR_QUEUE_WAIT_MS } from '../../../contracts/avatar.text';
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
    schedule: async () => {},
    unschedule: async () => {},
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
    expect(await avatar.status(user.id, id)).toEqual({
      status: 'error',
      result_url: null,
      queue_position: null,
      error: AVATAR_FAILURE_REASONS.crashed,
    });
    expect(refunds).toEqual([user.id]);
    expect(ledger).toMatchObject([{ outcome: 'error', errorCode: 'avatar.crashed' }]);
  });

  it('answers error, not pending, for a video no instance will finish: waiting or rendering', async () => {
    const { user } = await signUp(ctx().app);
    const render = vi.fn(async () => DONE);
    const { avatar, run, refunds, ledger } = service(render);
    // Queued, then its instance died before starting it: it waits its bounded turn, then fails.
    const { id } = await avatar.generate(user.id, { text: 'Lost with its server.' });
    ctx().clock.advance(AVATAR_QUEUE_WAIT_MS - 1000);
    expect(await avatar.status(user.id, id)).toMatchObject({
      status: 'pending',
      queue_position: 0,
    });
    ctx().clock.advance(1000);
    expect(await avatar.status(user.id, id)).toMatchObject({
      status: 'error',
      error: AVATAR_FAILURE_REASONS.queue_timeout,
    });
    expect(refunds).toEqual([user.id]);
    expect(ledger).toMatchObject([{ errorCode: 'avatar.queue_timeout' }]);
    await run(id); // pg-boss retries the expired job: nothing is rendered for nobody
    expect(render).not.toHaveBeenCalled();
    expect(refunds).toHaveLength(1);

    // Started, then its instance died mid-render: failed once its budget (and a grace) is over.
    const second = await avatar.generate(user.id, { text: 'Died mid-render.' });
    await createAvatarRepository(ctx().db.db).start(second.id, ctx().clock.now());
    ctx().clock.advance(RENDER_DEADLINE_MS);
    expect(await avatar.status(user.id, second.id)).toMatchObject({
      status: 'pending',
      queue_position: null,
    });
    ctx().clock.advance(10_000);
    expect(await avatar.status(user.id, second.id)).toMatchObject({
      status: 'error',
      error: AVATAR_FAILURE_REASONS.timeout,
    });
  });

  it('gives a render its whole budget however long it waited in line (issue 37 item 9)', async () => {
    const { user } = await signUp(ctx().app);
    const render = vi.fn(async () => DONE);
    const { avatar, run } = service(render);
    const { id } = await avatar.generate(user.id, { text: 'Waited in the queue.' });
    ctx().clock.advance(RENDER_DEADLINE_MS + 20_000);
    expect(await avatar.status(user.id, id)).toMatchObject({
      status: 'pending',
      queue_position: 0,
    });
    await run(id);
    expect(render).toHaveBeenCalledWith(expect.anything(), RENDER_DEADLINE_MS);
    expect(await avatar.status(user.id, id)).toMatchObject({ status: 'done', error: null });
  });

  it('renders ten queued 60-second scripts one after another, each shown its place in line', async () => {
    const { user } = await signUp(ctx().app);
    const { user: other } = await signUp(ctx().app);
    // Each render takes 50 s of the clock: the tenth starts 450 s after its request.
    const budgets: number[] = [];
    const render = vi.fn(async (_input: unknown, budgetMs?: number) => {
      if (budgetMs === undefined) throw new Error('a render without a budget');
      budgets.push(budgetMs);
      ctx().clock.advance(50_000);
      return DONE;
    });
    const { avatar, run } = service(render);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const owner = i % 2 === 0 ? user : other;
      ids.push((await avatar.generate(owner.id, { text: `Script number ${i + 1}.` })).id);
      ctx().clock.advance(1);
    }
    const owners = ids.map((_, i) => (i % 2 === 0 ? user : other).id);
    const places = await Promise.all(ids.map((id, i) => avatar.status(owners[i]!, id)));
    expect(places.map((p) => p.queue_position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [i, id] of ids.entries()) {
      await run(id);
      const after = await avatar.status(owners[i + 1] ?? owners[i]!, ids[i + 1] ?? id);
      if (i + 1 < ids.length) expect(after.queue_position).toBe(0);
    }
    const final = await Promise.all(ids.map((id, i) => avatar.status(owners[i]!, id)));
    expect(final.map((f) => f.status)).toEqual(Array(10).fill('done'));
    expect(budgets).toEqual(Array(10).fill(RENDER_DEADLINE_MS));
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
