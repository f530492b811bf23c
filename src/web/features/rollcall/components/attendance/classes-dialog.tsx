import { Archive, ArchiveRestore, ArrowLeft, Pencil, Plus, Trash2, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CLASS_LIMITS,
  CLASS_MESSAGES as M,
  createClassBody,
  type ClassDetail,
  type ClassSummary,
} from '../../../../../contracts/classes.contract';
import { GRADES } from '../../../../../contracts/constants';
import { FormField } from '../../../../components/form-field';
import { LoadMore } from '../../../../components/load-more';
import { SearchField } from '../../../../components/search-field';
import { NativeSelect } from '../../../../components/native-select';
import { ConfirmDialog } from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Pill } from '../../../../components/ui/pill';
import { toast } from '../../../../components/ui/toast';
import { serverMessage } from '../../../../lib/api-client';
import { gradeLabel } from '../../../../lib/format';
import { useDebounced } from '../../../../lib/paged-list';
import { useRoster } from '../../attendance.api';
import {
  useAddStudents,
  useClass,
  useClassPages,
  useCreateClass,
  useDeleteClass,
  useRemoveStudent,
  useUpdateClass,
} from '../../classes.api';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

const failed = (error: unknown) =>
  toast({
    title: 'Error',
    description: serverMessage(error) ?? M.saveFailed,
    variant: 'destructive',
  });

/** Create, rename, archive and delete classes, and choose who is in each. */
export function ClassesDialog({
  open,
  onOpenChange,
  startWith,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open straight on one class, or on the new-class form. */
  startWith?: View;
  onCreated?: (cls: ClassDetail) => void;
}) {
  const [view, setView] = useState<View>(startWith ?? { kind: 'list' });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) setView(startWith ?? { kind: 'list' });
        onOpenChange(o);
      }}
    >
      <DialogContent
        title={view.kind === 'new' ? 'New class' : view.kind === 'edit' ? 'Edit class' : 'Classes'}
        description="A class groups your students (for example Period 3 Math); a student can be in several."
        className="max-w-xl"
      >
        {view.kind !== 'list' && (
          <Button
            variant="ghost"
            size="sm"
            className="mb-2"
            onClick={() => setView({ kind: 'list' })}
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> All classes
          </Button>
        )}
        {view.kind === 'list' && <ClassList onView={setView} />}
        {view.kind === 'new' && (
          <NewClass
            onCreated={(cls) => {
              onCreated?.(cls);
              setView({ kind: 'edit', id: cls.id });
            }}
          />
        )}
        {view.kind === 'edit' && (
          <EditClass id={view.id} onDeleted={() => setView({ kind: 'list' })} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The classes by name, a page at a time (more on scroll), searched by name on the server. */
function ClassList({ onView }: { onView: (v: View) => void }) {
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
                  {c.studentCount} {c.studentCount === 1 ? 'student' : 'students'} · {c.seatRows} ×{' '}
                  {c.seatColumns} seats
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
                      onError: failed,
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

interface Fields {
  name: string;
  subject: string;
  grade: string;
  seatRows: string;
  seatColumns: string;
}

function ClassFields({
  values,
  onChange,
  error,
}: {
  values: Fields;
  onChange: (v: Fields) => void;
  error?: string;
}) {
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField
          id="class-name"
          label="Class name"
          placeholder="Period 3 Math"
          maxLength={CLASS_LIMITS.name}
          value={values.name}
          onChange={set('name')}
          error={error}
        />
      </div>
      <FormField
        id="class-subject"
        label="Subject (optional)"
        maxLength={CLASS_LIMITS.subject}
        value={values.subject}
        onChange={set('subject')}
      />
      <NativeSelect
        id="class-grade"
        label="Grade (optional)"
        options={GRADES}
        placeholder="No grade"
        format={gradeLabel}
        value={values.grade}
        onChange={set('grade')}
      />
      <FormField
        id="class-rows"
        label="Seat rows"
        type="number"
        min={1}
        max={CLASS_LIMITS.maxRows}
        value={values.seatRows}
        onChange={set('seatRows')}
      />
      <FormField
        id="class-columns"
        label="Seats per row"
        type="number"
        min={1}
        max={CLASS_LIMITS.maxColumns}
        value={values.seatColumns}
        onChange={set('seatColumns')}
      />
    </div>
  );
}

/** The form's values as the API body, checked with the contract (the server's messages). */
function parseFields(values: Fields) {
  return createClassBody.safeParse({
    name: values.name,
    subject: values.subject,
    grade: values.grade,
    seatRows: Number(values.seatRows),
    seatColumns: Number(values.seatColumns),
  });
}

function NewClass({ onCreated }: { onCreated: (cls: ClassDetail) => void }) {
  const create = useCreateClass();
  const [values, setValues] = useState<Fields>({
    name: '',
    subject: '',
    grade: '',
    seatRows: String(CLASS_LIMITS.defaultRows),
    seatColumns: String(CLASS_LIMITS.defaultColumns),
  });
  const [error, setError] = useState<string>();
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseFields(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (cls) => {
        toast({ title: M.created });
        onCreated(cls);
      },
      onError: failed,
    });
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ClassFields values={values} onChange={setValues} error={error} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create class'}
      </Button>
    </form>
  );
}

