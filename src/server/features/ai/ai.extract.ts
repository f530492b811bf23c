import { EXTRACT_ERRORS } from '../../../contracts/extract.contract';
import { SOURCE_TEXT_MAX } from '../../../contracts/ai.contract';
import { errorFactories } from '../../platform/http/app-error';
import { WorkerTaskError, workerTask, type WorkerPool } from '../../platform/workers/worker-pool';
import { zipEntries } from '../../platform/zip/zip-read';
import type { ExtractKind, extractText } from './ai.extract.worker';

export const extractErrors = errorFactories(EXTRACT_ERRORS);

const EXTRACT = workerTask<typeof extractText>(
  new URL('./ai.extract.worker.ts', import.meta.url),
  'extractText',
);
/** A file gets this long on a pool thread; then the thread is ended and the teacher told. */
const EXTRACT_BUDGET_MS = 20_000;

const starts = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE container: an old .doc/.ppt, or an Office file encrypted with a password. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What the file is, from its bytes (its name only tells text from Markdown, and a password-
 * protected .docx or .pptx, which Office saves as an encrypted container, from an old .doc).
 */
function kindOf(name: string, bytes: Uint8Array): ExtractKind {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (starts(bytes, PDF)) return 'pdf';
  if (starts(bytes, OLE)) {
    if (ext === 'docx' || ext === 'pptx') throw extractErrors.encrypted();
    throw extractErrors.wrong_type();
  }
  if (starts(bytes, ZIP)) {
    let names: string[];
    try {
      names = zipEntries(bytes).map((e) => e.name);
    } catch {
      throw extractErrors.unreadable();
    }
    if (names.includes('word/document.xml')) return 'docx';
    if (names.some((n) => n.startsWith('ppt/slides/'))) return 'pptx';
    throw extractErrors.wrong_type();
  }
  if (['txt', 'md', 'markdown', 'text'].includes(ext)) return 'text';
  if (['pdf', 'docx', 'pptx'].includes(ext)) throw extractErrors.unreadable();
  throw extractErrors.wrong_type();
}

/** The teacher's file as text (issue 34 item 3): read on the worker pool, nothing stored. */
export function createExtractor({
  workers,
  budgetMs = EXTRACT_BUDGET_MS,
}: {
  workers: WorkerPool;
  budgetMs?: number;
}) {
  return async (name: string, bytes: Uint8Array) => {
    if (bytes.length === 0) throw extractErrors.file_required();
    const kind = kindOf(name, bytes);
    let read;
    try {
      read = await workers.run(EXTRACT, { bytes, kind }, { budgetMs });
    } catch (error) {
      if (error instanceof WorkerTaskError && error.reason === 'busy')
        throw extractErrors.busy(undefined, { retryAfterSeconds: 5 });
      if (error instanceof WorkerTaskError) throw extractErrors.too_complex();
      throw error;
    }
    if (!read.ok) throw extractErrors[read.reason]();
    const cut = read.text.length > SOURCE_TEXT_MAX;
    return {
      text: cut ? read.text.slice(0, SOURCE_TEXT_MAX) : read.text,
      pages: Math.max(1, read.pages),
      ...(cut
        ? {
            notice: `The file's text is longer than ${SOURCE_TEXT_MAX.toLocaleString('en')} characters: only the first part is used.`,
          }
        : {}),
    };
  };
}

export type Extractor = ReturnType<typeof createExtractor>;
