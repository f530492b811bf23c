import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  ltiContexts,
  ltiGradeLinks,
  ltiLearners,
  ltiPlatforms,
  type LtiContextRow,
  type LtiGradeLinkRow,
  type LtiLearnerRow,
} from '../../platform/db/schema/index';

/**
 * LTI's course rows (issue 36 items 5 and 6): which class a teacher's LMS course is, which
 * students came from an LMS (by platform and `sub`), and where their scores go. Every query is
 * scoped by the owning teacher.
 */
/** What a grade link's score is of: an assessment, or a quiz's self-paced room. */
export type GradeSource = { assessmentId: number } | { roomId: number };

const sourceIs = (of: GradeSource) =>
  'roomId' in of
    ? eq(ltiGradeLinks.roomId, of.roomId)
    : eq(ltiGradeLinks.assessmentId, of.assessmentId);

export function createLtiCourseRepository(db: Db) {
  return {
    async context(ownerId: number, platformId: number, contextId: string) {
      const [row] = await db
        .select()
        .from(ltiContexts)
        .where(
          and(
            eq(ltiContexts.ownerId, ownerId),
            eq(ltiContexts.platformId, platformId),
            eq(ltiContexts.contextId, contextId),
          ),
        );
      return row ?? null;
    },

    /** Every teacher's class for one course (each instructor has their own). */
    async contextsOf(platformId: number, contextId: string) {
      return db
        .select()
        .from(ltiContexts)
        .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)));
    },

    /**
     * Every course that offers its roster, across teachers: the nightly sync's list (each row
     * keeps its owner, and the sync it starts is scoped by that owner).
     */
    async syncableContexts() {
      return db
        .select()
        .from(ltiContexts)
        .where(isNotNull(ltiContexts.membershipsUrl))
        .orderBy(ltiContexts.id);
    },

    /** The teacher's course behind one of their classes, with its platform's name. */
    async contextOfClass(ownerId: number, classId: number) {
      const [row] = await db
        .select({ context: ltiContexts, platformName: ltiPlatforms.name })
        .from(ltiContexts)
        .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
        .where(and(eq(ltiContexts.ownerId, ownerId), eq(ltiContexts.classId, classId)));
      return row ?? null;
    },

    async insertContext(row: Omit<LtiContextRow, 'id' | 'lastSyncedAt' | 'syncError'>) {
      const [made] = await db.insert(ltiContexts).values(row).onConflictDoNothing().returning();
      return made ?? null;
    },

    async updateContext(
      ownerId: number,
      id: number,
      changes: Partial<Pick<LtiContextRow, 'membershipsUrl' | 'lastSyncedAt' | 'syncError'>>,
    ) {
      await db
        .update(ltiContexts)
        .set(changes)
        .where(and(eq(ltiContexts.ownerId, ownerId), eq(ltiContexts.id, id)));
    },

    async learners(ownerId: number, platformId: number): Promise<LtiLearnerRow[]> {
      return db
        .select()
        .from(ltiLearners)
        .where(and(eq(ltiLearners.ownerId, ownerId), eq(ltiLearners.platformId, platformId)));
    },

    async learner(ownerId: number, platformId: number, subject: string) {
      const [row] = await db
        .select()
        .from(ltiLearners)
        .where(
          and(
            eq(ltiLearners.ownerId, ownerId),
            eq(ltiLearners.platformId, platformId),
            eq(ltiLearners.subject, subject),
          ),
        );
      return row ?? null;
    },

    async learnersOfStudents(ownerId: number, studentIds: readonly number[]) {
      if (studentIds.length === 0) return [];
      return db
        .select()
        .from(ltiLearners)
        .where(
          and(eq(ltiLearners.ownerId, ownerId), inArray(ltiLearners.studentId, [...studentIds])),
        );
    },

    async insertLearner(row: Omit<LtiLearnerRow, 'id' | 'leftAt'>) {
      await db.insert(ltiLearners).values(row);
    },

    async setLeft(ownerId: number, ids: readonly number[], leftAt: Date | null) {
      if (ids.length === 0) return;
      await db
        .update(ltiLearners)
        .set({ leftAt })
        .where(
          and(
            eq(ltiLearners.ownerId, ownerId),
            inArray(ltiLearners.id, [...ids]),
            leftAt ? isNull(ltiLearners.leftAt) : undefined,
          ),
        );
    },

    // --- grade passback (item 5) ---

    async gradeLink(ownerId: number, assessmentId: number, studentId: number) {
      const [row] = await db
        .select()
        .from(ltiGradeLinks)
        .where(
          and(
            eq(ltiGradeLinks.ownerId, ownerId),
            eq(ltiGradeLinks.assessmentId, assessmentId),
            eq(ltiGradeLinks.studentId, studentId),
          ),
        );
      return row ?? null;
    },

    async gradeLinkById(id: number): Promise<LtiGradeLinkRow | null> {
      const [row] = await db.select().from(ltiGradeLinks).where(eq(ltiGradeLinks.id, id));
      return row ?? null;
    },

    /** The links of one assessment's scores, or of one quiz room's (decision 0033). */
    async gradeLinksOf(ownerId: number, of: GradeSource) {
      return db
        .select({ link: ltiGradeLinks, platformName: ltiPlatforms.name })
        .from(ltiGradeLinks)
        .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiGradeLinks.platformId))
        .where(and(eq(ltiGradeLinks.ownerId, ownerId), sourceIs(of)));
    },

    /** The line item a learner's launch named; a later launch (a new link) replaces it. */
    async saveGradeLink(
      row: Pick<
        LtiGradeLinkRow,
        'ownerId' | 'studentId' | 'platformId' | 'subject' | 'lineitemUrl' | 'updatedAt'
      > &
        GradeSource,
    ) {
      await db
        .insert(ltiGradeLinks)
        .values(row)
        .onConflictDoUpdate({
          target:
            'roomId' in row
              ? [ltiGradeLinks.roomId, ltiGradeLinks.studentId]
              : [ltiGradeLinks.assessmentId, ltiGradeLinks.studentId],
          set: {
            platformId: row.platformId,
            subject: row.subject,
            lineitemUrl: row.lineitemUrl,
            updatedAt: row.updatedAt,
          },
        });
    },

    async setGradeStatus(
      id: number,
      s: Pick<LtiGradeLinkRow, 'status' | 'reason' | 'updatedAt'> &
        Partial<Pick<LtiGradeLinkRow, 'scoreGiven'>>,
    ) {
      await db.update(ltiGradeLinks).set(s).where(eq(ltiGradeLinks.id, id));
    },
  };
}

export type LtiCourseRepository = ReturnType<typeof createLtiCourseRepository>;
