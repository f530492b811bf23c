import { countOf } from '../../../lib/format';
import { Download, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { StudentPerformance } from '../../../../contracts/analytics.contract';
import { DISPLAY_COUNTS, GRADES } from '../../../../contracts/constants';
import { STUDENT_MESSAGES as M, type Student } from '../../../../contracts/students.contract';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastError } from '../../../components/ui/toast';
import { AddStudentDialog } from '../components/add-student-dialog';
import { ImportCsvDialog } from '../components/import-csv-dialog';
import { ImportOneRosterDialog } from '../components/import-oneroster-dialog';
import { RemoveStudentDialog } from '../components/remove-student-dialog';
import { StudentCard } from '../components/student-card';
import { StudentTiles } from '../components/student-tiles';
import {
  downloadStudentsCsv,
  useAttendanceRates,
  useClassList,
  useStudents,
  useStudentsPerformance,
} from '../students.api';
import { NativeSelect } from '../../../components/native-select';
import { SearchField } from '../../../components/search-field';
import { LoadMore } from '../../../components/load-more';
import { useDebounced } from '../../../lib/paged-list';

const GRADE_FILTERS = ['all', ...GRADES] as const;

function ExportButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadStudentsCsv()
          .catch(() => toastError(M.errorTitle, M.exportFailed))
          .finally(() => setBusy(false));
      }}
    >
      <Download className="size-4" aria-hidden="true" /> Export CSV
    </Button>
  );
}

function CardSkeletons() {
  return (
    <>
      {Array.from({ length: DISPLAY_COUNTS.loadingPlaceholders }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-5" aria-hidden="true">
          <div className="flex gap-3">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </>
  );
}

function NoStudents({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      className="col-span-full"
      icon={Users}
      title={filtered ? M.noMatches : M.emptyState}
      hint={filtered ? undefined : M.emptyHint}
    />
  );
}

export default function StudentsPage() {
  // Until scores exist (or while analytics is unavailable) the cards say so honestly.
  const performance = useStudentsPerformance();
  const [search, setSearch] = useState('');
  const [grade, setGrade] = useState<string>('all');
  const [classFilter, setClassFilter] = useState('');
  const students = useStudents(useDebounced({ search, grade, classId: classFilter }));
  const classes = useClassList();
  const rates = useAttendanceRates();
  const rateById = useMemo(
    () => new Map((rates.data?.students ?? []).map((r) => [r.studentId, r])),
    [rates.data],
  );
  const [removing, setRemoving] = useState<Student | null>(null);

  const perfById = useMemo(
    () =>
      new Map<number, StudentPerformance>(
        (performance.data?.students ?? []).map((p) => [p.studentId, p]),
      ),
    [performance.data],
  );
  const shown = students.rows ?? [];
  const filtered = search.trim() !== '' || grade !== 'all' || classFilter !== '';
  const tiles = performance.data?.tiles;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Students</h1>
          <p className="text-sm text-muted-foreground">
            Manage your class roster and follow each student's progress.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportCsvDialog />
          <ImportOneRosterDialog />
          <ExportButton />
          <AddStudentDialog />
        </div>
      </div>

      <StudentTiles
        loading={performance.isPending}
        tiles={{
          // Every student has a performance row, so the roster's size comes with the figures.
          total: performance.data?.students.length ?? 0,
          improving: tiles?.improving ?? null,
          needSupport: tiles?.needSupport ?? null,
          excellent: tiles?.excellent ?? null,
        }}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Search students"
          placeholder="Search by name or email..."
          value={search}
          onChange={setSearch}
        />
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            Grade
          </span>
          <Select
            label="Filter by grade"
            value={grade}
            options={GRADE_FILTERS}
            onChange={setGrade}
          />
          {(classes.data ?? []).length > 0 && (
            <NativeSelect
              id="students-class"
              label="Filter by class"
              hideLabel
              className="h-8 py-0"
              options={(classes.data ?? []).map((c) => String(c.id))}
              format={(id) => {
                const c = classes.data?.find((x) => String(x.id) === id);
                return c ? `${c.name}${c.archived ? ' (archived)' : ''}` : id;
              }}
              placeholder="All classes"
              value={classFilter}
              onChange={(e) => setClassFilter(e.target.value)}
            />
          )}
          <Badge
            className="bg-muted text-muted-foreground"
            aria-label={`${countOf(shown.length, 'student')} shown`}
          >
            {shown.length}
          </Badge>
        </div>
      </div>

      {students.isError ? (
        <p className="rounded-md border border-destructive p-4 text-destructive">{M.loadFailed}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {students.isPending ? (
            <CardSkeletons />
          ) : shown.length === 0 ? (
            <NoStudents filtered={filtered} />
          ) : (
            shown.map((s) => (
              <StudentCard
                key={s.id}
                student={s}
                perf={perfById.get(s.id)}
                attendance={rateById.get(s.id)}
                onRemove={setRemoving}
              />
            ))
          )}
        </div>
      )}
      <LoadMore noun="students" more={students.more} />

      <RemoveStudentDialog
        student={removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        onRemoved={() => setRemoving(null)}
      />
    </div>
  );
}
