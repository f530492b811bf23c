import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  avatarVideoUrl,
  type AvatarStatusResponse,
  type GenerateAvatarBody,
} from '../../../contracts/avatar.contract';
import type { EngineInfo } from '../../ai/ai-engine';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsageService } from '../usage/usage.service';
import type { AvatarRepository } from './avatar.repository';
import { avatarErrors } from './avatar.errors';
import type { RenderInput, RenderResult } from './avatar.render';

const RENDER_QUEUE = 'avatar-render';
const BUILTIN_ENGINE = { engine: 'builtin', model: 'mespeak-face' } as const;
const FILE = /^([a-f0-9]{32})\.mp4$/;

export interface AvatarServiceDeps {
  repo: AvatarRepository;
  clock: Clock;
  queue: JobQueue;
  subscription: Pick<SubscriptionService, 'metered' | 'refund'>;
  usage: Pick<UsageService, 'record'>;
  /** Renders one video (the worker pool in the app, the function itself in tests). */
  render: (input: RenderInput) => Promise<RenderResult>;
  /** Who renders, as the usage ledger records it (the built-in renderer when unset). */
  engine?: EngineInfo;
  dir: string;
  retentionDays: number;
  onError: (error: unknown, what: string) => void;
}

export function createAvatarService(deps: AvatarServiceDeps) {
  const { repo, clock, dir } = deps;
  const fileOf = (id: string) => path.join(dir, `${id}.mp4`);
  let working: Promise<void> | undefined;

  /** The render job: idempotent, so a retry after a crash redoes only an unfinished video. */
  async function renderJob({ id }: { id: string }) {
    const row = await repo.forJob(id);
    if (!row || row.status !== 'pending') return;
    const started = performance.now();
    let result: RenderResult;
    try {
      await fs.mkdir(dir, { recursive: true });
      result = await deps.render({ text: row.text, outPath: fileOf(id) });
    } catch (error) {
      deps.onError(error, 'avatar render failed');
      result = { ok: false, reason: 'encoder', detail: 'render task failed' };
    }
    const durationMs = performance.now() - started;
    const finished = await repo.finish(
      id,
      result.ok
        ? { status: 'done', durationMs: result.durationMs }
        : { status: 'error', errorCode: result.reason },
      clock.now(),
    );
    if (!finished) return;
    if (!result.ok) await deps.subscription.refund(row.ownerId);
    await deps.usage.record({
      userId: row.ownerId,
      feature: 'avatar',
      engine: deps.engine ?? BUILTIN_ENGINE,
      durationMs,
      outcome: result.ok ? 'success' : 'error',
      errorCode: result.ok ? null : `avatar.${result.reason}`,
    });
  }

  /** Starts claiming render jobs (once); queued jobs from before a restart run now. */
  function startWorker() {
    working ??= deps.queue.work<{ id: string }>(RENDER_QUEUE, renderJob, {
      pollingIntervalSeconds: 0.5,
    });
    return working;
  }

  return {
    startWorker,

    /** Counted as an AI generation when queued (402 past the plan), refunded if it fails. */
    async generate(ownerId: number, body: GenerateAvatarBody) {
      const id = randomBytes(16).toString('hex');
      await deps.subscription.metered(ownerId, async () => {
        await repo.create({ id, ownerId, text: body.text, createdAt: clock.now() });
        await deps.queue.send(RENDER_QUEUE, { id }, { retryLimit: 2, expireInSeconds: 120 });
      });
      void startWorker().catch((error: unknown) => deps.onError(error, 'avatar worker'));
      return { id };
    },

    async status(ownerId: number, id: string): Promise<AvatarStatusResponse> {
      const row = await repo.get(ownerId, id);
      if (!row) throw avatarErrors.not_found();
      const status = row.status as AvatarStatusResponse['status'];
      return { status, result_url: status === 'done' ? avatarVideoUrl(id) : null };
    },

    /** The owner's finished MP4 on disk, or 404. */
    async video(ownerId: number, id: string) {
      const row = await repo.get(ownerId, id);
      if (!row || row.status !== 'done') throw avatarErrors.not_found();
      const file = fileOf(id);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) throw avatarErrors.gone();
      return { file, size: stat.size };
    },

    /** Deletes videos past retention and files whose row went with a deleted account. */
    async cleanup() {
      const before = new Date(clock.now().getTime() - deps.retentionDays * 86_400_000);
      const expired = await repo.deleteOlderThan(before);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const ids = names.map((n) => FILE.exec(n)?.[1]).filter((x): x is string => !!x);
      const kept = await repo.existing(ids);
      const orphans = ids.filter((id) => !kept.has(id));
      await Promise.all(
        [...new Set([...expired, ...orphans])].map((id) => fs.rm(fileOf(id), { force: true })),
      );
      return { removed: expired.length + orphans.filter((id) => !expired.includes(id)).length };
    },

    async stop() {
      await deps.queue.stop();
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
