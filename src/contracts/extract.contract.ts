import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * POST /api/ai/extract-text (issue 34 item 3): the teacher's own file (multipart field `file`)
 * as plain text, to draw an assessment, quiz, worksheet or lesson from. Nothing is stored.
 */
export const EXTRACT_MAX_BYTES = 10 * 1024 * 1024;
export const EXTRACT_ACCEPT = '.pdf,.docx,.pptx,.txt,.md,.markdown';

export const extractTextResponse = z.object({
  text: z.string(),
  /** PDF pages or PPTX slides; 1 for a document or a text file. */
  pages: z.number().int().min(1),
  /** Said when the text was cut to what a generation takes. */
  notice: z.string().optional(),
});
export type ExtractTextResponse = z.infer<typeof extractTextResponse>;

export const EXTRACT_ERRORS = defineErrors('extract', {
  file_required: {
    status: 400,
    message: 'Choose a file to read (PDF, Word, PowerPoint, text or Markdown).',
  },
  wrong_type: {
    status: 415,
    message: 'Chalkwise reads PDF, Word (.docx), PowerPoint (.pptx), text and Markdown files only.',
  },
  too_large: { status: 413, message: 'The file is larger than 10 MB.' },
  no_text: {
    status: 422,
    message:
      'This file has no text to read: it may be a scan or made of pictures. Copy the text in, or use a PDF with selectable text.',
  },
  encrypted: {
    status: 422,
    message:
      'This file is protected by a password. Save a copy without the password and try again.',
  },
  unreadable: {
    status: 422,
    message: 'This file could not be read: it may be damaged or not what its name says.',
  },
  too_complex: {
    status: 422,
    message: 'This file took too long to read. Try a smaller part of it.',
  },
  busy: {
    status: 503,
    message: 'The server is busy reading other files. Please try again shortly.',
  },
});
