import { toast, toastError } from '../components/ui/toast-store';

/** The three strings an edit page's save toasts with (each feature's MESSAGES has them). */
export type SaveMessages = { updated: string; errorTitle: string; updateFailed: string };

/**
 * update.mutate() callbacks for the edit pages (lesson, assessment, quiz): on success toast
 * "<Thing> saved" with its title, then `after` (leave the page, reset the form); on failure the
 * red toast. The page's SaveAlerts shows the server's own reason in place.
 */
export function saveToasts<T extends { title: string }>(
  M: SaveMessages,
  after: (saved: T) => void,
) {
  return {
    onSuccess: (saved: T) => {
      toast({ title: M.updated, description: saved.title });
      after(saved);
    },
    onError: () => toastError(M.errorTitle, M.updateFailed),
  };
}
