import { apiRequest } from './api-client';

export const EXPORT_FORMATS = [
  { format: 'markdown', label: 'Markdown', ext: 'md' },
  { format: 'docx', label: 'DOCX', ext: 'docx' },
  { format: 'pdf', label: 'PDF', ext: 'pdf' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

/** POST /api/export/:format answers the file; the browser saves it under the server's name. */
export async function exportDocument(format: ExportFormat, title: string, content: string) {
  const res = await apiRequest('POST', `/api/export/${format}`, { title, content });
  const blob = await res.blob();
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fromServer = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const ext = EXPORT_FORMATS.find((f) => f.format === format)!.ext;
  const name = fromServer
    ? decodeURIComponent(fromServer)
    : `${title.replace(/[^\w -]+/g, '').trim() || 'document'}.${ext}`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
