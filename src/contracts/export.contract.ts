import { z } from 'zod';

/** POST /api/export/:format: a markdown document (a lesson, an assessment, content) as a file. */
export const EXPORT_MESSAGES = {
  titleRequired: 'Title is required',
  contentTooLong: 'The document is too long to export (at most 500,000 characters).',
  formatInvalid: 'Format must be markdown, docx or pdf',
} as const;

export const EXPORT_FORMAT_NAMES = ['markdown', 'docx', 'pdf'] as const;
export type ExportFormatName = (typeof EXPORT_FORMAT_NAMES)[number];
export const EXPORT_CONTENT_MAX = 500_000;

export const exportBody = z.object({
  title: z
    .string(EXPORT_MESSAGES.titleRequired)
    .trim()
    .min(1, EXPORT_MESSAGES.titleRequired)
    .max(200, EXPORT_MESSAGES.titleRequired),
  content: z
    .string(EXPORT_MESSAGES.contentTooLong)
    .max(EXPORT_CONTENT_MAX, EXPORT_MESSAGES.contentTooLong),
});
export type ExportBody = z.infer<typeof exportBody>;

export const exportFormatParam = z.object({
  format: z.enum(EXPORT_FORMAT_NAMES, EXPORT_MESSAGES.formatInvalid),
});
