import { randomBytes } from 'node:crypto';
import {
  ASSESSMENT_MESSAGES as M,
  createAssessmentBody,
  splitQuestions,
  takePath,
  updateAssessmentBody,
  type CreateAssessmentInput,
  type GradeAnswersBody,
  type SaveScoresBody,
  type SubmitAnswersBody,
  type UpdateAssessmentInput,
} from '../../../contracts/assessments.contract';
import type { ResultRow } from '../analytics/analytics.calculations';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict } from '../../platform/http/app-error';
import type { AssessmentRecord } from '../../platform/db/schema/index';
import type {
  AssessmentsRepository,
  AssessmentValues,
  ResultWithName,
} from './assessments.repository';
import {
  applyGrades,
  awaitsGrading,
  distributionOf,
  gradeAnswers,
  percentOf,
  questionAccuracyOf,
  scoreOf,
  shareCodeFrom,
} from './assessments.grading';

const notFound = (message: string = M.notFound) => new AppError(404, 'not_found', message);
const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;
const mean = (xs: number[]) =>
  xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

/** Structured questions decide the count; without them the teacher's planned count stands. */
function storedQuestions(
  questions: Parameters<typeof splitQuestions>[0] | undefined,
  questionCount: number | undefined,
) {
  if (questions === undefined) return questionCount === undefined ? {} : { questionCount };
  const { items, generatedContent } = splitQuestions(questions);
  return {
    questions: items,
    generatedContent,
    ...(items.length > 0
      ? { questionCount: items.length }
      : questionCount === undefined
        ? {}
        : { questionCount }),
  };
}

