import { CalendarCheck } from 'lucide-react';
import {
  CHRONIC_MIN_RECORDED_DAYS,
  CHRONIC_RULE,
  STATUS_LABELS,
  type StudentAttendance,
} from '../../../../contracts/attendance.contract';
import { Card } from '../../../components/ui/card';
import { Table, Td, Th } from '../../../components/ui/table';
import { countOf, formatRate, formatSchoolDay } from '../../../lib/format';

/** A student's attendance across the teacher's classes: rate, counts and the latest days. */
export function AttendanceRecord({
  record,
  failed,
}: {
  record: StudentAttendance | undefined;
  failed: boolean;
}) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck className="size-5" aria-hidden="true" /> Attendance
      </h2>
      {failed ? (
        <p className="mt-2 text-sm text-destructive">
          Failed to load attendance. Please try again.
        </p>
      ) : !record ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading…</p>
      ) : record.recordedDays === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No attendance recorded for this student yet. Take attendance on RollCall AI&apos;s Photo
          Attendance tab.
        </p>
      ) : (
        <>
          <p className="mt-2" data-testid="student-attendance-rate">
            <strong className="text-2xl">{formatRate(record.rate)}</strong>{' '}
            <span className="text-sm text-muted-foreground">
              attendance over {countOf(record.recordedDays, 'recorded day')}: {record.present}{' '}
              present, {record.absent} absent, {record.late} late, {record.excused} excused
            </span>
          </p>
          {record.chronic ? (
            <p className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-400">
              Chronically absent. {CHRONIC_RULE}
            </p>
          ) : (
            record.recordedDays < CHRONIC_MIN_RECORDED_DAYS && (
              <p className="mt-1 text-xs text-muted-foreground" data-testid="chronic-too-early">
                Chronic absence is judged from {CHRONIC_MIN_RECORDED_DAYS} recorded days (
                {record.recordedDays} so far).
              </p>
            )
          )}
          <div className="mt-3 overflow-x-auto">
            <Table label="Latest attendance">
              <caption className="sr-only">Latest attendance</caption>
              <thead>
                <tr>
                  <Th>Day</Th>
                  <Th>Class</Th>
                  <Th>Status</Th>
                  <Th>Note</Th>
                </tr>
              </thead>
              <tbody>
                {record.recent.map((r, i) => (
                  <tr key={`${r.date}-${r.className}-${i}`}>
                    <Td>{formatSchoolDay(r.date, 'weekday')}</Td>
                    <Td>{r.className}</Td>
                    <Td>{STATUS_LABELS[r.status]}</Td>
                    <Td>{r.note || '—'}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </Card>
  );
}
