import { Camera, CheckCheck, Save, School, Settings2 } from 'lucide-react';
import { useState } from 'react';
import {
  ATTENDANCE_MESSAGES as M,
  nextStatus,
  type AttendanceDay,
  type AttendanceStatus,
} from '../../../../contracts/attendance.contract';
import { CLASS_MESSAGES, type ClassDetail } from '../../../../contracts/classes.contract';
import { EmptyState } from '../../../components/empty-state';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast, toastError } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { localToday, useAttendanceDay, useSaveAttendance } from '../attendance.api';
import { useClass, useClasses, useSaveSeats } from '../classes.api';
import { AttendanceHistory } from './attendance/attendance-history';
import { ClassesDialog } from './attendance/classes-dialog';
import type { ClassesView } from './attendance/classes/class-view';
import { PhotoCheck } from './attendance/photo-check';
import { moveSeats, SeatChart, type Mode } from './attendance/seat-chart';
import { SeatEveryone } from './attendance/seat-everyone';
import type { SeatAssignment } from './attendance/seat-order';
import { STATUS_STYLE } from './attendance/status-style';

type Mark = { status: AttendanceStatus; note: string };

/** Photo Attendance: pick a class and a day, mark the seat chart, check the head count, save. */
export default function Panel() {
  const classes = useClasses();
  const active = (classes.data ?? []).filter((c) => !c.archived);
  const [chosen, setChosen] = useState<number | null>(null);
  const classId =
    chosen !== null && active.some((c) => c.id === chosen) ? chosen : (active[0]?.id ?? null);
  const [date, setDate] = useState(localToday);
  const [managing, setManaging] = useState(false);
  // Where the classes dialog opens: the caller's place (a class's layout), else the usual.
  const [startAt, setStartAt] = useState<ClassesView | undefined>();
  const manage = (view?: ClassesView) => {
    setStartAt(view);
    setManaging(true);
  };

  if (classes.isPending) return <Skeleton className="h-96 w-full" />;
  if (classes.isError)
    return (
      <p className="rounded-md border border-destructive p-4 text-destructive">
        {CLASS_MESSAGES.loadFailed}
      </p>
    );

  const dialog = (
    <ClassesDialog
      open={managing}
      onOpenChange={setManaging}
      startWith={startAt ?? (active.length === 0 ? { kind: 'new' } : undefined)}
      onCreated={(cls) => setChosen(cls.id)}
    />
  );

  // The dialog keeps its place in the tree, so creating the first class does not remount it.
  return (
    <>
      {classId === null ? (
        <EmptyState
          icon={School}
          title={CLASS_MESSAGES.noClasses}
          hint={CLASS_MESSAGES.noClassesHint}
        >
          <Button onClick={() => manage()}>Create a class</Button>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1 sm:flex-none">
              <NativeSelect
                id="attendance-class"
                label="Class"
                options={active.map((c) => String(c.id))}
                format={(id) => active.find((c) => String(c.id) === id)?.name ?? id}
                value={String(classId)}
                onChange={(e) => setChosen(Number(e.target.value))}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="attendance-date">Date</Label>
              <Input
                id="attendance-date"
                type="date"
                value={date}
                required
                onChange={(e) => e.target.value && setDate(e.target.value)}
              />
            </div>
            <Button variant="outline" onClick={() => manage()}>
              <Settings2 className="size-4" aria-hidden="true" /> Manage classes
            </Button>
          </div>
          <ClassDay classId={classId} date={date} onDate={setDate} onManage={manage} />
        </div>
      )}
      {dialog}
    </>
  );
}

function ClassDay({
  classId,
  date,
  onDate,
  onManage,
}: {
  classId: number;
  date: string;
  onDate: (date: string) => void;
  onManage: (view?: ClassesView) => void;
}) {
  const cls = useClass(classId);
  const day = useAttendanceDay(classId, date);
  if (cls.isPending || day.isPending) return <Skeleton className="h-96 w-full" />;
  if (cls.isError || day.isError)
    return (
      <p className="rounded-md border border-destructive p-4 text-destructive">{M.loadFailed}</p>
    );
  if (cls.data.students.length === 0)
    return (
      <EmptyState
        icon={School}
        title={`${cls.data.name} has no students yet`}
        hint="Add students to the class to take attendance."
      >
        <Button onClick={() => onManage({ kind: 'edit', id: classId })}>Add students</Button>
      </EmptyState>
    );
  return (
    <>
      <DayEditor
        key={`${classId}:${date}:${day.dataUpdatedAt}`}
        cls={cls.data}
        day={day.data}
        onLayout={() => onManage({ kind: 'edit', id: classId, focus: 'layout' })}
      />
      <Card>
        <AttendanceHistory classId={classId} selected={date} onPick={onDate} />
      </Card>
    </>
  );
}