export function createAssessmentsService({
  repo,
  clock,
}: {
  repo: AssessmentsRepository;
  clock: Clock;
}) {
  async function getOwn(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A row with the figures computed from its results. */
  function summarise(row: AssessmentRecord, results: readonly ResultWithName[]) {
    const mine = results.filter((r) => r.assessmentId === row.id);
    const percents = mine
      .map((r) => percentOf(r.score, row.maxScore))
      .filter((p): p is number => p !== null);
    return {
      ...row,
      submissionCount: mine.length,
      needsReviewCount: mine.filter((r) => r.needsReview).length,
      averagePercent: mean(percents),
    };
  }

  const withQuestions = (row: ReturnType<typeof summarise>) => ({
    ...row,
    questions: { generatedContent: row.generatedContent, items: row.questions },
  });

  async function detail(ownerId: number, id: number) {
    const row = await getOwn(ownerId, id);
    return withQuestions(summarise(row, await repo.resultsOf(ownerId, id)));
  }

  async function checkStudents(ownerId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    if ((await repo.countOwnStudents(ownerId, unique)) !== unique.length)
      throw notFound(M.studentNotFound);
  }

  async function resultsPage(ownerId: number, id: number) {
    const [assessment, results, roster] = await Promise.all([
      detail(ownerId, id),
      repo.resultsOf(ownerId, id),
      repo.rosterOf(ownerId),
    ]);
    const shaped = results.map((r) => ({
      id: r.id,
      studentId: r.studentId,
      studentName: fullName(r),
      score: r.score,
      percent: percentOf(r.score, assessment.maxScore),
      needsReview: r.needsReview,
      source: r.source,
      answers: r.answers,
      submittedAt: r.submittedAt,
    }));
    return {
      assessment,
      results: shaped,
      distribution: distributionOf(shaped.map((r) => r.percent)),
      questions: questionAccuracyOf(
        assessment.questions.items,
        results.filter((r) => r.source === 'online').map((r) => r.answers),
      ),
      roster: roster.map((s) => ({ id: s.id, name: fullName(s) })),
    };
  }

  return {
    async list(ownerId: number) {
      const [rows, results] = await Promise.all([repo.list(ownerId), repo.results(ownerId)]);
      return rows.map((row) => summarise(row, results));
    },

    get: detail,

    /** Validated with the contract, so the seeder and AI callers get the API's rules and defaults. */
    async create(ownerId: number, body: CreateAssessmentInput, options: { createdAt?: Date } = {}) {
      const { questions, questionCount, ...rest } = createAssessmentBody.parse(body);
      const values = { ...rest, ...storedQuestions(questions, questionCount) } as AssessmentValues;
      const row = await repo.insert(ownerId, values, options.createdAt ?? clock.now());
      return withQuestions(summarise(row, []));
    },

    async update(ownerId: number, id: number, body: UpdateAssessmentInput) {
      const { questions, questionCount, ...rest } = updateAssessmentBody.parse(body);
      const row = await repo.update(
        ownerId,
        id,
        { ...rest, ...storedQuestions(questions, questionCount) },
        clock.now(),
      );
      if (!row) throw notFound();
      return detail(ownerId, id);
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw notFound();
    },

    async stats(ownerId: number) {
      const [rows, results] = await Promise.all([repo.list(ownerId), repo.results(ownerId)]);
      const maxById = new Map(rows.map((r) => [r.id, r.maxScore]));
      const percents = results
        .map((r) => percentOf(r.score, maxById.get(r.assessmentId) ?? 0))
        .filter((p): p is number => p !== null);
      return {
        totalAssessments: rows.length,
        completed: results.length,
        averageScore: mean(percents),
        needsReview: results.filter((r) => r.needsReview).length,
      };
    },

    /** Every result in the shape analytics computes from (removed students are gone by cascade). */
    async results(ownerId: number): Promise<ResultRow[]> {
      const [rows, results] = await Promise.all([repo.list(ownerId), repo.results(ownerId)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return results.map((r) => {
        const a = byId.get(r.assessmentId)!;
        return {
          resultId: r.id,
          assessmentId: a.id,
          assessmentTitle: a.title,
          subject: a.subject,
          type: a.type,
          studentId: r.studentId,
          score: r.score,
          maxScore: a.maxScore,
          percent: percentOf(r.score, a.maxScore),
          needsReview: r.needsReview,
          submittedAt: r.submittedAt,
        };
      });
    },

    resultsPage,

    async saveScores(ownerId: number, id: number, body: SaveScoresBody) {
      const assessment = await getOwn(ownerId, id);
      if (body.scores.some((s) => s.score !== null && s.score > assessment.maxScore))
        throw badRequest(M.scoreInvalid);
      await checkStudents(
        ownerId,
        body.scores.map((s) => s.studentId),
      );
      await repo.saveScores(ownerId, id, body.scores, clock.now());
    },

    /** One gradebook score, dated (the demo seeder spreads scores over past weeks). */
    async recordScore(
      ownerId: number,
      body: { assessmentId: number; studentId: number; score: number; submittedAt?: Date },
    ) {
      const assessment = await getOwn(ownerId, body.assessmentId);
      if (!(body.score >= 0 && body.score <= assessment.maxScore)) throw badRequest(M.scoreInvalid);
      await checkStudents(ownerId, [body.studentId]);
      await repo.saveScores(ownerId, body.assessmentId, [body], body.submittedAt ?? clock.now());
    },

    async grade(ownerId: number, id: number, resultId: number, body: GradeAnswersBody) {
      const assessment = await getOwn(ownerId, id);
      const result = await repo.result(ownerId, id, resultId);
      if (!result) throw notFound(M.resultNotFound);
      const answers = applyGrades(assessment.questions, result.answers, body.grades);
      if ('invalid' in answers)
        throw badRequest(answers.invalid === 'points' ? M.pointsInvalid : M.noShortAnswer);
      await repo.updateResult(ownerId, resultId, {
        answers,
        score: scoreOf(assessment.questions, answers, assessment.maxScore),
        needsReview: awaitsGrading(answers),
      });
      return resultsPage(ownerId, id);
    },

    async publish(ownerId: number, id: number) {
      // A collision with another teacher's code is astronomically rare; retry a few times anyway.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const code = await repo.ensureShareCode(ownerId, id, shareCodeFrom(randomBytes(8)));
          if (!code) throw notFound();
          return { shareCode: code, path: takePath(code) };
        } catch (error) {
          if (error instanceof AppError) throw error;
          if (attempt === 4) throw error;
        }
      }
      throw notFound();
    },

    async unpublish(ownerId: number, id: number) {
      if (!(await repo.clearShareCode(ownerId, id))) throw notFound();
    },

    /** The public take page: no answers, and only first name plus last initial of the roster. */
    async forStudent(code: string) {
      const a = await repo.findByShareCode(code.toUpperCase());
      if (!a) throw notFound(M.takeNotFound);
      const roster = await repo.rosterOf(a.ownerId);
      return {
        title: a.title,
        description: a.description,
        type: a.type,
        subject: a.subject,
        timeLimit: a.timeLimit,
        questions: a.questions.map(({ id, type, prompt, choices, points }) => ({
          id,
          type,
          prompt,
          choices,
          points,
        })),
        students: roster.map((s) => ({
          id: s.id,
          name: `${s.firstName} ${s.lastName.slice(0, 1)}.`,
        })),
      };
    },

    async submit(code: string, body: SubmitAnswersBody) {
      const a = await repo.findByShareCode(code.toUpperCase());
      if (!a) throw notFound(M.takeNotFound);
      if (a.questions.length === 0) throw badRequest(M.noQuestions);
      await checkStudents(a.ownerId, [body.studentId]);
      const answers = gradeAnswers(a.questions, body.answers);
      const score = scoreOf(a.questions, answers, a.maxScore);
      const saved = await repo.insertResult(a.ownerId, {
        assessmentId: a.id,
        studentId: body.studentId,
        score,
        answers,
        needsReview: awaitsGrading(answers),
        source: 'online',
        submittedAt: clock.now(),
      });
      if (!saved) throw conflict(M.alreadySubmitted, 'already_submitted');
      return {
        score,
        maxScore: a.maxScore,
        correct: answers.filter((x) => x.correct === true).length,
        autoGraded: answers.filter((x) => x.correct !== null).length,
        needsReview: awaitsGrading(answers),
      };
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
