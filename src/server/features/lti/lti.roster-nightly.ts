import { HOUR, type Clock } from '../../platform/clock';
import type { LtiPlatformRow } from '../../platform/db/schema/index';
import type { JobQueue } from '../../platform/jobs/queue';
import type { LtiCourseRepository } from './lti.course.repository';
import type { LtiRepository } from './lti.repository';
import type { Roster } from './lti.roster';

const ROSTER_QUEUE = 'lti-roster-sync';

/**
 * Every night, by default at 03:00 on the server's clock (`LTI_ROSTER_SYNC_AT`): a roster
 * changes when the school's office moves pupils, and no teacher should have to press "Sync
 * roster" to see it the next morning.
 */
export const nightlyCron = (at: string) => {
  const [hours, minutes] = at.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
};

/** How long one night's run may take before pg-boss counts it lost. */
const RUN_FOR_AT_MOST_S = 4 * 60 * 60;

/** A course synced this recently (a launch or the button, that day) is left alone tonight. */
const FRESH_FOR_MS = 20 * HOUR;

export interface NightlySummary {
  synced: number;
  failed: number;
  skipped: number;
}

/**
 * The nightly roster sync (issue 36 item 6, left open there): each LMS course that offers its
 * roster, on an enabled platform, synced one after another. pg-boss's schedule puts one job on
 * the queue per night however many servers run, and any of them claims it. A failure is kept on
 * its course, as the button's is, and the others carry on.
 */
export function createNightlyRoster(deps: {
  course: Pick<LtiCourseRepository, 'syncableContexts'>;
  repo: Pick<LtiRepository, 'platform'>;
  roster: Pick<Roster, 'sync'>;
  clock: Clock;
  queue: Pick<JobQueue, 'work' | 'schedule' | 'unschedule'>;
  /** When it runs, HH:MM in `timeZone`; null: never (the config's `off`). */
  at: string | null;
  /** The zone `at` is in: the server's. */
  timeZone: string;
  onFailure?: (err: unknown, what: string) => void;
}) {
  async function syncDue(): Promise<NightlySummary> {
    const summary: NightlySummary = { synced: 0, failed: 0, skipped: 0 };
    const platforms = new Map<number, LtiPlatformRow | null>();
    const now = deps.clock.now().getTime();
    for (const ctx of await deps.course.syncableContexts()) {
      if (ctx.lastSyncedAt && now - ctx.lastSyncedAt.getTime() < FRESH_FOR_MS) {
        summary.skipped++;
        continue;
      }
      if (!platforms.has(ctx.platformId))
        platforms.set(ctx.platformId, await deps.repo.platform(ctx.platformId));
      const platform = platforms.get(ctx.platformId);
      // An admin who turned a platform off wants nothing sent to it, nightly or not.
      if (!platform?.enabled) {
        summary.skipped++;
        continue;
      }
      try {
        await deps.roster.sync(ctx.ownerId, platform, ctx);
        summary.synced++;
      } catch (e) {
        summary.failed++;
        deps.onFailure?.(e, 'lti: nightly roster sync failed for a course');
      }
    }
    return summary;
  }

  return {
    syncDue,

    /**
     * The worker and the schedule; called once at startup (startup.ts). Turned off, the schedule
     * a server stored before is removed: pg-boss keeps it in the database, not in this process.
     */
    async start() {
      if (deps.at === null) {
        await deps.queue.unschedule(ROSTER_QUEUE);
        return;
      }
      await deps.queue.work(ROSTER_QUEUE, async () => {
        await syncDue();
      });
      await deps.queue.schedule(ROSTER_QUEUE, nightlyCron(deps.at), {
        tz: deps.timeZone,
        // A school's many courses may take a while: pg-boss's 15-minute default would expire
        // the job and start a second run beside the first. A failed night waits for the next.
        expireInSeconds: RUN_FOR_AT_MOST_S,
        retryLimit: 0,
      });
    },
  };
}

export type NightlyRoster = ReturnType<typeof createNightlyRoster>;
