import { ASSESSMENT_MESSAGES as M, takePath } from '../../../../contracts/assessments.contract';
import { toast, toastError } from '../../../components/ui/toast';
import { copyText, shareUrl } from '../../../lib/clipboard';
import { usePublishAssessment, useUnpublishAssessment } from '../assessments.api';

export const takeUrl = (code: string) => shareUrl(takePath(code));

const LINK_COPIED = 'Link copied';
const LINK_COPIED_DESCRIPTION =
  'Send it to your students: they pick their name and answer in the browser.';
const PUBLISH_FAILED = 'Failed to publish assessment. Please try again.';
const CLOSE_FAILED = 'Failed to close assessment. Please try again.';

/** Copies the take link; where the browser refuses, the toast shows the link to copy by hand. */
export async function copyTakeLink(code: string) {
  const url = takeUrl(code);
  if (await copyText(url)) toast({ title: LINK_COPIED, description: LINK_COPIED_DESCRIPTION });
  else toast({ title: M.published, description: url });
}

/** Publish (and copy the new link) and Close, shared by the card menu and the results page. */
export function usePublishActions() {
  const publish = usePublishAssessment();
  const close = useUnpublishAssessment();
  return {
    busy: publish.isPending || close.isPending,
    publish: (id: number) =>
      publish.mutate(id, {
        onSuccess: ({ shareCode }) => {
          const url = takeUrl(shareCode);
          void copyText(url).then((copied) =>
            toast({ title: M.published, description: copied ? `${LINK_COPIED}: ${url}` : url }),
          );
        },
        onError: () => toastError(M.errorTitle, PUBLISH_FAILED),
      }),
    close: (id: number) =>
      close.mutate(id, {
        onSuccess: () => toast({ title: M.unpublished }),
        onError: () => toastError(M.errorTitle, CLOSE_FAILED),
      }),
  };
}
