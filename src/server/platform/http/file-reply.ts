/**
 * An ASCII fallback name plus the exact one (RFC 5987), so any browser saves a sensible file;
 * both without path separators or characters file systems refuse.
 */
export function contentDisposition(title: string, ext: string) {
  const ascii =
    title
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 80) || 'document';
  const exact =
    title
      // eslint-disable-next-line no-control-regex
      .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]+/g, '')
      .trim()
      .slice(0, 120) || ascii;
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${exact}.${ext}`)}`;
}
