import type { Clock } from '../../platform/clock';
import { assessmentErrors } from './assessments.errors';
import type { AssessmentsRepository } from './assessments.repository';
import { summarise, withQuestions } from './assessments.rules';

export interface AssessmentsDeps {
  repo: AssessmentsRepository;
  clock: Clock;
  /**
   * Told after students' results change (a submission, a grade, saved scores; null: all of the
   * assessment's, on release), so an LMS's gradebook can follow (issue 36 item 5). Not awaited.
   */
  onResults?: (ownerId: number, assessmentId: number, studentIds: readonly number[] | null) => void;
}

/** Owner-scoped reads every part of the service starts from: other teachers' ids are 404. */
export function ownedReads(repo: AssessmentsRepository) {
  async function getOwn(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw assessmentErrors.not_found();
    return row;
  }
  return {
    getOwn,

    async detail(ownerId: number, id: number) {
      const row = await getOwn(ownerId, id);
      return withQuestions(summarise(row, await repo.resultsOf(ownerId, id)));
    },

    async checkStudents(ownerId: number, ids: readonly number[]) {
      const unique = [...new Set(ids)];
      if ((await repo.countOwnStudents(ownerId, unique)) !== unique.length)
        throw assessmentErrors.student_not_found();
    },
  };
}
