import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { checkKahootSheet, type KahootSheet } from './interop.kahoot';

/** A Kahoot sheet unpacks to well under a megabyte; past this it is not one. */
const KAHOOT_UNPACKED_BYTES = 20 * 1024 * 1024;

export type KahootRead = KahootSheet | { ok: false; reason: 'unreadable' };

/** True when the .xlsx (a zip) would unpack past the limit, read from its directory alone. */
function unpacksTooLarge(bytes: Uint8Array): boolean {
  let unpacked = 0;
  unzipSync(bytes, {
    filter(file) {
      unpacked += file.originalSize;
      return false;
    },
  });
  return unpacked > KAHOOT_UNPACKED_BYTES;
}

/** Worker task: the first sheet of a Kahoot .xlsx as questions and problems, refusals as data. */
export async function readKahoot(bytes: Uint8Array): Promise<KahootRead> {
  let rows;
  try {
    if (unpacksTooLarge(bytes)) return { ok: false, reason: 'unreadable' };
    rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return checkKahootSheet(rows);
}

export { readRoster } from './interop.oneroster';
