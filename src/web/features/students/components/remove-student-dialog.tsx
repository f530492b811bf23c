import {
  fullName,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../../contracts/students.contract';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { toast, toastError } from '../../../components/ui/toast';
import { useDeleteStudent } from '../students.api';

/** Opens from a dropdown menu item, which unmounts as the menu closes: so it is controlled. */
export function RemoveStudentDialog({
  student,
  onOpenChange,
  onRemoved,
}: {
  student: Student | null;
  onOpenChange: (open: boolean) => void;
  onRemoved?: () => void;
}) {
  const remove = useDeleteStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={onOpenChange}
      title="Remove Student"
      description={M.removeConfirm(student ? fullName(student) : '')}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => {
        if (!student) return;
        remove.mutate(student.id, {
          onSuccess: () => {
            toast({ title: M.removed });
            onRemoved?.();
          },
          onError: () => toastError(M.errorTitle, M.removeFailed),
        });
      }}
    />
  );
}
