import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';

/**
 * A zip reader that believes nothing it cannot check. fflate's unzipSync inflates an entry into
 * a buffer of the size the central directory states and checks no CRC, so a directory that
 * understates a file's size hands back a truncated file that looks complete (issue 37 item 7:
 * a OneRoster users.csv cut after its first member removed the others from their class). Here
 * the directory, the entry's own local header, the inflated length and the CRC-32 must all agree.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; others are refused when read. */
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** The uncompressed size the directory states; reading stops at it. */
  size: number;
  localOffset: number;
}

export class ZipError extends Error {
  constructor(
    /** unreadable: not a zip (or one this reader does not take); damaged: parts disagree. */
    readonly reason: 'unreadable' | 'damaged',
    readonly entry?: string,
  ) {
    super(entry ? `${reason}: ${entry}` : reason);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Bit 3: sizes and CRC follow the data instead of sitting in the local header. */
const DATA_DESCRIPTOR = 0x8;

/** The end-of-central-directory record: at the end, before a comment of at most 65,535 bytes. */
function findEnd(view: DataView): number {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 65_535); at--)
    if (view.getUint32(at, true) === EOCD) return at;
  throw new ZipError('unreadable');
}

/** Every entry the central directory lists, checked to lie inside the file. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw new ZipError('unreadable');
  const end = findEnd(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ZipError('unreadable');
    const nameLength = view.getUint16(at + 28, true);
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    // Zip64 (sizes past 4 GB) marks its fields 0xFFFFFFFF; no file this app takes needs it.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw new ZipError('unreadable');
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The entry's bytes, inflated no further than its stated size and checked against its CRC. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const damaged = () => new ZipError('damaged', entry.name);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL) throw damaged();
  if (view.getUint16(at + 8, true) !== entry.method) throw damaged();
  if (
    !(view.getUint16(at + 6, true) & DATA_DESCRIPTOR) &&
    (view.getUint32(at + 14, true) !== entry.crc ||
      view.getUint32(at + 18, true) !== entry.compressedSize ||
      view.getUint32(at + 22, true) !== entry.size)
  )
    throw damaged();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength) throw damaged();
  const packed = bytes.subarray(start, start + entry.compressedSize);

  let data: Uint8Array;
  if (entry.method === 0) data = packed;
  else if (entry.method === 8) {
    const out = new Uint8Array(entry.size);
    let length = 0;
    // Chunk by chunk, so a stream that runs past the stated size stops there, never inflated.
    const inflate = new Inflate((chunk) => {
      if (length + chunk.length > entry.size) throw damaged();
      out.set(chunk, length);
      length += chunk.length;
    });
    try {
      inflate.push(packed, true);
    } catch {
      throw damaged();
    }
    if (length !== entry.size) throw damaged();
    data = out;
  } else throw new ZipError('unreadable', entry.name);

  if (data.length !== entry.size || crc32(data) >>> 0 !== entry.crc) throw damaged();
  return data;
}