function EditClass({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const cls = useClass(id);
  if (cls.isPending) return <p className="text-sm text-muted-foreground">Loading class…</p>;
  if (cls.isError) return <p className="text-sm text-destructive">{M.loadFailed}</p>;
  return <EditLoaded key={cls.data.updatedAt} cls={cls.data} onDeleted={onDeleted} />;
}

function EditLoaded({ cls, onDeleted }: { cls: ClassDetail; onDeleted: () => void }) {
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [values, setValues] = useState<Fields>({
    name: cls.name,
    subject: cls.subject ?? '',
    grade: cls.grade ?? '',
    seatRows: String(cls.seatRows),
    seatColumns: String(cls.seatColumns),
  });
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseFields(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const { studentIds: _none, ...body } = parsed.data;
    update.mutate(
      { id: cls.id, ...body },
      { onSuccess: () => toast({ title: M.saved }), onError: failed },
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ClassFields values={values} onChange={setValues} error={error} />
        <p className="text-xs text-muted-foreground">
          A smaller layout unseats students whose seat is no longer in it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save class'}
          </Button>
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete class
          </Button>
        </div>
      </form>
      <ClassMembers cls={cls} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete class"
        description={M.deleteConfirm(cls.name)}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(cls.id, {
            onSuccess: () => {
              toast({ title: M.deleted });
              onDeleted();
            },
            onError: failed,
          })
        }
      />
    </div>
  );
}

function ClassMembers({ cls }: { cls: ClassDetail }) {
  const roster = useRoster();
  const add = useAddStudents();
  const removeStudent = useRemoveStudent();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const inClass = new Set(cls.students.map((s) => s.id));
  const others = (roster.data ?? []).filter((s) => !inClass.has(s.id));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="members-title">
        <h3 id="members-title" className="text-sm font-semibold">
          In this class ({cls.students.length})
        </h3>
        {cls.students.length === 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">No students yet: add some.</p>
        ) : (
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
            {cls.students.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">
                  {s.firstName} {s.lastName}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${s.firstName} ${s.lastName} from ${cls.name}`}
                  disabled={removeStudent.isPending}
                  onClick={() =>
                    removeStudent.mutate({ id: cls.id, studentId: s.id }, { onError: failed })
                  }
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-title">
        <h3 id="add-title" className="text-sm font-semibold">
          Add students
        </h3>
        {roster.isPending ? (
          <p className="mt-1 text-xs text-muted-foreground">Loading students…</p>
        ) : others.length === 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Everyone on your roster is in this class.
          </p>
        ) : (
          <>
            <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
              {others.map((s) => (
                <li key={s.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={chosen.has(s.id)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(s.id);
                        else next.delete(s.id);
                        setChosen(next);
                      }}
                    />
                    {s.firstName} {s.lastName}
                  </label>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setChosen(new Set(others.map((s) => s.id)))}
              >
                Select all
              </Button>
              <Button
                size="sm"
                disabled={chosen.size === 0 || add.isPending}
                onClick={() =>
                  add.mutate(
                    { id: cls.id, studentIds: [...chosen] },
                    { onSuccess: () => setChosen(new Set()), onError: failed },
                  )
                }
              >
                Add {chosen.size > 0 ? chosen.size : ''} to class
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
