import { apiRequest } from './api-client';
import { saveDownload } from './save-download';

export const EXPORT_FORMATS = [
  { format: 'markdown', label: 'Markdown', ext: 'md' },
  { format: 'docx', label: 'DOCX', ext: 'docx' },
  { format: 'pdf', label: 'PDF', ext: 'pdf' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

/** POST /api/export/:format answers the file; the browser saves it under the server's name. */
export async function exportDocument(format: ExportFormat, title: string, content: string) {
  const res = await apiRequest('POST', `/api/export/${format}`, { title, content });
  const ext = EXPORT_FORMATS.find((f) => f.format === format)!.ext;
  await saveDownload(res, `${title.replace(/[^\w -]+/g, '').trim() || 'document'}.${ext}`);
}
