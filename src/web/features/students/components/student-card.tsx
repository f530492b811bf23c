import { Link } from 'wouter';
import type { StudentPerformance } from '../../../../contracts/analytics.contract';
import { BAND_LABELS } from '../../../../contracts/analytics.text';
import {
  fullName,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../../contracts/students.contract';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPercent, formatRate, gradeLabel, initials, countOf } from '../../../lib/format';
import { AverageFigure, BAND_SURFACE, Trend } from './performance';
import { StudentMenu } from './student-menu';

/** The spec shows three subject scores per card: the student's best three. */
const SUBJECTS_SHOWN = 3;

export function StudentAvatar({ student, className }: { student: Student; className?: string }) {
  return (
    <div
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      {initials(student)}
    </div>
  );
}

function Performance({ perf }: { perf: StudentPerformance | undefined }) {
  if (!perf || perf.average === null) {
    return (
      <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
        {M.noScores}
      </p>
    );
  }
  const subjects = [...perf.bySubject]
    .sort((a, b) => b.average - a.average)
    .slice(0, SUBJECTS_SHOWN);
  return (
    <div
      className={cn('space-y-2 rounded-md border px-3 py-2', perf.band && BAND_SURFACE[perf.band])}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">
          {perf.band ? BAND_LABELS[perf.band] : 'Overall'}
        </span>
        <AverageFigure average={perf.average} band={perf.band} className="text-lg" />
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{countOf(perf.scoreCount, 'score')}</span>
        <Trend trend={perf.trend} />
      </div>
      {subjects.length > 0 && (
        <ul className="space-y-1 border-t pt-2 text-sm">
          {subjects.map((s) => (
            <li key={s.subject} className="flex justify-between gap-2">
              <span className="truncate">{s.subject}</span>
              <span className="font-medium tabular-nums">{formatPercent(s.average, 1)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StudentCard({
  student,
  perf,
  attendance,
  onRemove,
}: {
  student: Student;
  perf: StudentPerformance | undefined;
  /** Attendance across the teacher's classes; absent until a day with this student is saved. */
  attendance?: { rate: number | null; recordedDays: number };
  onRemove: (s: Student) => void;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5" data-testid="student-card">
      <div className="flex items-start gap-3">
        <StudentAvatar student={student} />
        <div className="min-w-0 flex-1">
          {/* Whole names wrap rather than being cut ("Maximiliano Fernández-Castellanos"). */}
          <h3 className="font-semibold wrap-break-word">
            <Link href={`/students/${student.id}`} className="hover:underline">
              {fullName(student)}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{gradeLabel(student.grade)}</p>
        </div>
        <StudentMenu student={student} onRemove={onRemove} />
      </div>
      <dl className="space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted-foreground">Email:</dt>
          <dd className="min-w-0 wrap-anywhere">{student.email ?? '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted-foreground">Parent:</dt>
          <dd className="min-w-0 wrap-anywhere">{student.parentEmail ?? '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted-foreground">Attendance:</dt>
          <dd className="truncate" data-testid="attendance-rate">
            {attendance && attendance.rate !== null
              ? `${formatRate(attendance.rate)} of ${countOf(attendance.recordedDays, 'recorded day')}`
              : 'No attendance recorded'}
          </dd>
        </div>
      </dl>
      <Performance perf={perf} />
    </Card>
  );
}
