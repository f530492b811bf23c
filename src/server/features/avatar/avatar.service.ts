import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  AVATAR_POLL,
  avatarVideoUrl,
  type AvatarStatusResponse,
  type GenerateAvatarBody,
} from '../../../contracts/avatar.contract';
import { AVATAR_QUEUE_WAIT_MS, avatarFailureText } from '../../../contracts/avatar.text';
import type { EngineInfo, RosterEntry } from '../../ai/ai-engine';
import { createRedactor, speakable } from '../../ai/redaction';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsageService } from '../usage/usage.service';
import type { AvatarRepository, AvatarVideoRow } from './avatar.repository';
import { avatarErrors } from './avatar.errors';
import type { RenderResult } from './avatar.render';
import type { Renderer } from './avatar.renderer';
import { slots } from './avatar.slots';

const RENDER_QUEUE = 'avatar-render';
const BUILTIN_ENGINE = { engine: 'builtin', model: 'mespeak-face' } as const;
const FILE = /^([a-f0-9]{32})\.mp4$/;
/**
 * A render's budget, counted from its start (not from the request: queued videos failed at
 * 60 s while waiting behind others, issue 37 item 9). The page polls about as long once the
 * render has begun; a video still pending past it is failed (and refunded) rather than left
 * pending, whatever stopped it, even an instance that died mid-render and so cannot say so.
 */
export const RENDER_DEADLINE_MS = AVATAR_POLL.intervalMs * AVATAR_POLL.maxPolls;
/** Room for a render at the end of its budget to say itself why it stopped. */
const CONCLUDE_GRACE_MS = 5000;
/**
 * One retry, for a job whose handler threw (a database hiccup) while its video is still
 * wanted; a failed render is not retried (same text, same failure). The expiry outlasts the
 * deadline, so pg-boss never hands out a job whose render is still running.
 */
const JOB_OPTIONS = { retryLimit: 1, retryDelay: 1, expireInSeconds: 90 };

export interface AvatarServiceDeps {
  repo: AvatarRepository;
  clock: Clock;
  queue: JobQueue;
  subscription: Pick<SubscriptionService, 'metered' | 'refund'>;
  usage: Pick<UsageService, 'record'>;
  /** Renders one video within a budget (a child process per render in the app). */
  render: Renderer;
  /** Renders at once on this instance (`AVATAR_RENDERS`); 1 when unset. */
  concurrency?: number;
  /** Who renders, as the usage ledger records it (the built-in renderer when unset). */
  engine?: EngineInfo;
  /**
   * With an external renderer (`engine` set: D-ID): the built-in renderer guests get instead,
   * how to tell a guest, and the roster whose names and emails never reach the provider
   * (issue 23 item 3).
   */
  external?: {
    builtin: Renderer;
    isGuest: (ownerId: number) => Promise<boolean>;
    roster: (ownerId: number) => Promise<RosterEntry[]>;
  };
  dir: string;
  retentionDays: number;
  onError: (error: unknown, what: string) => void;
}

