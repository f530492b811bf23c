import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CLASS_MESSAGES as M,
  type ClassDetail,
} from '../../../../../../contracts/classes.contract';
import { ConfirmDialog } from '../../../../../components/ui/alert-dialog';
import { Button } from '../../../../../components/ui/button';
import { toast } from '../../../../../components/ui/toast';
import { useDeleteClass, useUpdateClass } from '../../../classes.api';
import { ClassForm, classDefaults } from './class-form';
import { ClassMembers } from './class-members';
import { classFailed } from './class-view';

/** A class's details (saved or deleted) and who is in it. */
export function EditClassForm({ cls, onDeleted }: { cls: ClassDetail; onDeleted: () => void }) {
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-6">
      <ClassForm
        defaults={classDefaults(cls)}
        onSubmit={({ studentIds: _none, ...body }) =>
          update.mutate(
            { id: cls.id, ...body },
            { onSuccess: () => toast({ title: M.saved }), onError: classFailed },
          )
        }
      >
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
      </ClassForm>
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
            onError: classFailed,
          })
        }
      />
    </div>
  );
}
