import { ArrowDownAZ, Shuffle, Undo2 } from 'lucide-react';
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
}: {
  cls: ClassDetail;
  /** Whether to offer it now; once used it stays until Undo or the next change. */
  offer: boolean;
  pending: boolean;
  onSave: (seats: SeatAssignment[]) => Promise<unknown>;
}) {
  const [undo, setUndo] = useState<{ seats: SeatAssignment[]; said: string } | null>(null);
  if (!offer && !undo) return null;
  const capacity = cls.seatRows * cls.seatColumns;
  const left = Math.max(0, cls.students.length - capacity);

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
      </span>
    </div>
  );
}
