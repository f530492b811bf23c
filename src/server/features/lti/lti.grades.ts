import type { LtiGrades as LtiGradesBody } from '../../../contracts/lti.contract';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { GradeSource, LtiCourseRepository } from './lti.course.repository';
import type { LtiRepository } from './lti.repository';
import { SCORE_MEDIA_TYPE, scoreBody, scoresUrl } from './lti.rules';
import { LTI_SCOPES, LtiServiceError, refusal, type TokenClient } from './lti.tokens';

const SCORE_QUEUE = 'lti-score';

/** One score to post: the link's, read from its source, or (a player who just finished) given. */
interface ScoreJob {
  linkId: number;
  score?: { score: number; maxScore: number };
}

/** A learner's score as the LMS is told it (see scoreBody). */
export interface LearnerScore {
  score: number | null;
  maxScore: number;
  needsReview: boolean;
  visible: boolean;
  at: Date;
}

/**
 * What grade passback reads of a feature (its service): the assessments' scores, or a quiz
 * room's (decision 0033).
 */
export interface ScoreSource {
  /** The owner's assessment (or room), or that feature's 404. */
  get(ownerId: number, id: number): Promise<unknown>;
  scoreFor(ownerId: number, id: number, studentId: number): Promise<LearnerScore | null>;
}

/**
 * Assignment and Grade Services (issue 36 item 5): a learner's score goes to the LMS's line
 * item as a pg-boss job, retried with back-off; each link keeps how the latest post went.
 */
export function createGrades(deps: {
  course: LtiCourseRepository;
  repo: Pick<LtiRepository, 'platform'>;
  tokens: TokenClient;
  clock: Clock;
  fetch: typeof fetch;
  queue: JobQueue;
  scores: () => ScoreSource;
  /** A quiz room's scores, once it has ended (decision 0033). */
  roomScores: () => ScoreSource;
  /** pg-boss retries: 5 more tries, 30 s apart and doubling, by default. */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  onFailure?: (err: unknown, what: string) => void;
}) {
  const { course, clock } = deps;
  const retry = deps.retry ?? { retryLimit: 5, retryDelay: 30, retryBackoff: true };
  let working: Promise<void> | undefined;

  async function post(job: ScoreJob, retried = false): Promise<void> {
    const link = await course.gradeLinkById(job.linkId);
    if (!link) return;
    const platform = await deps.repo.platform(link.platformId);
    const fail = (reason: string) =>
      course.setGradeStatus(link.id, { status: 'failed', reason, updatedAt: clock.now() });
    if (!platform) return;
    if (!platform.enabled) return fail(`launches from ${platform.name} are turned off`);
    const result = job.score
      ? { ...job.score, needsReview: false, visible: true, at: clock.now() }
      : link.roomId !== null
        ? await deps.roomScores().scoreFor(link.ownerId, link.roomId, link.studentId)
        : await deps.scores().scoreFor(link.ownerId, link.assessmentId!, link.studentId);
    // Nothing to send (no submission; a quiz room's learner who did not play): none sent.
    if (!result)
      return course.setGradeStatus(link.id, {
        status: 'none',
        reason: null,
        updatedAt: clock.now(),
      });
    const body = scoreBody(result, link.subject, clock.now());
    try {
      const token = await deps.tokens.token(platform, LTI_SCOPES.score);
      const res = await deps
        .fetch(scoresUrl(link.lineitemUrl), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': SCORE_MEDIA_TYPE },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(deps.tokens.timeoutMs),
        })
        .catch(() => {
          throw new LtiServiceError(`${platform.name}'s gradebook did not answer`);
        });
      if (res.status === 401 && !retried) {
        deps.tokens.forget(platform.id, LTI_SCOPES.score);
        return post(job, true);
      }
      if (!res.ok) throw refusal(`${platform.name}'s gradebook`, res.status);
      await course.setGradeStatus(link.id, {
        status: 'sent',
        reason: null,
        scoreGiven: 'scoreGiven' in body ? body.scoreGiven : null,
        updatedAt: clock.now(),
      });
    } catch (e) {
      const reason = e instanceof LtiServiceError ? e.reason : 'an error in Chalkwise';
      await fail(reason);
      // A refusal that will not change is not retried; the rest are, by pg-boss.
      if (!(e instanceof LtiServiceError && e.final)) throw e;
    }
  }

  function startWorker() {
    working ??= deps.queue.work<ScoreJob>(SCORE_QUEUE, (job) => post(job), {
      pollingIntervalSeconds: 1,
    });
    return working;
  }

  async function queueScores(
    ownerId: number,
    of: GradeSource,
    studentIds: readonly number[] | null,
    opts: { score?: ScoreJob['score']; skipSent?: boolean } = {},
  ): Promise<void> {
    try {
      const links = (await course.gradeLinksOf(ownerId, of)).filter(
        ({ link }) =>
          (studentIds === null || studentIds.includes(link.studentId)) &&
          !(opts.skipSent && link.status === 'sent'),
      );
      if (links.length === 0) return;
      void startWorker().catch((e: unknown) => deps.onFailure?.(e, 'lti: score worker'));
      for (const { link } of links) {
        await course.setGradeStatus(link.id, {
          status: 'pending',
          reason: null,
          updatedAt: clock.now(),
        });
        const job: ScoreJob = { linkId: link.id, ...(opts.score ? { score: opts.score } : {}) };
        await deps.queue.send(SCORE_QUEUE, job, retry);
      }
    } catch (e) {
      deps.onFailure?.(e, 'lti: score not queued');
    }
  }

  return {
    startWorker,

    /** Results changed: each linked learner's score is queued for the LMS. Never throws. */
    changed(ownerId: number, assessmentId: number, studentIds: readonly number[] | null) {
      return queueScores(ownerId, { assessmentId }, studentIds);
    },

    /**
     * A self-paced roster student finished the quiz: their score goes now, as the results will
     * store it (it cannot change after their last answer). Never throws.
     */
    playerFinished(
      ownerId: number,
      roomId: number,
      studentId: number,
      score: { correct: number; scored: number },
    ) {
      return queueScores(ownerId, { roomId }, [studentId], {
        score: { score: score.correct, maxScore: score.scored },
      });
    },

    /**
     * A quiz room ended with its results stored: the scores of learners not sent yet go (those
     * who finished went then). Never throws.
     */
    roomEnded(ownerId: number, roomId: number) {
      return queueScores(ownerId, { roomId }, null, { skipSent: true });
    },

    /** The results page's view: how each LMS learner's latest score went. */
    async statusOf(ownerId: number, of: GradeSource): Promise<LtiGradesBody> {
      if ('roomId' in of) await deps.roomScores().get(ownerId, of.roomId);
      else await deps.scores().get(ownerId, of.assessmentId);
      const rows = await course.gradeLinksOf(ownerId, of);
      return {
        items: rows.map(({ link, platformName }) => ({
          studentId: link.studentId,
          platform: platformName,
          status: link.status,
          reason: link.reason,
          scoreGiven: link.scoreGiven,
          updatedAt: link.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type Grades = ReturnType<typeof createGrades>;
