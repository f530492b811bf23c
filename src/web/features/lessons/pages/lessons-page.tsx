import { BookOpen, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { LESSON_STATUSES, SUBJECTS } from '../../../../contracts/constants';
import { LESSON_MESSAGES as M, type LessonSummary } from '../../../../contracts/lessons.contract';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast, toastError } from '../../../components/ui/toast';
import { CreateLessonDialog } from '../components/create-lesson-dialog';
import { useLinkedCreate } from '../../../lib/use-linked-create';
import { LessonCard, type LessonActions } from '../components/lesson-card';
import { NativeSelect } from '../../../components/native-select';
import { copyText, shareUrl } from '../../../lib/clipboard';
import { ShareDialog } from '../components/share-dialog';
import { ALL, isFiltered, NO_FILTERS, type LessonFilters } from '../lesson-filters';
import { useDebounced } from '../../../lib/paged-list';
import { EMPTY_DRAFT, LESSON_TEMPLATES, type LessonDraft } from '../lesson-templates';
import { useDeleteLesson, useDuplicateLesson, useLessons, useShareLesson } from '../lessons.api';
import { SearchField } from '../../../components/search-field';
import { CardListSection } from '../../../components/card-list-section';

function QuickTemplates({ onPick }: { onPick: (draft: Partial<LessonDraft>) => void }) {
  return (
    <section aria-labelledby="templates-heading" className="space-y-3">
      <h2 id="templates-heading" className="flex items-center gap-2 text-lg font-semibold">
        <LayoutTemplate className="size-5" aria-hidden="true" /> Quick Templates
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {LESSON_TEMPLATES.map((t) => (
          <Card key={t.name} className="flex flex-col gap-3 p-5">
            <div>
              <h3 className="font-semibold">{t.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t.summary}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="mt-auto self-start"
              onClick={() => onPick(t.draft)}
              aria-label={`Use template: ${t.name}`}
            >
              Use template
            </Button>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Toolbar({
  filters,
  onChange,
}: {
  filters: LessonFilters;
  onChange: (f: LessonFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        label="Search lessons"
        placeholder="Search by title, subject or grade..."
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search: search })}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <NativeSelect
          id="filter-subject"
          label="Filter by subject"
          hideLabel
          options={[ALL, ...SUBJECTS]}
          format={(o) => (o === ALL ? 'All subjects' : o)}
          value={filters.subject}
          onChange={(e) => onChange({ ...filters, subject: e.target.value })}
        />
        <NativeSelect
          id="filter-status"
          label="Filter by status"
          hideLabel
          options={[ALL, ...LESSON_STATUSES]}
          format={(o) => (o === ALL ? 'All statuses' : o[0]!.toUpperCase() + o.slice(1))}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value })}
        />
      </div>
    </div>
  );
}

/** Duplicate, share and delete for the cards; the share dialog lives here so it outlives a card. */
function useCardActions() {
  const duplicate = useDuplicateLesson();
  const share = useShareLesson();
  const remove = useDeleteLesson();
  const [sharing, setSharing] = useState<{ lesson: LessonSummary; url: string | null } | null>(
    null,
  );
  const actions: LessonActions = {
    busy: duplicate.isPending || share.isPending,
    onDuplicate: (lesson) =>
      duplicate.mutate(lesson.id, {
        onSuccess: (copy) => toast({ title: M.duplicated, description: copy.title }),
        onError: () => toastError(M.errorTitle, M.duplicateFailed),
      }),
    onShare: (lesson) => {
      setSharing({ lesson, url: null });
      share.mutate(lesson.id, {
        onSuccess: (link) => {
          const url = shareUrl(link.path);
          setSharing({ lesson, url });
          void copyText(url).then((copied) =>
            toast(
              copied
                ? { title: M.shareCopied, description: M.shareCopiedDescription }
                : { title: M.shareReady },
            ),
          );
        },
        onError: () => {
          setSharing(null);
          toastError(M.errorTitle, M.shareFailed);
        },
      });
    },
    onDelete: (lesson) =>
      remove.mutate(lesson.id, {
        onSuccess: () => toast({ title: M.deleted, description: lesson.title }),
        onError: () => toastError(M.errorTitle, M.deleteFailed),
      }),
  };
  const dialog = sharing && (
    <ShareDialog
      lessonId={sharing.lesson.id}
      title={sharing.lesson.title}
      url={sharing.url}
      onClose={() => setSharing(null)}
    />
  );
  return { actions, dialog };
}

export default function LessonsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const lessons = useLessons(useDebounced(filters));
  const [createOpen, setCreateOpen] = useState(false);
  const [draft, setDraft] = useState<LessonDraft>(EMPTY_DRAFT);
  const { actions, dialog } = useCardActions();
  const shown = lessons.rows ?? [];

  const openCreate = (prefill: Partial<LessonDraft> = {}) => {
    setDraft({ ...EMPTY_DRAFT, ...prefill });
    setCreateOpen(true);
  };
  useLinkedCreate((p) =>
    openCreate({
      ...(p.subject ? { subject: p.subject } : {}),
      ...(p.grade ? { grade: p.grade } : {}),
      ...(p.topic ? { topic: p.topic, title: p.topic } : {}),
      ...(p.duration ? { duration: p.duration } : {}),
    }),
  );

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Lesson Planning</h1>
          <p className="mt-1 text-muted-foreground">
            Plan, generate, publish and share your lessons.
          </p>
        </div>
        <Button onClick={() => openCreate()}>
          <Plus className="size-4" aria-hidden="true" /> Create New Lesson
        </Button>
      </div>
      <CreateLessonDialog open={createOpen} onOpenChange={setCreateOpen} initial={draft} />
      {dialog}

      <QuickTemplates onPick={openCreate} />

      <CardListSection
        id="lesson"
        heading="Your Lessons"
        noun="lessons"
        shown={lessons.rows ? shown.length : undefined}
        toolbar={<Toolbar filters={filters} onChange={setFilters} />}
        query={{
          isLoading: lessons.isLoading,
          isError: lessons.isError,
          refetch: lessons.refetch,
          isEmpty: shown.length === 0 && !isFiltered(filters) && !lessons.isPlaceholderData,
        }}
        empty={
          <EmptyState
            icon={BookOpen}
            title="No lessons yet"
            hint="Write one yourself, start from a template or let AI draft it."
          >
            <Button onClick={() => openCreate()}>
              <Plus className="size-4" aria-hidden="true" /> {M.emptyState}
            </Button>
          </EmptyState>
        }
        noMatches={M.noMatches}
        onClearFilters={() => setFilters(NO_FILTERS)}
        filtered={isFiltered(filters)}
        more={lessons.more}
      >
        {shown.map((l) => (
          <LessonCard key={l.id} lesson={l} actions={actions} />
        ))}
      </CardListSection>
    </div>
  );
}
