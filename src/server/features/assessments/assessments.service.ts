import {
  createAssessmentBody,
  updateAssessmentBody,
  type AssessmentListQuery,
  type CreateAssessmentInput,
  type UpdateAssessmentInput,
} from '../../../contracts/assessments.contract';
import { assessmentErrors } from './assessments.errors';
import { createGradebook } from './assessments.gradebook';
import { createPublishing } from './assessments.publishing';
import type { AssessmentValues } from './assessments.repository';
import type { AssessmentsDeps } from './assessments.access';
import { storedQuestions, summarise, withQuestions } from './assessments.rules';
import { createTakeFlow } from './assessments.take';
import { ownedReads } from './assessments.access';
import { checkedStandards } from '../standards/standards.service';

/** The teacher's assessments themselves: list, read, create, edit, delete, the screen's tiles. */
function createCrud({ repo, clock }: AssessmentsDeps) {
  const { detail } = ownedReads(repo);
  return {
    async list(ownerId: number) {
      const [rows, results] = await Promise.all([repo.list(ownerId), repo.results(ownerId)]);
      return rows.map((row) => summarise(row, results));
    },

    /** One page for the API: list columns only, figures from the analytics totals. */
    page: (ownerId: number, query: AssessmentListQuery) => repo.page(ownerId, query),

    get: detail,

    /** Validated with the contract, so the seeder and AI callers get the API's rules and defaults. */
    async create(ownerId: number, body: CreateAssessmentInput, options: { createdAt?: Date } = {}) {
      const { questions, questionCount, standards, ...rest } = createAssessmentBody.parse(body);
      const values = {
        ...rest,
        standards: checkedStandards(standards),
        ...storedQuestions(questions, questionCount),
      } as AssessmentValues;
      const row = await repo.insert(ownerId, values, options.createdAt ?? clock.now());
      return withQuestions(summarise(row, []));
    },

    async update(ownerId: number, id: number, body: UpdateAssessmentInput) {
      const { questions, questionCount, standards, ...rest } = updateAssessmentBody.parse(body);
      const row = await repo.update(
        ownerId,
        id,
        {
          ...rest,
          ...(standards ? { standards: checkedStandards(standards) } : {}),
          ...storedQuestions(questions, questionCount),
        },
        clock.now(),
      );
      if (!row) throw assessmentErrors.not_found();
      return detail(ownerId, id);
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw assessmentErrors.not_found();
    },

    /** The screen's four tiles, counted and averaged in SQL. */
    stats: (ownerId: number) => repo.tallies(ownerId),

    reviewCount: (ownerId: number) => repo.reviewCount(ownerId),

    /** The assessments analytics lists (recent activity, AI-made count), lean columns. */
    activityList: (ownerId: number) => repo.activityList(ownerId),

    /** Points per standard code across the tagged assessments (analytics' mastery, issue 34). */
    standardTotals: (ownerId: number, studentIds?: readonly number[]) =>
      repo.standardTotals(ownerId, studentIds),
  };
}

/**
 * The assessments service, assembled from its parts: CRUD (here), the gradebook and grading,
 * publishing with personal codes, and the public take flow.
 */
export function createAssessmentsService(deps: AssessmentsDeps) {
  return {
    ...createCrud(deps),
    ...createGradebook(deps),
    ...createPublishing(deps),
    ...createTakeFlow(deps),
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
