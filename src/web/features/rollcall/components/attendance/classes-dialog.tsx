import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { ClassDetail } from '../../../../../contracts/classes.contract';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { ClassList } from './classes/class-list';
import type { ClassesView } from './classes/class-view';
import { EditClass } from './classes/edit-class';
import { NewClass } from './classes/new-class';

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
  startWith?: ClassesView;
  onCreated?: (cls: ClassDetail) => void;
}) {
  const [view, setView] = useState<ClassesView>(startWith ?? { kind: 'list' });
  // Opened from outside (Manage classes, Change the seat layout): start where the caller says.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setView(startWith ?? { kind: 'list' });
  }
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
          <EditClass
            id={view.id}
            focusLayout={view.focus === 'layout'}
            onDeleted={() => setView({ kind: 'list' })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