function DayEditor({
  cls,
  day,
  onLayout,
}: {
  cls: ClassDetail;
  day: AttendanceDay;
  onLayout: () => void;
}) {
  const [marks, setMarks] = useState<Map<number, Mark>>(
    () => new Map(day.marks.map((m) => [m.studentId, { status: m.status, note: m.note }])),
  );
  const [faceCount, setFaceCount] = useState<number | null>(day.faceCount);
  const [mode, setMode] = useState<Mode>('mark');
  const [photo, setPhoto] = useState(false);
  const save = useSaveAttendance();
  const saveSeats = useSaveSeats();

  const set = (id: number, change: Partial<Mark>) =>
    setMarks((prev) => {
      const next = new Map(prev);
      next.set(id, {
        status: prev.get(id)?.status ?? 'present',
        note: prev.get(id)?.note ?? '',
        ...change,
      });
      return next;
    });
  const counts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const s of cls.students) {
    const m = marks.get(s.id);
    if (m) counts[m.status] += 1;
  }
  const unmarked = cls.students.filter((s) => !marks.has(s.id)).length;
  const inRoom = counts.present + counts.late;
  const unseated = cls.students.some((s) => s.seat === null);

  const saveSeatList = (seats: SeatAssignment[]) =>
    saveSeats.mutateAsync({ id: cls.id, seats }).catch((error: unknown) => {
      toastError('Error', serverMessage(error) ?? CLASS_MESSAGES.saveFailed);
      throw error;
    });

  function submit() {
    const list = cls.students.flatMap((s) => {
      const m = marks.get(s.id);
      return m ? [{ studentId: s.id, status: m.status, note: m.note }] : [];
    });
    // mutateAsync: saving remounts this editor with the stored day, and the promise still
    // resolves after that (mutate's own callbacks would be dropped with the old editor).
    save
      .mutateAsync({ classId: cls.id, date: day.date, faceCount, marks: list })
      .then(() => toast({ title: M.saved }))
      .catch((error: unknown) => toastError('Error', serverMessage(error) ?? M.saveFailed));
  }

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{cls.name}</h2>
          <p className="text-sm text-muted-foreground">
            {day.recorded ? 'Recorded; changes update this day.' : 'Not recorded yet for this day.'}
          </p>
        </div>
        <div
          role="radiogroup"
          aria-label="Seat chart mode"
          className="inline-flex rounded-lg border p-0.5"
        >
          {(
            [
              ['mark', 'Take attendance'],
              ['arrange', 'Arrange seats'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-ring',
                mode === value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      {mode === 'mark' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setMarks(
                (prev) =>
                  new Map(
                    cls.students.map((s) => [
                      s.id,
                      { status: 'present', note: prev.get(s.id)?.note ?? '' },
                    ]),
                  ),
              )
            }
          >
            <CheckCheck className="size-4" aria-hidden="true" /> Mark all present
          </Button>
          <Button variant="outline" onClick={() => setPhoto(true)}>
            <Camera className="size-4" aria-hidden="true" /> Take class photo
          </Button>
          <p className="text-sm" aria-live="polite">
            {(Object.keys(counts) as AttendanceStatus[]).map((k) => (
              <span
                key={k}
                className={cn(
                  'mr-1 inline-block rounded border px-1.5 py-0.5 text-xs',
                  STATUS_STYLE[k].tone,
                )}
              >
                {counts[k]} {k}
              </span>
            ))}
            {unmarked > 0 && (
              <span className="text-xs text-muted-foreground">{unmarked} not marked</span>
            )}
          </p>
        </div>
      )}

      <SeatEveryone
        cls={cls}
        offer={mode === 'arrange' || unseated}
        pending={saveSeats.isPending}
        onSave={saveSeatList}
        onLayout={onLayout}
      />

      <SeatChart
        cls={cls}
        mode={mode}
        statusOf={(id) => marks.get(id)?.status}
        onCycle={(id) => set(id, { status: nextStatus(marks.get(id)?.status) })}
        onMove={(studentId, seat) => {
          const seats = moveSeats(cls, studentId, seat);
          if (seats.length > 0) saveSeatList(seats).catch(() => undefined);
        }}
      />

      {mode === 'mark' && (
        <>
          {faceCount !== null && (
            <p className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="saved-face-count">
              <strong>{M.faceCompare(faceCount, inRoom)}</strong>{' '}
              <span className="text-muted-foreground">
                (present or late). Only the count is saved, never the photo.
              </span>{' '}
              <button
                type="button"
                className="text-primary underline"
                onClick={() => setFaceCount(null)}
              >
                Clear count
              </button>
            </p>
          )}
          <details className="rounded-lg border p-3">
            <summary className="cursor-pointer text-sm font-medium">
              Notes for individual students
            </summary>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {cls.students.map((s) => (
                <li key={s.id} className="flex items-center gap-2">
                  <Label htmlFor={`note-${s.id}`} className="w-32 shrink-0 truncate">
                    {s.firstName} {s.lastName}
                  </Label>
                  <Input
                    id={`note-${s.id}`}
                    maxLength={500}
                    placeholder="Note (optional)"
                    value={marks.get(s.id)?.note ?? ''}
                    onChange={(e) => set(s.id, { note: e.target.value })}
                  />
                </li>
              ))}
            </ul>
          </details>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={submit} disabled={save.isPending || marks.size === 0}>
              <Save className="size-4" aria-hidden="true" />
              {save.isPending ? 'Saving…' : 'Save attendance'}
            </Button>
            {marks.size === 0 && (
              <span className="text-sm text-muted-foreground">{M.marksRequired}.</span>
            )}
          </div>
        </>
      )}
      <PhotoCheck open={photo} onOpenChange={setPhoto} present={inRoom} onUseCount={setFaceCount} />
    </Card>
  );
}
