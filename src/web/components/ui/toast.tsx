import { useOnDemand } from '../../lib/on-demand';
import { useToasts } from './toast-store';

// The store lives apart so the view, loaded on demand, reads it without importing this file.
export { toast, toastError, dismissToast, useToasts, type ToastInput } from './toast-store';

// Radix's toast (with its dismissable layer and collection) is a tenth of the first screen's
// script, and no first screen shows a toast: it loads with the first toast (issue 16, item 6).
// Each toast announces itself as it mounts, so the first one is read out as before.
const loadToastView = () => import('./toast-view');

/**
 * Resolves once toasts can be drawn (their chunk is in; at once after the first toast), for a
 * caller about to leave the page that wants its toast seen first.
 */
export const toastsReady = (): Promise<unknown> => loadToastView().catch(() => undefined);

/** Mounts the toasts (and the F8 notifications region) from the first toast on. */
export function Toaster() {
  const View = useOnDemand(loadToastView, useToasts().length > 0);
  return View ? <View /> : null;
}
