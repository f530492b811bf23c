import { Download } from 'lucide-react';
import { useState } from 'react';
import { ATTENDANCE_MESSAGES as M } from '../../../../../contracts/attendance.contract';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toastError } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import { formatRate, formatSchoolDay } from '../../../../lib/format';
import { downloadAttendanceCsv, useAttendanceDays } from '../../attendance.api';

/** The class's recorded days (newest first; a click opens the day) and the CSV export. */
export function AttendanceHistory({
  classId,
  selected,
  onPick,
}: {
  classId: number;
  selected: string;
  onPick: (date: string) => void;
}) {
  const days = useAttendanceDays(classId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const list = [...(days.data ?? [])].reverse();

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="history-title">
        <h3 id="history-title" className="font-semibold">
          Recorded days
        </h3>
        {days.isPending ? (
          <p className="mt-2 text-sm text-muted-foreground">Loading…</p>
        ) : days.isError ? (
          <p className="mt-2 text-sm text-destructive">{M.loadFailed}</p>
        ) : list.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            No attendance recorded for this class yet.
          </p>
        ) : (
          <ul className="mt-2 max-h-72 divide-y overflow-y-auto rounded-lg border">
            {list.map((d) => (
              <li key={d.date}>
                <button
                  type="button"
                  onClick={() => onPick(d.date)}
                  aria-current={d.date === selected ? 'date' : undefined}
                  className={cn(
                    'flex w-full flex-wrap items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                    d.date === selected && 'bg-muted font-semibold',
                  )}
                >
                  <span>{formatSchoolDay(d.date, 'full')}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatRate(d.rate)} · {d.present} present, {d.absent} absent, {d.late} late,{' '}
                    {d.excused} excused
                    {d.faceCount !== null ? ` · ${d.faceCount} faces` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="export-title">
        <h3 id="export-title" className="font-semibold">
          Export to CSV
        </h3>
        <p className="text-sm text-muted-foreground">
          One row per student per day. Leave a date empty to include every day.
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="export-from">From</Label>
            <Input
              id="export-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="export-to">To</Label>
            <Input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              downloadAttendanceCsv(classId, from, to)
                .catch(() => toastError('Error', 'Failed to export attendance. Please try again.'))
                .finally(() => setBusy(false));
            }}
          >
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </Button>
        </div>
      </section>
    </div>
  );
}
