import { randomBytes } from 'node:crypto';
import { takePath } from '../../../contracts/assessments.contract';
import { ownedReads, type AssessmentsDeps } from './assessments.access';
import { assessmentErrors } from './assessments.errors';
import { shareCodeFrom, studentCodeFrom } from './assessments.grading';
import { fullName } from './assessments.rules';

/** PostgreSQL's unique_violation, directly or wrapped by the driver. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; cause?: unknown };
  return e.code === '23505' || isUniqueViolation(e.cause);
}

/**
 * Opening an assessment to students: its link (kept across closing and publishing again unless
 * the teacher asks for a new one) and every student's personal code for the class sheet.
 */
export function createPublishing({ repo, clock }: AssessmentsDeps) {
  const { checkStudents } = ownedReads(repo);

  /** Gives a code to every student of the owner who has none; answers the class sheet. */
  async function classSheet(ownerId: number) {
    const [roster, codes] = await Promise.all([repo.rosterOf(ownerId), repo.studentCodes(ownerId)]);
    const missing = roster.filter((s) => !codes.has(s.id));
    if (missing.length > 0) {
      await repo.addStudentCodes(
        ownerId,
        missing.map((s) => ({ studentId: s.id, code: studentCodeFrom(randomBytes(8)) })),
        clock.now(),
      );
      for (const [id, code] of await repo.studentCodes(ownerId)) codes.set(id, code);
    }
    return roster.map((s) => ({ studentId: s.id, name: fullName(s), code: codes.get(s.id)! }));
  }

  async function publish(ownerId: number, id: number, options: { renew?: boolean } = {}) {
    // A collision with another teacher's code is astronomically rare; retry a few times anyway.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const code = await repo.publish(
          ownerId,
          id,
          shareCodeFrom(randomBytes(8)),
          options.renew ?? false,
        );
        if (!code) throw assessmentErrors.not_found();
        await classSheet(ownerId);
        return { shareCode: code, path: takePath(code) };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === 4) throw error;
      }
    }
  }

  return {
    publish,

    /** A new link: the old one stops working at once. */
    renewLink: (ownerId: number, id: number) => publish(ownerId, id, { renew: true }),

    async unpublish(ownerId: number, id: number) {
      if (!(await repo.close(ownerId, id))) throw assessmentErrors.not_found();
    },

    classSheet,

    /** A new personal code for one student (a slip was lost or seen by others). */
    async renewStudentCode(ownerId: number, studentId: number) {
      await checkStudents(ownerId, [studentId]);
      await repo.replaceStudentCode(
        ownerId,
        studentId,
        studentCodeFrom(randomBytes(8)),
        clock.now(),
      );
      return classSheet(ownerId);
    },
  };
}
