import { z } from 'zod';
import { defineErrors } from './errors';

/** POST /api/export/:format: a markdown document (a lesson, an assessment, content) as a file. */
export const EXPORT_MESSAGES = {
  titleRequired: 'Title is required',
  contentTooLong: 'The document is too long to export (at most 500,000 characters).',
  formatInvalid: 'Format must be markdown, docx or pdf',
} as const;

/**
 * A document is laid out on a worker thread under a time budget. Besides its length, the number
 * of parts (paragraphs, headings, list items, table cells, code lines and styled runs) is capped:
 * the Word writer spends far more time and memory per part than per character.
 */
export const EXPORT_PARTS_MAX = 20_000;
export const EXPORT_ERRORS = defineErrors('export', {
  too_many_parts: {
    status: 413,
    message: `The document has too many parts to export (at most ${EXPORT_PARTS_MAX.toLocaleString('en-US')} paragraphs, list items, table cells and lines). Split it and export each part.`,
  },
  too_complex: {
    status: 422,
    message:
      'The document took too long or too much memory to lay out, so the export was stopped. Split it and export each part.',
  },
  busy: {
    status: 503,
    message: 'The server is busy with other exports. Please try again in a moment.',
  },
});

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
