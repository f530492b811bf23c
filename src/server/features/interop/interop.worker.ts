import { readSheet } from 'read-excel-file/node';
import { readZipEntry, zipEntries } from '../../platform/zip/zip-read';
import { checkKahootSheet, farCell, type KahootSheet } from './interop.kahoot';

/** A Kahoot sheet unpacks to well under a megabyte; past this it is not one. */
const KAHOOT_UNPACKED_BYTES = 20 * 1024 * 1024;

export type KahootRead = KahootSheet | { ok: false; reason: 'unreadable' };

/**
 * What the .xlsx (a zip) holds that the reader must not be handed: more than the limit unpacked
 * (read from its directory alone), or a worksheet with a cell far outside the template (read
 * from its XML, each part checked against its size and CRC).
 */
function refusal(bytes: Uint8Array): KahootRead | undefined {
  const entries = zipEntries(bytes);
  if (entries.reduce((sum, e) => sum + e.size, 0) > KAHOOT_UNPACKED_BYTES)
    return { ok: false, reason: 'unreadable' };
  const text = new TextDecoder();
  for (const entry of entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/i.test(e.name))) {
    const cell = farCell(text.decode(readZipEntry(bytes, entry)));
    if (cell) return { ok: false, reason: 'too_large', cell };
  }
  return undefined;
}

/** Worker task: the first sheet of a Kahoot .xlsx as questions and problems, refusals as data. */
export async function readKahoot(bytes: Uint8Array): Promise<KahootRead> {
  let rows;
  try {
    const refused = refusal(bytes);
    if (refused) return refused;
    rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return checkKahootSheet(rows);
}

export { readRoster } from './interop.oneroster';
