import { AlertDialog as A } from 'radix-ui';
import {
  fullName,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../../contracts/students.contract';
import { buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useDeleteStudent } from '../students.api';

/**
 * Controlled, because it opens from a dropdown menu item that unmounts as the menu closes
 * (the shared ConfirmDialog needs a trigger that stays on screen).
 */
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
  const name = student ? fullName(student) : '';
  return (
    <A.Root open={student !== null} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <A.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-6 shadow-xl">
          <A.Title className="text-lg font-semibold">Remove Student</A.Title>
          <A.Description className="mt-2 text-sm text-muted-foreground">
            {M.removeConfirm(name)}
          </A.Description>
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel className={buttonClass('outline')}>Cancel</A.Cancel>
            <A.Action
              className={buttonClass('destructive')}
              disabled={remove.isPending}
              onClick={() => {
                if (!student) return;
                remove.mutate(student.id, {
                  onSuccess: () => {
                    toast({ title: M.removed });
                    onRemoved?.();
                  },
                  onError: () =>
                    toast({
                      title: M.errorTitle,
                      description: M.removeFailed,
                      variant: 'destructive',
                    }),
                });
              }}
            >
              Remove
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
