import { useState } from 'react';
import type { ClassDetail } from '../../../../../../contracts/classes.contract';
import { Button } from '../../../../../components/ui/button';
import { useRoster } from '../../../attendance.api';
import { useAddStudents } from '../../../classes.api';
import { classFailed } from './class-view';

/** The roster's students not yet in the class, to tick and add in one request. */
export function AddStudents({ cls }: { cls: ClassDetail }) {
  const roster = useRoster();
  const add = useAddStudents();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const inClass = new Set(cls.students.map((s) => s.id));
  const others = (roster.data ?? []).filter((s) => !inClass.has(s.id));

  return (
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
                  { onSuccess: () => setChosen(new Set()), onError: classFailed },
                )
              }
            >
              Add {chosen.size > 0 ? chosen.size : ''} to class
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
