import {
  ATTENDANCE_CSV_COLUMNS,
  attendanceExportFilename,
  saveAttendanceBody,
  STATUS_LABELS,
  type DateRange,
  type SaveAttendanceInput,
} from '../../../contracts/attendance.contract';
import type { Clock } from '../../platform/clock';
import type { ClassesService } from '../classes/classes.service';
import type { StudentsService } from '../students/students.service';
import { toCsv } from '../../platform/csv/csv-write';
import { attendanceErrors } from './attendance.errors';
import type { AttendanceRepository } from './attendance.repository';
import {
  attendanceRate,
  chronicAbsentees,
  countStatuses,
  isChronicallyAbsent,
  isoDay,
  rateSeries,
  studentRates,
} from './attendance.rules';

/** How many of a student's latest marks their page lists. */
const RECENT_MARKS = 10;

export function createAttendanceService({
  repo,
  classes,
  students,
  clock,
}: {
  repo: AttendanceRepository;
  classes: Pick<ClassesService, 'get' | 'list'>;
  students: Pick<StudentsService, 'get' | 'list'>;
  clock: Clock;
}) {
  async function getDay(ownerId: number, classId: number, date: string) {
    await classes.get(ownerId, classId);
    const found = await repo.getDay(ownerId, classId, date);
    return {
      classId,
      date,
      recorded: found !== undefined,
      faceCount: found?.record.faceCount ?? null,
      updatedAt: found?.record.updatedAt ?? null,
      marks: found?.marks ?? [],
    };
  }

  return {
    getDay,

    /** Creates the day's record or adds to it; only students of the class can be marked. */
    async saveDay(ownerId: number, classId: number, date: string, body: SaveAttendanceInput) {
      const { faceCount, marks } = saveAttendanceBody.parse(body);
      const { students: inClass } = await classes.get(ownerId, classId);
      const ids = new Set(inClass.map((s) => s.id));
      if (marks.some((m) => !ids.has(m.studentId))) throw attendanceErrors.not_in_class();
      if (!(await repo.saveDay(ownerId, classId, date, faceCount, marks, clock.now())))
        throw attendanceErrors.record_not_found();
      return getDay(ownerId, classId, date);
    },

    async deleteDay(ownerId: number, classId: number, date: string) {
      await classes.get(ownerId, classId);
      if (!(await repo.deleteDay(ownerId, classId, date)))
        throw attendanceErrors.record_not_found();
    },

    /** The class's recorded days with their counts and rate, oldest first. */
    async listDays(ownerId: number, classId: number, range: DateRange) {
      await classes.get(ownerId, classId);
      const [days, marks] = await Promise.all([
        repo.classDays(ownerId, classId, range),
        repo.classMarks(ownerId, classId, range),
      ]);
      return days.map(({ date, faceCount }) => {
        const counts = countStatuses(marks.filter((m) => m.date === date));
        return { date, faceCount, ...counts, rate: attendanceRate(counts) };
      });
    },

    async exportCsv(ownerId: number, classId: number, range: DateRange) {
      const cls = await classes.get(ownerId, classId);
      const rows = await repo.exportRows(ownerId, classId, range);
      const csv = toCsv([
        [...ATTENDANCE_CSV_COLUMNS],
        ...rows.map((r) => [
          r.date,
          cls.name,
          r.firstName,
          r.lastName,
          STATUS_LABELS[r.status],
          r.note,
          r.faceCount === null ? '' : String(r.faceCount),
        ]),
      ]);
      return { csv, filename: attendanceExportFilename(cls.name, range.from, range.to) };
    },

    /** A student's rate across the teacher's classes; 404 students.not_found for anyone else's. */
    async student(ownerId: number, studentId: number) {
      await students.get(ownerId, studentId);
      const marks = await repo.studentMarks(ownerId, studentId);
      const counts = countStatuses(marks);
      return {
        studentId,
        ...counts,
        recordedDays: counts.total,
        rate: attendanceRate(counts),
        chronic: isChronicallyAbsent(counts.absent, counts.total),
        recent: marks.slice(0, RECENT_MARKS),
      };
    },

    /** RollCall's Analytics tab and the dashboard: every figure from stored marks. */
    async summary(ownerId: number, todayParam?: string) {
      const today = todayParam ?? isoDay(clock.now());
      const [classList, marks, roster] = await Promise.all([
        classes.list(ownerId),
        repo.ownerMarks(ownerId),
        students.list(ownerId),
      ]);
      const perClass = classList.map((cls) => {
        const own = marks.filter((m) => m.classId === cls.id);
        const todays = own.filter((m) => m.date === today);
        const recordedToday = todays.length > 0;
        return {
          classId: cls.id,
          name: cls.name,
          archived: cls.archived,
          studentCount: cls.studentCount,
          recordedDays: new Set(own.map((m) => m.date)).size,
          rate: attendanceRate(countStatuses(own)),
          series: rateSeries(own),
          today: recordedToday
            ? { ...countStatuses(todays), faceCount: todays[0]!.faceCount }
            : null,
        };
      });
      const todayMarks = marks.filter((m) => m.date === today);
      return {
        today,
        classes: perClass,
        chronic: chronicAbsentees(marks, roster).map(({ student, ...rest }) => ({
          studentId: student.id,
          firstName: student.firstName,
          lastName: student.lastName,
          ...rest,
        })),
        students: studentRates(marks),
        todayTotals: {
          ...countStatuses(todayMarks),
          classesRecorded: perClass.filter((c) => c.today !== null).length,
          classesActive: perClass.filter((c) => !c.archived).length,
        },
      };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
