// Runs on a worker thread (platform/workers): parsing and layout are CPU-bound, so they never
// hold the event loop, and the pool stops them past the budget the service gives.
import { EXPORT_PARTS_MAX } from '../../../contracts/export.contract';
import { countParts, markdownBlocks, withoutTitle } from './export.blocks';
import { docxOf } from './export.docx';
import { pdfOf } from './export.pdf';

export interface RenderInput {
  format: 'pdf' | 'docx';
  title: string;
  content: string;
}

/** Expected refusals come back as data: errors lose their class between threads. */
export type RenderResult =
  { ok: true; file: Uint8Array } | { ok: false; refused: 'too_many_parts' };

export async function renderDocument({
  format,
  title,
  content,
}: RenderInput): Promise<RenderResult> {
  const blocks = withoutTitle(markdownBlocks(content), title);
  if (countParts(blocks) > EXPORT_PARTS_MAX) return { ok: false, refused: 'too_many_parts' };
  return { ok: true, file: await (format === 'pdf' ? pdfOf : docxOf)(title, blocks) };
}
