import type { LtiGrades } from '../../contracts/lti.contract';

/**
 * How often a results page asks again how its LMS grades went: every 3 s while one is on its way,
 * or failed in the last half hour (pg-boss retries it with back-off); otherwise not.
 */
export const lmsGradesRefetch = (data: LtiGrades | undefined) =>
  data?.items.some(
    (i) =>
      i.status === 'pending' ||
      (i.status === 'failed' && Date.now() - Date.parse(i.updatedAt) < 30 * 60_000),
  )
    ? 3000
    : false;
