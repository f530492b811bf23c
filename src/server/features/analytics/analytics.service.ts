import { DISPLAY_COUNTS } from '../../../contracts/constants';
import type { AnalyticsOverview, StandardsMastery } from '../../../contracts/analytics.contract';
import {
  classStatsFromFacts,
  distribution,
  performancesFromFacts,
  priorityStudents,
  recentActivityFromFacts,
  scoreHistory,
  studentPerformance,
  studentTiles,
  subjectPerformanceFromFacts,
  topPerformers,
  type ClassFacts,
  type ClassFigures,
  type AssessmentRow,
  type ResultRow,
  type StudentRow,
} from './analytics.calculations';
import { insightsFor } from './analytics.insights';
import { masteryFromTotals, type StandardTotals } from './analytics.standards';

/** The row assessments hands analytics (features import each other only through services). */
export type { ResultRow };

/**
 * What analytics needs from the other features, as narrow structural types: the real
 * services satisfy them, and unit tests can pass plain objects.
 */
export interface AnalyticsDeps {
  students: {
    list(ownerId: number): Promise<StudentRow[]>;
    /** Throws the 404 AppError when the student is not the owner's. */
    get(ownerId: number, id: number): Promise<StudentRow>;
  };
  lessons: {
    /** Counted in SQL: the dashboard needs numbers, not rows. */
    counts(ownerId: number): Promise<{ total: number; aiGenerated: number }>;
    /** The newest lessons, summary columns only. */
    page(
      ownerId: number,
      query: { limit: number },
    ): Promise<{
      items: {
        id: number;
        title: string;
        subject: string;
        grade: string;
        status: string;
        aiGenerated: boolean;
        createdAt: Date;
      }[];
    }>;
  };
  assessments: {
    /** Every assessment in the columns analytics reads. */
    activityList(ownerId: number): Promise<AssessmentRow[]>;
    /** Every result of the owner's, or with a student id only that student's. */
    results(ownerId: number, studentId?: number): Promise<ResultRow[]>;
    /** Per-student, per-subject and per-assessment aggregates, computed in SQL. */
    classFacts(ownerId: number): Promise<ClassFacts>;
    /** The headline figures, computed in SQL. */
    classFigures(ownerId: number): Promise<ClassFigures>;
    /** Sums per standard code of the tagged assessments, narrowed to some students if given. */
    standardTotals(
      ownerId: number,
      studentIds?: readonly number[],
    ): Promise<{ rows: StandardTotals[]; taggedAssessments: number }>;
  };
  classes: {
    /** Throws the 404 AppError when the class is not the owner's. */
    get(ownerId: number, id: number): Promise<{ students: { id: number }[] }>;
  };
  /** The documented estimate of minutes one generation saves a teacher. */
  minutesPerGeneration: number;
}

export function createAnalyticsService(deps: AnalyticsDeps) {
  return {
    /** Four numbers: counted and averaged in the database, no rows fetched. */
    stats: (ownerId: number) => deps.assessments.classFigures(ownerId),

    async students(ownerId: number) {
      const [students, facts] = await Promise.all([
        deps.students.list(ownerId),
        deps.assessments.classFacts(ownerId),
      ]);
      const perfs = performancesFromFacts(students, facts);
      return { students: perfs, tiles: studentTiles(perfs) };
    },

    async studentProgress(ownerId: number, studentId: number) {
      // get() is the ownership check: another teacher's student is a 404 before any figure.
      await deps.students.get(ownerId, studentId);
      const rows = await deps.assessments.results(ownerId, studentId);
      return { ...studentPerformance(studentId, rows), scores: scoreHistory(studentId, rows) };
    },

    /** Mastery per standard (issue 34), of one class's students when a class is given. */
    async standards(ownerId: number, classId?: number): Promise<StandardsMastery> {
      // get() is the ownership check: another teacher's class is a 404 before any figure.
      const studentIds =
        classId === undefined
          ? undefined
          : (await deps.classes.get(ownerId, classId)).students.map((s) => s.id);
      const { rows, taggedAssessments } = await deps.assessments.standardTotals(
        ownerId,
        studentIds,
      );
      return { taggedAssessments, standards: masteryFromTotals(rows) };
    },

    async overview(ownerId: number): Promise<AnalyticsOverview> {
      // Aggregates from the database, never every result: students, the grouped facts, the
      // headline figures, the assessments' lean columns, the lessons counted and the newest two.
      const [students, facts, assessments, lessonCounts, recent] = await Promise.all([
        deps.students.list(ownerId),
        deps.assessments.classFacts(ownerId),
        deps.assessments.activityList(ownerId),
        deps.lessons.counts(ownerId),
        deps.lessons.page(ownerId, { limit: DISPLAY_COUNTS.recentLessons }),
      ]);
      const perfs = performancesFromFacts(students, facts);
      // Time Saved counts what the teacher kept: AI-made lessons and assessments that still
      // exist, not generations that were thrown away or never saved.
      const generations =
        lessonCounts.aiGenerated + assessments.filter((a) => a.aiGenerated).length;
      const subjects = subjectPerformanceFromFacts(facts);
      const stats = classStatsFromFacts(students, facts, perfs);
      return {
        stats,
        scoredStudents: perfs.filter((p) => p.average !== null).length,
        distribution: distribution(perfs),
        subjects,
        topPerformers: topPerformers(students, perfs, DISPLAY_COUNTS.topPerformers),
        priorityStudents: priorityStudents(students, perfs, DISPLAY_COUNTS.priorityStudents),
        recentActivity: recentActivityFromFacts(
          assessments,
          facts,
          DISPLAY_COUNTS.recentAssessments,
        ),
        insights: insightsFor({ students, perfs, subjects, pendingReview: facts.pendingReview }),
        dashboard: {
          students: students.length,
          averageScore: stats.averageScore,
          timeSavedMinutes: Math.round(generations * deps.minutesPerGeneration),
          generations,
          minutesPerGeneration: deps.minutesPerGeneration,
          aiLessons: lessonCounts.aiGenerated,
          totalLessons: lessonCounts.total,
          recentLessons: recent.items,
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
