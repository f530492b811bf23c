import { AlertDialog as A } from 'radix-ui';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSummary,
} from '../../../../contracts/assessments.contract';
import { buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useDeleteAssessment } from '../assessments.api';

/**
 * Controlled, because it opens from a dropdown menu item that unmounts as the menu closes
 * (the shared ConfirmDialog needs a trigger that stays on screen).
 */
export function DeleteAssessmentDialog({
  assessment,
  onOpenChange,
}: {
  assessment: Pick<AssessmentSummary, 'id' | 'title'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAssessment();
  return (
    <A.Root open={assessment !== null} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <A.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-6 shadow-xl">
          <A.Title className="text-lg font-semibold">Delete Assessment</A.Title>
          <A.Description className="mt-2 text-sm text-muted-foreground">
            {M.deleteConfirm}{' '}
            {assessment && (
              <strong className="block pt-2 text-foreground">{assessment.title}</strong>
            )}
          </A.Description>
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel className={buttonClass('outline')}>Cancel</A.Cancel>
            <A.Action
              className={buttonClass('destructive')}
              disabled={remove.isPending}
              onClick={() => {
                if (!assessment) return;
                remove.mutate(assessment.id, {
                  onSuccess: () => toast({ title: M.deleted, description: assessment.title }),
                  onError: () =>
                    toast({
                      title: M.errorTitle,
                      description: M.deleteFailed,
                      variant: 'destructive',
                    }),
                });
              }}
            >
              Delete
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
