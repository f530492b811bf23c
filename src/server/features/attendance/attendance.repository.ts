import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  attendanceMarks,
  attendanceRecords,
  classes,
  students,
} from '../../platform/db/schema/index';
import type { AttendanceStatus, DateRange } from '../../../contracts/attendance.contract';

export interface MarkValues {
  studentId: number;
  status: AttendanceStatus;
  note: string;
}

/** All attendance SQL. Every query is scoped by the owner's id. */
export function createAttendanceRepository(db: Db) {
  /** The owner's records of one class, narrowed by `more`. */
  const ofClass = (ownerId: number, classId: number, ...more: SQL[]) =>
    and(eq(attendanceRecords.ownerId, ownerId), eq(attendanceRecords.classId, classId), ...more);
  const day = (ownerId: number, classId: number, date: string) =>
    ofClass(ownerId, classId, eq(attendanceRecords.date, date));

  const inRange = (range: DateRange): SQL[] => [
    ...(range.from ? [gte(attendanceRecords.date, range.from)] : []),
    ...(range.to ? [lte(attendanceRecords.date, range.to)] : []),
  ];

  const markColumns = {
    recordId: attendanceRecords.id,
    classId: attendanceRecords.classId,
    date: attendanceRecords.date,
    faceCount: attendanceRecords.faceCount,
    studentId: attendanceMarks.studentId,
    status: attendanceMarks.status,
    note: attendanceMarks.note,
  };

  return {
    async getDay(ownerId: number, classId: number, date: string) {
      const [record] = await db
        .select()
        .from(attendanceRecords)
        .where(day(ownerId, classId, date));
      if (!record) return undefined;
      const marks = await db
        .select({
          studentId: attendanceMarks.studentId,
          status: attendanceMarks.status,
          note: attendanceMarks.note,
        })
        .from(attendanceMarks)
        .where(eq(attendanceMarks.recordId, record.id))
        .orderBy(asc(attendanceMarks.studentId));
      return { record, marks };
    },

    /**
     * One record per class and day: inserting an existing day updates it (the unique index
     * settles two saves at once), and the marks given are added to the day's, a student marked
     * again getting the new mark: a class too large for one request is recorded in several, and
     * a second save of part of the class keeps the others (issue 37 item 16). The owner
     * is in every step, so a caller that skipped the service's checks still changes nothing of
     * another teacher's: the class must be the owner's, the conflict update applies only to the
     * owner's record (`setWhere`), and only the owner's students are marked. False when nothing
     * was saved.
     */
    async saveDay(
      ownerId: number,
      classId: number,
      date: string,
      faceCount: number | null,
      marks: MarkValues[],
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.ownerId, ownerId), eq(classes.id, classId)));
        if (!owned) return false;
        const [record] = await tx
          .insert(attendanceRecords)
          .values({ ownerId, classId, date, faceCount, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [attendanceRecords.classId, attendanceRecords.date],
            set: { faceCount, updatedAt: now },
            setWhere: eq(attendanceRecords.ownerId, ownerId),
          })
          .returning({ id: attendanceRecords.id });
        if (!record) return false;
        const ids = marks.map((m) => m.studentId);
        const ownStudents = new Set(
          ids.length === 0
            ? []
            : (
                await tx
                  .select({ id: students.id })
                  .from(students)
                  .where(and(eq(students.ownerId, ownerId), inArray(students.id, ids)))
              ).map((s) => s.id),
        );
        const kept = marks.filter((m) => ownStudents.has(m.studentId));
        if (kept.length > 0)
          await tx
            .insert(attendanceMarks)
            .values(kept.map((m) => ({ ...m, recordId: record.id })))
            .onConflictDoUpdate({
              target: [attendanceMarks.recordId, attendanceMarks.studentId],
              set: { status: sql`excluded.status`, note: sql`excluded.note` },
            });
        return true;
      });
    },

    async deleteDay(ownerId: number, classId: number, date: string): Promise<boolean> {
      const rows = await db
        .delete(attendanceRecords)
        .where(day(ownerId, classId, date))
        .returning({ id: attendanceRecords.id });
      return rows.length > 0;
    },

    /** Every mark of one class in a range, with its day, oldest first. */
    classMarks(ownerId: number, classId: number, range: DateRange = {}) {
      return db
        .select(markColumns)
        .from(attendanceRecords)
        .innerJoin(attendanceMarks, eq(attendanceMarks.recordId, attendanceRecords.id))
        .where(ofClass(ownerId, classId, ...inRange(range)))
        .orderBy(asc(attendanceRecords.date));
    },

    /** The recorded days of a class (marks or not), oldest first. */
    classDays(ownerId: number, classId: number, range: DateRange = {}) {
      return db
        .select({ date: attendanceRecords.date, faceCount: attendanceRecords.faceCount })
        .from(attendanceRecords)
        .where(ofClass(ownerId, classId, ...inRange(range)))
        .orderBy(asc(attendanceRecords.date));
    },

    /** Every mark of the owner, for the analytics summary. */
    ownerMarks(ownerId: number) {
      return db
        .select(markColumns)
        .from(attendanceRecords)
        .innerJoin(attendanceMarks, eq(attendanceMarks.recordId, attendanceRecords.id))
        .where(eq(attendanceRecords.ownerId, ownerId))
        .orderBy(asc(attendanceRecords.date));
    },

    /** One student's marks, newest first, with the class name. */
    studentMarks(ownerId: number, studentId: number) {
      return db
        .select({
          date: attendanceRecords.date,
          className: classes.name,
          status: attendanceMarks.status,
          note: attendanceMarks.note,
        })
        .from(attendanceMarks)
        .innerJoin(attendanceRecords, eq(attendanceRecords.id, attendanceMarks.recordId))
        .innerJoin(classes, eq(classes.id, attendanceRecords.classId))
        .where(
          and(eq(attendanceRecords.ownerId, ownerId), eq(attendanceMarks.studentId, studentId)),
        )
        .orderBy(desc(attendanceRecords.date), asc(classes.name));
    },

    /** Rows for the CSV export: day, student's names, status, note and the day's face count. */
    exportRows(ownerId: number, classId: number, range: DateRange) {
      return db
        .select({
          date: attendanceRecords.date,
          firstName: students.firstName,
          lastName: students.lastName,
          status: attendanceMarks.status,
          note: attendanceMarks.note,
          faceCount: attendanceRecords.faceCount,
        })
        .from(attendanceRecords)
        .innerJoin(attendanceMarks, eq(attendanceMarks.recordId, attendanceRecords.id))
        .innerJoin(students, eq(students.id, attendanceMarks.studentId))
        .where(
          and(
            eq(attendanceRecords.ownerId, ownerId),
            eq(attendanceRecords.classId, classId),
            eq(students.ownerId, ownerId),
            ...inRange(range),
          ),
        )
        .orderBy(asc(attendanceRecords.date), asc(students.lastName), asc(students.firstName));
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
