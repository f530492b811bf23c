import { useState, type DragEvent } from 'react';
import {
  seatLabel,
  type ClassDetail,
  type ClassStudent,
} from '../../../../../contracts/classes.contract';
import type { AttendanceStatus } from '../../../../../contracts/attendance.contract';
import { ScrollRegion } from '../../../../components/scroll-region';
import { cn } from '../../../../lib/cn';
import { STATUS_STYLE, StatusTag, UNMARKED_TONE } from './status-style';

export type Mode = 'mark' | 'arrange';

// text/plain: the one type every browser (and test driver) carries through a drag.
const DRAG_TYPE = 'text/plain';

/**
 * The class in its seats. Marking: a click (or Enter/Space) on a student cycles the status.
 * Arranging: drag a student onto a seat (a taken seat swaps), or with the keyboard pick a
 * student up with Enter, move to a seat and press Enter; Escape puts them back.
 */
export function SeatChart({
  cls,
  mode,
  statusOf,
  onCycle,
  onMove,
}: {
  cls: ClassDetail;
  mode: Mode;
  statusOf: (studentId: number) => AttendanceStatus | undefined;
  onCycle: (studentId: number) => void;
  onMove: (studentId: number, seat: number | null) => void;
}) {
  const [picked, setPicked] = useState<ClassStudent | null>(null);
  const [over, setOver] = useState<number | 'unseated' | null>(null);
  const bySeat = new Map(cls.students.filter((s) => s.seat !== null).map((s) => [s.seat!, s]));
  const unseated = cls.students.filter((s) => s.seat === null);
  const seats = Array.from({ length: cls.seatRows * cls.seatColumns }, (_, i) => i);
  const arranging = mode === 'arrange';

  const drop = (target: number | null) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (id) onMove(id, target);
  };
  const dropTarget = (key: number | 'unseated', target: number | null) =>
    arranging
      ? {
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            setOver(key);
          },
          onDragLeave: () => setOver(null),
          onDrop: drop(target),
        }
      : {};

  function studentButton(s: ClassStudent, where: string) {
    const status = statusOf(s.id);
    const isPicked = picked?.id === s.id;
    return (
      <button
        type="button"
        draggable={arranging}
        onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, String(s.id))}
        onClick={() => {
          if (!arranging) return onCycle(s.id);
          if (picked && !isPicked && s.seat !== null) {
            onMove(picked.id, s.seat);
            return setPicked(null);
          }
          setPicked(isPicked ? null : s);
        }}
        onKeyDown={(e) => e.key === 'Escape' && setPicked(null)}
        aria-pressed={arranging ? isPicked : undefined}
        className={cn(
          'flex h-full min-h-16 w-full flex-col items-center justify-center gap-0.5 rounded-lg border-2 p-1 text-center text-xs leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm',
          arranging ? 'cursor-grab bg-card' : status ? STATUS_STYLE[status].tone : UNMARKED_TONE,
          isPicked && 'ring-4 ring-primary',
        )}
      >
        <span className="w-full font-medium break-words hyphens-auto">
          {s.firstName} {s.lastName}
        </span>
        {!arranging && <StatusTag status={status} />}
        {/* The accessible name is the visible text plus where the seat is (no aria-label, so
            speech input users can say what they see). */}
        <span className="sr-only">
          , {where}
          {isPicked ? ', picked up' : ''}
        </span>
      </button>
    );
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <div className="min-w-0 flex-1">
        <p className="mb-2 text-center text-xs tracking-wide text-muted-foreground uppercase">
          Front of the room
        </p>
        {/* On a phone the room scrolls sideways rather than cutting every name to two letters;
            width 0 with min-width 100% keeps the wide grid from widening the page, and relative
            keeps the seats' absolutely placed screen-reader text inside the scroller. */}
        <ScrollRegion
          label="Seat chart (scrolls sideways)"
          className="relative w-0 min-w-full overflow-x-auto pb-1"
        >
          <div
            role="group"
            aria-label={`Seat chart, ${cls.seatRows} rows of ${cls.seatColumns} seats`}
            className="grid gap-1.5 sm:gap-2"
            style={{ gridTemplateColumns: `repeat(${cls.seatColumns}, minmax(5.5rem, 1fr))` }}
          >
            {seats.map((seat) => {
              const s = bySeat.get(seat);
              const label = seatLabel(seat, cls.seatColumns);
              return (
                <div
                  key={seat}
                  data-seat={seat}
                  {...dropTarget(seat, seat)}
                  className={cn('rounded-lg', over === seat && 'ring-2 ring-primary')}
                >
                  {s ? (
                    studentButton(s, label)
                  ) : arranging && picked ? (
                    <button
                      type="button"
                      onClick={() => {
                        onMove(picked.id, seat);
                        setPicked(null);
                      }}
                      aria-label={`Move ${picked.firstName} ${picked.lastName} to ${label} (empty)`}
                      className="flex h-full min-h-16 w-full items-center justify-center rounded-lg border-2 border-dashed border-primary text-xs text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      Empty
                    </button>
                  ) : (
                    <div
                      className="flex h-full min-h-16 items-center justify-center rounded-lg border border-dashed text-xs text-muted-foreground"
                      aria-label={`${label}, empty`}
                      role="img"
                    >
                      <span aria-hidden="true">Empty</span>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </ScrollRegion>
        <p aria-live="polite" className="mt-2 min-h-5 text-sm text-muted-foreground">
          {arranging && picked
            ? `${picked.firstName} ${picked.lastName} picked up: choose a seat (a taken seat swaps), or press Escape.`
            : ''}
        </p>
      </div>
      <section
        aria-labelledby="unseated-title"
        {...dropTarget('unseated', null)}
        className={cn(
          'rounded-xl border p-3 lg:w-56',
          over === 'unseated' && 'ring-2 ring-primary',
        )}
      >
        <h3 id="unseated-title" className="text-sm font-semibold">
          Not seated ({unseated.length})
        </h3>
        {arranging && picked && picked.seat !== null && (
          <button
            type="button"
            className="mt-2 w-full rounded-md border border-dashed border-primary p-2 text-xs"
            onClick={() => {
              onMove(picked.id, null);
              setPicked(null);
            }}
          >
            Unseat {picked.firstName}
          </button>
        )}
        {unseated.length === 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">Everyone has a seat.</p>
        ) : (
          <ul className="mt-2 grid grid-cols-3 gap-1.5 sm:grid-cols-4 lg:grid-cols-1">
            {unseated.map((s) => (
              <li key={s.id}>{studentButton(s, 'not seated')}</li>
            ))}
          </ul>
        )}
        {arranging && (
          <p className="mt-2 text-xs text-muted-foreground">
            Drag a student to a seat, or press Enter on a student and then on a seat.
          </p>
        )}
      </section>
    </div>
  );
}

/** The seats to save when `studentId` moves to `seat`: whoever sat there swaps places. */
export function moveSeats(cls: ClassDetail, studentId: number, seat: number | null) {
  const mover = cls.students.find((s) => s.id === studentId);
  if (!mover || mover.seat === seat) return [];
  const occupant = seat === null ? undefined : cls.students.find((s) => s.seat === seat);
  return [{ studentId, seat }, ...(occupant ? [{ studentId: occupant.id, seat: mover.seat }] : [])];
}
