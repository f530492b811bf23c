/** Absolute URL of a share path on this server. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();

/** Copies to the clipboard; false where the browser refuses (no permission, insecure origin). */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
