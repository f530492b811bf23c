import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSummary,
} from '../../../../contracts/assessments.contract';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { toast, toastError } from '../../../components/ui/toast';
import { useDeleteAssessment } from '../assessments.api';

/** Opens from a dropdown menu item, which unmounts as the menu closes: so it is controlled. */
export function DeleteAssessmentDialog({
  assessment,
  onOpenChange,
}: {
  assessment: Pick<AssessmentSummary, 'id' | 'title'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAssessment();
  return (
    <ConfirmDialog
      open={assessment !== null}
      onOpenChange={onOpenChange}
      title="Delete Assessment"
      description={
        <>
          {M.deleteConfirm}{' '}
          {assessment && <strong className="block pt-2 text-foreground">{assessment.title}</strong>}
        </>
      }
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => {
        if (!assessment) return;
        remove.mutate(assessment.id, {
          onSuccess: () => toast({ title: M.deleted, description: assessment.title }),
          onError: () => toastError(M.errorTitle, M.deleteFailed),
        });
      }}
    />
  );
}
