import { LineChart as LineIcon, Mail, Pencil } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { BAND_LABELS, SUPPORT_BELOW } from '../../../../contracts/analytics.text';
import {
  fullName,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../../contracts/students.contract';
import { EmptyState } from '../../../components/empty-state';
import { BarChart, LineChart } from '../../../components/charts';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate, formatPercent, formatShortDate, gradeLabel } from '../../../lib/format';
import { AverageFigure, BAND_TEXT, BAND_TONE, bandOf, Trend } from '../components/performance';
import { StudentAvatar } from '../components/student-card';
import { StudentGames } from '../components/student-games';
import {
  useStudent,
  useStudentAttendance,
  useStudentProgress,
  type StudentProgress,
} from '../students.api';
import { AttendanceRecord } from '../components/attendance-record';
import { BackLink } from '../../../components/back-link';

function Header({ student }: { student: Student }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <StudentAvatar student={student} className="size-16 text-2xl" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold">{fullName(student)}</h1>
        <p className="text-muted-foreground">{gradeLabel(student.grade)}</p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {student.email && (
            <a
              className="inline-flex items-center gap-1 text-primary hover:underline"
              href={`mailto:${student.email}`}
            >
              <Mail className="size-3.5" aria-hidden="true" /> {student.email}
            </a>
          )}
          <span className="inline-flex items-center gap-1">
            <span className="text-muted-foreground">Parent:</span>
            {student.parentEmail ? (
              <a className="text-primary hover:underline" href={`mailto:${student.parentEmail}`}>
                {student.parentEmail}
              </a>
            ) : (
              <span className="text-muted-foreground">{M.noParentEmail}</span>
            )}
          </span>
        </div>
      </div>
      <Link href={`/students/${student.id}/edit`} className={buttonClass('outline')}>
        <Pencil className="size-4" aria-hidden="true" /> Edit Details
      </Link>
    </div>
  );
}

function Summary({ progress }: { progress: StudentProgress }) {
  const { average, band } = progress;
  if (average === null) return null;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">Average</p>
        <AverageFigure average={average} band={band} className="mt-1 block text-3xl" />
      </Card>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">Band</p>
        <p className={cn('mt-1 font-semibold', band && BAND_TEXT[band])}>
          {band ? BAND_LABELS[band] : '—'}
        </p>
      </Card>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">Trend</p>
        <div className="mt-1">
          {progress.trend ? (
            <Trend trend={progress.trend} />
          ) : (
            <span className="text-sm text-muted-foreground">Needs more scores</span>
          )}
        </div>
      </Card>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">Scores recorded</p>
        <p className="mt-1 text-3xl font-bold">{progress.scoreCount}</p>
      </Card>
    </div>
  );
}

function Progress({ progress }: { progress: StudentProgress | undefined }) {
  if (!progress || progress.scores.length === 0) {
    return (
      <EmptyState
        className="bg-card shadow-sm"
        icon={LineIcon}
        title={M.noScores}
        hint="Scores recorded in Assessments appear here as a timeline and by subject."
      />
    );
  }
  const bySubject = [...progress.bySubject].sort((a, b) => b.average - a.average);
  return (
    <div className="space-y-6">
      <Summary progress={progress} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-4 font-semibold">Scores over time</h2>
          <LineChart
            title="Scores over time"
            data={progress.scores.map((s) => ({
              label: formatShortDate(s.date),
              value: s.percent,
            }))}
            max={100}
            threshold={SUPPORT_BELOW}
            format={(v) => formatPercent(v, 1)}
          />
        </Card>
        <Card>
          <h2 className="mb-4 font-semibold">Average by subject</h2>
          <BarChart
            title="Average by subject"
            orientation="horizontal"
            data={bySubject.map((s) => ({ label: s.subject, value: s.average }))}
            max={100}
            format={(v) => formatPercent(v, 1)}
            tone={(d) => BAND_TONE[bandOf(d.value)]}
          />
        </Card>
      </div>
      <Card>
        <h2 className="mb-2 font-semibold">Results</h2>
        <Table>
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Assessment</Th>
              <Th className="hidden sm:table-cell">Subject</Th>
              <Th className="text-right">Score</Th>
            </tr>
          </thead>
          <tbody>
            {[...progress.scores].reverse().map((s, i) => (
              <tr key={`${s.assessmentId}-${i}`}>
                <Td className="whitespace-nowrap">{formatDate(s.date)}</Td>
                <Td>
                  {s.title}
                  <span className="block text-xs text-muted-foreground sm:hidden">{s.subject}</span>
                </Td>
                <Td className="hidden sm:table-cell">{s.subject}</Td>
                <Td
                  className={cn(
                    'text-right font-semibold tabular-nums',
                    BAND_TEXT[bandOf(s.percent)],
                  )}
                >
                  {formatPercent(s.percent, 1)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}

export default function StudentDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const student = useStudent(Number.isInteger(id) ? id : 0);
  const progress = useStudentProgress(Number.isInteger(id) ? id : 0);
  const attendance = useStudentAttendance(Number.isInteger(id) ? id : 0);

  const back = (
    <BackLink href="/students" quiet>
      All students
    </BackLink>
  );

  if (student.isPending && Number.isInteger(id) && id > 0) {
    return (
      <div className="space-y-6" aria-busy="true">
        {back}
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!student.data) {
    return (
      <div className="space-y-6">
        {back}
        <p className="rounded-md border p-6 text-center text-muted-foreground">{M.notFound}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <Header student={student.data} />
      {progress.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Progress progress={progress.data} />
      )}
      <AttendanceRecord record={attendance.data} failed={attendance.isError} />
      <StudentGames studentId={student.data.id} />
    </div>
  );
}
