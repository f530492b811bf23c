import { AlertTriangle, CalendarCheck, LineChart as LineIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  CHRONIC_ABSENCE_SHARE,
  CHRONIC_MIN_RECORDED_DAYS,
  CHRONIC_RULE,
  type AttendanceSummary,
} from '../../../../../contracts/attendance.contract';
import { EmptyState } from '../../../../components/empty-state';
import { LineChart } from '../../../../components/charts';
import { NativeSelect } from '../../../../components/native-select';
import { Card } from '../../../../components/ui/card';
import { Table, Td, Th } from '../../../../components/ui/table';
import { countOf, formatRate, formatSchoolDay } from '../../../../lib/format';

/** Today's attendance across the teacher's classes, from saved records only. */
export function TodaySection({ summary }: { summary: AttendanceSummary }) {
  const t = summary.todayTotals;
  const active = summary.classes.filter((c) => !c.archived);
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck className="size-5" aria-hidden="true" /> Today
      </h2>
      {active.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No classes yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Attendance taken for {t.classesRecorded} of{' '}
            {countOf(t.classesActive, 'class', 'classes')}
            {t.total > 0
              ? `: ${t.present} present, ${t.absent} absent, ${t.late} late, ${t.excused} excused.`
              : '.'}
          </p>
          <ul className="mt-3 divide-y rounded-lg border">
            {active.map((c) => (
              <li
                key={c.classId}
                className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm"
              >
                <span className="font-medium">{c.name}</span>
                {c.today ? (
                  <span>
                    {c.today.present + c.today.late} of {c.today.total} in class
                    {c.today.faceCount !== null ? ` · ${c.today.faceCount} faces counted` : ''}
                  </span>
                ) : (
                  <span className="text-muted-foreground">Not taken yet</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Attendance rate by recorded day for one class at a time. */
export function RateOverTimeSection({ summary }: { summary: AttendanceSummary }) {
  const withDays = summary.classes.filter((c) => c.recordedDays > 0);
  const [chosen, setChosen] = useState<string>('');
  const cls = withDays.find((c) => String(c.classId) === chosen) ?? withDays[0];
  const points = (cls?.series ?? [])
    .filter((p) => p.rate !== null)
    .map((p) => ({ label: formatSchoolDay(p.date), value: Math.round(p.rate! * 100) }));
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <LineIcon className="size-5" aria-hidden="true" /> Attendance rate over time
        </h2>
        {withDays.length > 1 && (
          <NativeSelect
            id="rate-class"
            label="Class"
            hideLabel
            options={withDays.map((c) => String(c.classId))}
            format={(id) => withDays.find((c) => String(c.classId) === id)?.name ?? id}
            value={String(cls?.classId ?? '')}
            onChange={(e) => setChosen(e.target.value)}
          />
        )}
      </div>
      {!cls ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No attendance recorded yet: the chart appears after the first saved day.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {cls.name}: {formatRate(cls.rate)} over {countOf(cls.recordedDays, 'recorded day')}{' '}
            (present or late, of those expected).
          </p>
          <div className="mt-3">
            <LineChart
              title={`${cls.name} attendance rate by day`}
              data={points}
              max={100}
              format={(v) => `${v}%`}
            />
          </div>
        </>
      )}
    </Card>
  );
}

/** Students absent on 10% or more of their recorded days, once they have enough of them. */
export function ChronicAbsenceSection({ summary }: { summary: AttendanceSummary }) {
  const judged = summary.students.filter((s) => s.recordedDays >= CHRONIC_MIN_RECORDED_DAYS);
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="size-5" aria-hidden="true" /> Chronically absent
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="chronic-rule">
        {CHRONIC_RULE}
      </p>
      {summary.chronic.length === 0 ? (
        <p className="mt-3 text-sm" data-testid="chronic-none">
          {summary.students.length === 0
            ? 'No attendance recorded yet.'
            : judged.length === 0
              ? `No student has ${CHRONIC_MIN_RECORDED_DAYS} recorded days yet, so nobody is labelled.`
              : `No student is absent on ${formatRate(CHRONIC_ABSENCE_SHARE)} or more of their recorded days.`}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <Table>
            <thead>
              <tr>
                <Th>Student</Th>
                <Th>Absent</Th>
                <Th>Of recorded days</Th>
              </tr>
            </thead>
            <tbody>
              {summary.chronic.map((s) => (
                <tr key={s.studentId}>
                  <Td>
                    <Link
                      className="text-primary hover:underline"
                      href={`/students/${s.studentId}`}
                    >
                      {s.firstName} {s.lastName}
                    </Link>
                  </Td>
                  <Td>{s.absentDays}</Td>
                  <Td>
                    {formatRate(s.absentShare)} of {s.recordedDays}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}

export function NoAttendanceYet() {
  return (
    <EmptyState
      icon={CalendarCheck}
      title="No attendance yet"
      hint="Create a class and save a day's attendance on the Photo Attendance tab: rates, chronic absence and today's summary appear here from what you save."
    />
  );
}
