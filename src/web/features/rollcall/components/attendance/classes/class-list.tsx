import { Archive, ArchiveRestore, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  CLASS_MESSAGES as M,
  type ClassSummary,
} from '../../../../../../contracts/classes.contract';
import { LoadMore } from '../../../../../components/load-more';
import { SearchField } from '../../../../../components/search-field';
import { Button } from '../../../../../components/ui/button';
import { Pill } from '../../../../../components/ui/pill';
import { toast } from '../../../../../components/ui/toast';
import { gradeLabel, countOf } from '../../../../../lib/format';
import { useDebounced } from '../../../../../lib/paged-list';
import { useClassPages, useUpdateClass } from '../../../classes.api';
import { classFailed, type ClassesView } from './class-view';

/** The classes by name, a page at a time (more on scroll), searched by name on the server. */
export function ClassList({ onView }: { onView: (v: ClassesView) => void }) {
  const [search, setSearch] = useState('');
  const classes = useClassPages(useDebounced(search));
  const update = useUpdateClass();
  const list = classes.rows ?? [];
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => onView({ kind: 'new' })}>
          <Plus className="size-4" aria-hidden="true" /> New class
        </Button>
        <SearchField
          label="Search classes"
          placeholder="Search by name..."
          value={search}
          onChange={setSearch}
        />
      </div>
      {classes.isPending ? (
        <p className="text-sm text-muted-foreground">Loading classes…</p>
      ) : classes.isError ? (
        <p className="text-sm text-destructive">{M.loadFailed}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {search.trim() ? M.noMatches : `${M.noClasses}. ${M.noClassesHint}`}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {list.map((c: ClassSummary) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {c.name}{' '}
                  {c.archived && <Pill className="bg-muted text-muted-foreground">Archived</Pill>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {countOf(c.studentCount, 'student')} · {c.seatRows} × {c.seatColumns} seats
                  {c.subject ? ` · ${c.subject}` : ''}
                  {c.grade ? ` · ${gradeLabel(c.grade)}` : ''}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onView({ kind: 'edit', id: c.id })}
                aria-label={`Edit ${c.name}`}
              >
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={update.isPending}
                aria-label={`${c.archived ? 'Restore' : 'Archive'} ${c.name}`}
                onClick={() =>
                  update.mutate(
                    { id: c.id, archived: !c.archived },
                    {
                      onSuccess: () => toast({ title: c.archived ? M.restored : M.archived }),
                      onError: classFailed,
                    },
                  )
                }
              >
                {c.archived ? (
                  <ArchiveRestore className="size-4" aria-hidden="true" />
                ) : (
                  <Archive className="size-4" aria-hidden="true" />
                )}
                {c.archived ? 'Restore' : 'Archive'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore noun="classes" more={classes.more} />
    </div>
  );
}
