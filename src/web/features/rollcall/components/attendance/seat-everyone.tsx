import { ArrowDownAZ, LayoutGrid, Shuffle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { ClassDetail } from '../../../../../contracts/classes.contract';
import { Button } from '../../../../components/ui/button';
import { currentSeats, seatEveryone, type SeatAssignment, type SeatOrder } from './seat-order';

const DONE: Record<SeatOrder, string> = {
  alphabetical: 'Seated in alphabetical order (by last name), front row first.',
  random: 'Seated in a random order.',
};

/**
 * "Seat everyone": the whole class in seats with one click (a new class starts with nobody
 * seated, and seating one by one is two clicks a student), undoable until the next change.
 */
export function SeatEveryone({
  cls,
  offer,
  pending,
  onSave,
  onLayout,
}: {
  cls: ClassDetail;
  /** Whether to offer it now; once used it stays until Undo or the next change. */
  offer: boolean;
  pending: boolean;
  onSave: (seats: SeatAssignment[]) => Promise<unknown>;
  /** Opens the class's seat layout setting (rows and seats per row). */
  onLayout: () => void;
}) {
  const [undo, setUndo] = useState<{ seats: SeatAssignment[]; said: string } | null>(null);
  const capacity = cls.seatRows * cls.seatColumns;
  const left = Math.max(0, cls.students.length - capacity);
  if (!offer && !undo && left === 0) return null;
  // Too many students for the layout: say so before and after seating, with the way to fix it.
  const layoutLink = left > 0 && (
    <Button
      variant="ghost"
      size="sm"
      className="underline-offset-2 hover:underline"
      onClick={onLayout}
    >
      <LayoutGrid className="size-4" aria-hidden="true" /> Change the seat layout
    </Button>
  );

  function seat(order: SeatOrder) {
    const before = currentSeats(cls);
    const said = left
      ? `${DONE[order]} ${left} did not fit the ${capacity} seats and stay unseated.`
      : DONE[order];
    onSave(seatEveryone(cls, order)).then(
      () => setUndo({ seats: before, said }),
      () => undefined, // the save's own error toast says what went wrong
    );
  }

  if (!offer && !undo)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{tooMany(cls, left)}</span>
        {layoutLink}
      </p>
    );

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Seat everyone">
      <span className="text-sm font-medium">Seat everyone:</span>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => seat('alphabetical')}>
        <ArrowDownAZ className="size-4" aria-hidden="true" /> Alphabetical
      </Button>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => seat('random')}>
        <Shuffle className="size-4" aria-hidden="true" /> Random
      </Button>
      <span aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
        {!undo && left > 0 && <span className="text-muted-foreground">{tooMany(cls, left)}</span>}
        {undo && (
          <>
            <span className="text-muted-foreground">{undo.said}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                onSave(undo.seats).then(
                  () => setUndo(null),
                  () => undefined,
                )
              }
            >
              <Undo2 className="size-4" aria-hidden="true" /> Undo
            </Button>
          </>
        )}
        {layoutLink}
      </span>
    </div>
  );
}

/** "5 of 30 students do not fit the 4 × 6 layout." */
function tooMany(cls: ClassDetail, left: number) {
  const n = cls.students.length;
  return `${left} of ${n} students do not fit the ${cls.seatRows} × ${cls.seatColumns} layout.`;
}
