import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CLASS_MESSAGES as M,
  type ClassDetail,
} from '../../../../../../contracts/classes.contract';
import { GRADE_EXPORT_MESSAGES } from '../../../../../../contracts/interop.contract';
import { GradeDownloadButtons } from '../../../../../components/grade-download-buttons';
import { ConfirmDialog } from '../../../../../components/ui/alert-dialog';
import { Button } from '../../../../../components/ui/button';
import { toast } from '../../../../../components/ui/toast';
import { gradeFileBase } from '../../../../../lib/grade-export';
import { useDeleteClass, useUpdateClass } from '../../../classes.api';
import { ClassForm, classDefaults } from './class-form';
import { ClassMembers } from './class-members';
import { LmsCourse } from './lms-course';
import { classFailed } from './class-view';

/** A class's details (saved or deleted) and who is in it. */
export function EditClassForm({
  cls,
  focusLayout = false,
  onDeleted,
}: {
  cls: ClassDetail;
  /** Start on Seat rows (the "did not fit" link). */
  focusLayout?: boolean;
  onDeleted: () => void;
}) {
  const update = useUpdateClass();
  const remove = useDeleteClass();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-6">
      <ClassForm
        defaults={classDefaults(cls)}
        focusLayout={focusLayout}
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
      <section aria-labelledby="class-gradebook-title" className="space-y-2">
        <h3 id="class-gradebook-title" className="font-semibold">
          Gradebook
        </h3>
        <p className="text-sm text-muted-foreground">
          Every student of the class by the assessments they took, with totals.
        </p>
        <GradeDownloadButtons
          base={gradeFileBase.classGradebook(cls.id)}
          what={`${cls.name} gradebook`}
          failedMessage={GRADE_EXPORT_MESSAGES.gradebookFailed}
        />
      </section>
      <LmsCourse cls={cls} />
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