export function createAvatarService(deps: AvatarServiceDeps) {
  const { repo, clock, dir } = deps;
  const fileOf = (id: string) => path.join(dir, `${id}.mp4`);
  let working: Promise<void> | undefined;

  const concurrency = deps.concurrency ?? 1;
  const rendering = slots(concurrency);

  /** Time left before this video is given up: to start, or to finish once started. */
  const timeLeft = (row: AvatarVideoRow) =>
    row.startedAt
      ? row.startedAt.getTime() + RENDER_DEADLINE_MS + CONCLUDE_GRACE_MS - clock.now().getTime()
      : row.createdAt.getTime() + AVATAR_QUEUE_WAIT_MS - clock.now().getTime();

  /** Records a render's end once: the first to finish a pending row refunds and ledgers it. */
  async function conclude(
    row: AvatarVideoRow,
    result: RenderResult,
    durationMs: number,
    engine: EngineInfo = deps.engine ?? BUILTIN_ENGINE,
  ) {
    const finished = await repo.finish(
      row.id,
      result.ok
        ? { status: 'done', durationMs: result.durationMs }
        : { status: 'error', errorCode: result.reason },
      clock.now(),
    );
    if (!finished) return;
    if (!result.ok) {
      // The log keeps an error's code, not its message: the reason goes in both.
      const error = Object.assign(new Error(result.detail), {
        name: 'AvatarRenderError',
        code: `avatar.${result.reason}`,
      });
      deps.onError(error, `avatar render ${row.id} failed (${result.reason}): ${result.detail}`);
      await deps.subscription.refund(row.ownerId);
    }
    await deps.usage.record({
      userId: row.ownerId,
      feature: 'avatar',
      engine,
      durationMs,
      outcome: result.ok ? 'success' : 'error',
      errorCode: result.ok ? null : `avatar.${result.reason}`,
    });
  }

  const expired = (row: AvatarVideoRow): RenderResult =>
    row.startedAt
      ? {
          ok: false,
          reason: 'timeout',
          detail: `not rendered within ${RENDER_DEADLINE_MS / 1000} s of its start`,
        }
      : {
          ok: false,
          reason: 'queue_timeout',
          detail: `not started within ${AVATAR_QUEUE_WAIT_MS / 60_000} min of its request`,
        };

  /**
   * Who renders a video and what it is told: guests get the built-in renderer; an external one
   * hears the script with students' names and emails replaced by words it can say.
   */
  async function renderingOf(row: AvatarVideoRow) {
    const external = deps.external;
    const builtin = { render: deps.render, text: row.text, engine: deps.engine ?? BUILTIN_ENGINE };
    if (!external) return builtin;
    const [guest, roster] = await Promise.all([
      external.isGuest(row.ownerId),
      external.roster(row.ownerId),
    ]);
    if (guest) return { ...builtin, render: external.builtin, engine: BUILTIN_ENGINE };
    return { ...builtin, text: speakable(createRedactor(roster).redact(row.text)) };
  }

  /** The render job: idempotent, so a retry after a crash redoes only an unfinished video. */
  async function renderJob({ id }: { id: string }) {
    await rendering(async () => {
      const row = await repo.forJob(id);
      if (!row || row.status !== 'pending') return;
      if (timeLeft(row) <= 0) return conclude(row, expired(row), 0);
      const startedAt = await repo.start(id, clock.now());
      const budgetMs = startedAt.getTime() + RENDER_DEADLINE_MS - clock.now().getTime();
      if (budgetMs <= 0) return conclude({ ...row, startedAt }, expired({ ...row, startedAt }), 0);
      const started = performance.now();
      let result: RenderResult;
      let engine: EngineInfo | undefined;
      try {
        await fs.mkdir(dir, { recursive: true });
        const how = await renderingOf(row);
        engine = how.engine;
        result = await how.render({ text: how.text, outPath: fileOf(id) }, budgetMs);
      } catch (error) {
        deps.onError(error, 'avatar render failed');
        result = { ok: false, reason: 'encoder', detail: 'render task failed' };
      }
      await conclude(row, result, performance.now() - started, engine);
    });
  }

  /** Starts claiming render jobs (once); queued jobs from before a restart run now. */
  function startWorker() {
    // One queue worker per render slot: a job is claimed only when a render can start on it.
    working ??= Promise.all(
      Array.from({ length: concurrency }, () =>
        deps.queue.work<{ id: string }>(RENDER_QUEUE, renderJob, { pollingIntervalSeconds: 0.5 }),
      ),
    ).then(() => undefined);
    return working;
  }

  return {
    startWorker,

    /** Counted as an AI generation when queued (402 past the plan), refunded if it fails. */
    async generate(ownerId: number, body: GenerateAvatarBody) {
      const id = randomBytes(16).toString('hex');
      await deps.subscription.metered(ownerId, async () => {
        await repo.create({ id, ownerId, text: body.text, createdAt: clock.now() });
        await deps.queue.send(RENDER_QUEUE, { id }, JOB_OPTIONS);
      });
      void startWorker().catch((error: unknown) => deps.onError(error, 'avatar worker'));
      return { id };
    },

    async status(ownerId: number, id: string): Promise<AvatarStatusResponse> {
      let row = await repo.get(ownerId, id);
      if (!row) throw avatarErrors.not_found();
      if (row.status === 'pending' && timeLeft(row) <= 0) {
        await conclude(row, expired(row), 0);
        row = (await repo.get(ownerId, id)) ?? row; // or the render finished meanwhile
      }
      const status = row.status as AvatarStatusResponse['status'];
      return {
        status,
        result_url: status === 'done' ? avatarVideoUrl(id) : null,
        queue_position: status === 'pending' && !row.startedAt ? await repo.ahead(row) : null,
        error: status === 'error' ? avatarFailureText(row.errorCode) : null,
      };
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
      deps.render.close?.();
      deps.external?.builtin.close?.();
      await deps.queue.stop();
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
