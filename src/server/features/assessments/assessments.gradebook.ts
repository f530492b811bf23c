import type { GradeAnswersBody, SaveScoresBody } from '../../../contracts/assessments.contract';
import type { ResultRow } from '../analytics/analytics.service';
import { ownedReads, type AssessmentsDeps } from './assessments.access';
import { assessmentErrors, rubricErrors } from './assessments.errors';
import {
  applyGrades,
  type GradeProblem,
  awaitsGrading,
  distributionOf,
  percentOf,
  questionAccuracyOf,
  scoreOf,
} from './assessments.grading';
import { fullName, scoreVisible } from './assessments.rules';
import { SUPPORT_BELOW, TREND_WINDOW } from '../../../contracts/analytics.contract';

/** A gradebook score with the time it was handed in (now when absent). */
type DatedScore = { studentId: number; score: number; submittedAt?: Date };

/** Results: the gradebook grid, grading short answers, releasing scores, analytics' rows. */
export function createGradebook({ repo, clock, onResults }: AssessmentsDeps) {
  const { getOwn, detail, checkStudents } = ownedReads(repo);

  /**
   * Dated gradebook scores for one assessment, in one statement (the demo seeder spreads a
   * class's scores over past weeks).
   */
  async function recordScores(
    ownerId: number,
    assessmentId: number,
    scores: readonly DatedScore[],
  ) {
    const assessment = await getOwn(ownerId, assessmentId);
    if (!scores.every((s) => s.score >= 0 && s.score <= assessment.maxScore))
      throw assessmentErrors.score_invalid();
    await checkStudents(
      ownerId,
      scores.map((s) => s.studentId),
    );
    await repo.saveScores(ownerId, assessmentId, scores, clock.now());
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
    resultsPage,

    /**
     * Every result in the shape analytics computes from (removed students are gone by cascade),
     * or one student's.
     */
    async results(ownerId: number, studentId?: number): Promise<ResultRow[]> {
      const [scales, facts] = await Promise.all([
        repo.scales(ownerId),
        repo.resultFacts(ownerId, studentId),
      ]);
      const byId = new Map(scales.map((a) => [a.id, a]));
      return facts.map((r) => {
        const a = byId.get(r.assessmentId)!;
        return {
          ...r,
          assessmentTitle: a.title,
          subject: a.subject,
          type: a.type,
          maxScore: a.maxScore,
          percent: percentOf(r.score, a.maxScore),
        };
      });
    },

    /** Analytics' per-student, per-subject and per-assessment aggregates, from SQL. */
    classFacts: (ownerId: number) => repo.classFacts(ownerId, 2 * TREND_WINDOW),

    /** Analytics' headline figures, counted and averaged in SQL. */
    classFigures: (ownerId: number) => repo.classFigures(ownerId, SUPPORT_BELOW),

    async saveScores(ownerId: number, id: number, body: SaveScoresBody) {
      const assessment = await getOwn(ownerId, id);
      if (body.scores.some((s) => s.score !== null && s.score > assessment.maxScore))
        throw assessmentErrors.score_invalid();
      await checkStudents(
        ownerId,
        body.scores.map((s) => s.studentId),
      );
      await repo.saveScores(ownerId, id, body.scores, clock.now());
      onResults?.(
        ownerId,
        id,
        body.scores.map((s) => s.studentId),
      );
    },

    recordScores,

    /** One dated gradebook score. */
    recordScore: (
      ownerId: number,
      { assessmentId, ...score }: { assessmentId: number } & DatedScore,
    ) => recordScores(ownerId, assessmentId, [score]),

    async grade(ownerId: number, id: number, resultId: number, body: GradeAnswersBody) {
      const assessment = await getOwn(ownerId, id);
      const result = await repo.result(ownerId, id, resultId);
      if (!result) throw assessmentErrors.result_not_found();
      const answers = applyGrades(assessment.questions, result.answers, body.grades);
      if ('invalid' in answers) throw gradeError(answers.invalid);
      await repo.updateResult(ownerId, resultId, {
        answers,
        score: scoreOf(assessment.questions, answers, assessment.maxScore),
        needsReview: awaitsGrading(answers),
      });
      onResults?.(ownerId, id, [result.studentId]);
      return resultsPage(ownerId, id);
    },

    /** Students of an 'after_release' assessment see their scores from now on. */
    async releaseResults(ownerId: number, id: number) {
      if (!(await repo.releaseResults(ownerId, id, clock.now())))
        throw assessmentErrors.not_found();
      onResults?.(ownerId, id, null);
      return detail(ownerId, id);
    },

    /**
     * What an LMS's gradebook gets for one student (issue 36 item 5): the result, its scale,
     * and whether the student may see the score yet; null when there is no result.
     */
    async scoreFor(ownerId: number, id: number, studentId: number) {
      const assessment = await repo.get(ownerId, id);
      if (!assessment) return null;
      const result = await repo.resultOfStudent(ownerId, id, studentId);
      if (!result) return null;
      return {
        score: result.score,
        maxScore: assessment.maxScore,
        needsReview: result.needsReview,
        visible: scoreVisible(assessment),
        at: result.submittedAt,
      };
    },
  };
}

/** A refused grade as its HTTP error: the assessment's own, or the rubric's. */
function gradeError(problem: GradeProblem) {
  if (problem === 'points') return assessmentErrors.points_invalid();
  if (problem === 'question') return assessmentErrors.no_short_answer();
  return rubricErrors[problem]();
}
