import { ClipboardCheck, KeyRound, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useState } from 'react';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSummary,
} from '../../../../contracts/assessments.contract';
import { ASSESSMENT_TYPES } from '../../../../contracts/constants';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/native-select';
import { ALL, isFiltered, NO_FILTERS, type AssessmentFilters } from '../assessment-filters';
import { capitalize } from '../../../lib/format';
import { useDebounced } from '../../../lib/paged-list';
import { useAssessments, useAssessmentStats } from '../assessments.api';
import { AssessmentCard, type CardActions } from '../components/assessment-card';
import { AssessmentTiles } from '../components/assessment-tiles';
import { CreateAssessmentDialog } from '../components/create-assessment-dialog';
import type { Prefill } from '../../../lib/prefill';
import { useLinkedCreate } from '../../../lib/use-linked-create';
import { DeleteAssessmentDialog } from '../components/delete-assessment-dialog';
import { PublishWarningDialog } from '../components/publish-warning-dialog';
import { usePublishActions } from '../components/publish-actions';
import { SearchField } from '../../../components/search-field';
import { CardListSection } from '../../../components/card-list-section';

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

function NoAssessments({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={ClipboardCheck}
      title="No assessments yet"
      hint="Write the questions yourself or let AI draft them, then share a link with your class."
    >
      <Button onClick={onCreate}>
        <Plus className="size-4" aria-hidden="true" /> {M.emptyState}
      </Button>
    </EmptyState>
  );
}

/** /assessments — spec 2 "Assessments screen", every figure from stored data. */
export default function AssessmentsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const assessments = useAssessments(useDebounced(filters));
  const stats = useAssessmentStats();
  const [createOpen, setCreateOpen] = useState(false);
  const [prefill, setPrefill] = useState<Prefill | undefined>();
  useLinkedCreate((p) => {
    setPrefill(p);
    setCreateOpen(true);
  });
  const [deleting, setDeleting] = useState<AssessmentSummary | null>(null);
  const [warning, setWarning] = useState<AssessmentSummary | null>(null);
  const publishing = usePublishActions();
  const shown = assessments.rows ?? [];
  const actions: CardActions = {
    busy: publishing.busy,
    onPublish: (a) => (a.unreviewedCount > 0 ? setWarning(a) : publishing.publish(a.id)),
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
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/assessments/class-sheet" className={buttonClass('outline')}>
            <KeyRound className="size-4" aria-hidden="true" /> Class sheet
          </Link>
          <Button onClick={() => setCreateOpen(true)}>
            <Plus className="size-4" aria-hidden="true" /> Create Assessment
          </Button>
        </div>
      </div>
      <CreateAssessmentDialog
        open={createOpen}
        onOpenChange={(o) => {
          setCreateOpen(o);
          if (!o) setPrefill(undefined);
        }}
        initial={prefill}
      />
      <DeleteAssessmentDialog assessment={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
      <PublishWarningDialog
        open={warning !== null}
        onOpenChange={(o) => !o && setWarning(null)}
        count={warning?.unreviewedCount ?? 0}
        pending={publishing.busy}
        onPublish={() => {
          if (warning) publishing.publish(warning.id);
          setWarning(null);
        }}
      />

      <AssessmentTiles stats={stats.data} loading={stats.isLoading} />

      <CardListSection
        id="assessment"
        heading="Your Assessments"
        noun="assessments"
        shown={assessments.rows ? shown.length : undefined}
        toolbar={<Toolbar filters={filters} onChange={setFilters} />}
        query={{
          isLoading: assessments.isLoading,
          isError: assessments.isError,
          refetch: assessments.refetch,
          isEmpty: shown.length === 0 && !isFiltered(filters) && !assessments.isPlaceholderData,
        }}
        empty={<NoAssessments onCreate={() => setCreateOpen(true)} />}
        noMatches={M.noMatches}
        onClearFilters={() => setFilters(NO_FILTERS)}
        filtered={isFiltered(filters)}
        more={assessments.more}
      >
        {shown.map((a) => (
          <AssessmentCard key={a.id} assessment={a} actions={actions} />
        ))}
      </CardListSection>
    </div>
  );
}
