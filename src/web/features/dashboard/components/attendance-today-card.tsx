import { countOf } from '../../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { AttendanceSummary } from '../../../../contracts/attendance.contract';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { queryKeys } from '../../../lib/query-keys';

/** The teacher's today, YYYY-MM-DD in their own time zone. */
function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's attendance for the teacher's classes, from saved records; hidden without classes. */
export function AttendanceTodayCard() {
  const summary = useQuery<AttendanceSummary>({
    queryKey: queryKeys.attendance.summary(localToday()),
    refetchOnMount: 'always',
  });
  if (summary.isPending) return <Skeleton className="h-28 w-full" />;
  if (summary.isError) return null;
  const active = summary.data.classes.filter((c) => !c.archived);
  if (active.length === 0) return null;
  const t = summary.data.todayTotals;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarCheck className="size-5 text-primary" aria-hidden="true" /> Today&apos;s
          attendance
        </h2>
        <Link
          href="/rollcall?tab=attendance"
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          Take attendance <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Taken for {t.classesRecorded} of {countOf(t.classesActive, 'class', 'classes')}
        {t.total > 0
          ? `: ${t.present} present, ${t.absent} absent, ${t.late} late, ${t.excused} excused.`
          : '.'}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {active.map((c) => (
          <li key={c.classId} className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">{c.name}</span>
            <span className={c.today ? undefined : 'text-muted-foreground'}>
              {c.today
                ? `${c.today.present + c.today.late} of ${c.today.total} in class`
                : 'Not taken yet'}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
