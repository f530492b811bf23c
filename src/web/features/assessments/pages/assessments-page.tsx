import { ClipboardCheck, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSummary,
} from '../../../../contracts/assessments.contract';
import { ASSESSMENT_TYPES } from '../../../../contracts/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/native-select';
import {
  ALL,
  filterAssessments,
  isFiltered,
  NO_FILTERS,
  type AssessmentFilters,
} from '../assessment-filters';
import { capitalize } from '../assessment-format';
import { useAssessments, useAssessmentStats } from '../assessments.api';
import { AssessmentCard, type CardActions } from '../components/assessment-card';
import { AssessmentTiles } from '../components/assessment-tiles';
import { CreateAssessmentDialog } from '../components/create-assessment-dialog';
import { DeleteAssessmentDialog } from '../components/delete-assessment-dialog';
import { usePublishActions } from '../components/publish-actions';
import { SearchField } from '../../../components/search-field';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

function Toolbar({
  filters,
  onChange,
}: {
  filters: AssessmentFilters;
  onChange: (f: AssessmentFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        label="Search assessments"
        placeholder="Search by title or description..."
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search: search })}
      />
      <NativeSelect
        id="filter-type"
        label="Filter by type"
        hideLabel
        className="sm:w-44"
        options={[ALL, ...ASSESSMENT_TYPES]}
        format={(o) => (o === ALL ? 'All types' : capitalize(o))}
        value={filters.type}
        onChange={(e) => onChange({ ...filters, type: e.target.value })}
      />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
      <ClipboardCheck className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 font-medium">No assessments yet</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Write the questions yourself or let AI draft them, then share a link with your class.
      </p>
      <Button className="mt-4" onClick={onCreate}>
        <Plus className="size-4" aria-hidden="true" /> {M.emptyState}
      </Button>
    </div>
  );
}

/** /assessments — spec 2 "Assessments screen", every figure from stored data. */
export default function AssessmentsPage() {
  const assessments = useAssessments();
  const stats = useAssessmentStats();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [createOpen, setCreateOpen] = useState(false);
  const [deleting, setDeleting] = useState<AssessmentSummary | null>(null);
  const publishing = usePublishActions();
  const shown = useMemo(
    () => filterAssessments(assessments.data ?? [], filters),
    [assessments.data, filters],
  );
  const actions: CardActions = {
    busy: publishing.busy,
    onPublish: (a) => publishing.publish(a.id),
    onClose: (a) => publishing.close(a.id),
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Assessments</h1>
          <p className="mt-1 text-muted-foreground">
            Create quizzes and tests, share them with students and grade the results.
          </p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <Plus className="size-4" aria-hidden="true" /> Create Assessment
        </Button>
      </div>
      <CreateAssessmentDialog open={createOpen} onOpenChange={setCreateOpen} />
      <DeleteAssessmentDialog assessment={deleting} onOpenChange={(o) => !o && setDeleting(null)} />

      <AssessmentTiles stats={stats.data} loading={stats.isLoading} />

      <section aria-labelledby="assessments-heading" className="space-y-4">
        <div className="flex items-center gap-2">
          <h2 id="assessments-heading" className="text-lg font-semibold">
            Your Assessments
          </h2>
          {assessments.data && (
            <Badge aria-label={`${shown.length} assessments shown`} data-testid="assessment-count">
              {shown.length}
            </Badge>
          )}
        </div>
        <Toolbar filters={filters} onChange={setFilters} />
        {assessments.isLoading ? (
          <CardGridSkeleton label="Loading assessments" testId="assessment-skeleton" />
        ) : assessments.isError ? (
          <div className="rounded-xl border border-destructive p-6 text-destructive" role="alert">
            Assessments could not be loaded.{' '}
            <Button variant="outline" size="sm" onClick={() => void assessments.refetch()}>
              Try again
            </Button>
          </div>
        ) : assessments.data?.length === 0 ? (
          <EmptyState onCreate={() => setCreateOpen(true)} />
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
            <p className="font-medium">{M.noMatches}</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => setFilters(NO_FILTERS)}
              disabled={!isFiltered(filters)}
            >
              Clear filters
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((a) => (
              <AssessmentCard key={a.id} assessment={a} actions={actions} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
