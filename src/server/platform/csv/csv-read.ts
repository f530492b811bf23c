import { CsvError, parse, type Options } from 'csv-parse/sync';

/**
 * The CSV reader every import shares (students, OneRoster): csv-parse does the parsing; this
 * module adds what teachers' files need on top of it: the delimiter sniffed from the header,
 * rows of only blanks dropped, and the line a record starts on, for error messages.
 */

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/** A record and the 1-based line of the file it starts on (for error messages). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Excel in many European locales saves "CSV" with semicolons; tab-separated text comes from
 * pasting a spreadsheet range. The header line decides: the delimiter it uses most, comma on ties.
 */
export function sniffDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n|\r/, 1)[0] ?? '';
  let best: string = ',';
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = firstLine.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

/** A record as csv-parse hands it over with `info`: its cells and where it ends. */
type Parsed = { record: string[]; info: { bytes: number } };

const OPTIONS: Options = {
  // A file saved on Windows, pasted on a Mac and edited on Linux mixes all three.
  record_delimiter: ['\r\n', '\n', '\r'],
  // `O"Brien` is a name, not a syntax error; a quote opens a quoted cell only at its start.
  relax_quotes: true,
  relax_column_count: true,
  // Leading blanks before an opening quote (` "Smith, Jr."`) still open a quoted cell; every
  // import trims its cells anyway.
  ltrim: true,
  skip_empty_lines: true,
  // Where each record ends, in bytes, from which its first line is counted.
  info: true,
};

/** What csv-parse's ltrim skips (CR, LF, form feed, space, tab): blank before a record starts. */
const BLANK = new Set([0x0d, 0x0a, 0x0c, 0x20, 0x09]);
const QUOTE = 0x22;

/**
 * Line numbers of byte offsets asked for in increasing order, counted in one pass over the file
 * however many records it holds (CRLF is one line break, a lone CR or LF one each).
 */
function lineCounter(bytes: Buffer) {
  let at = 0;
  let line = 1;
  return (offset: number) => {
    for (; at < offset; at++) {
      const b = bytes[at];
      if (b === 0x0a || (b === 0x0d && bytes[at + 1] !== 0x0a)) line++;
    }
    return line;
  };
}

/**
 * The opening quote of a cell never closed: everything after it is the cell, where quotes come
 * only in doubled pairs, so it begins the last run of quotes of odd length.
 */
function openingQuote(bytes: Buffer): number {
  let i = bytes.length - 1;
  while (i >= 0) {
    if (bytes[i] !== QUOTE) {
      i--;
      continue;
    }
    let run = 0;
    while (i >= 0 && bytes[i] === QUOTE) {
      run++;
      i--;
    }
    if (run % 2 === 1) return i + 1;
  }
  return 0;
}

/**
 * Parses CSV text into records; blank lines and lines of only delimiters are skipped; throws
 * CsvSyntaxError with the line of an opening quote that is never closed.
 */
export function parseCsv(
  input: string,
  delimiter = sniffDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] {
  const bytes = Buffer.from(input.replace(/^\uFEFF/, ''));
  const lineAt = lineCounter(bytes);
  let parsed: Parsed[];
  // csv-parse builds an error for every record whose cell count differs from the header's, even
  // when told to accept it; their stack traces were half the time of a hostile file of 170,000
  // short rows (4 s). Nothing here reads those stacks, and the parse is synchronous.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    // The library's types describe `info` only alongside `columns`: with it, each record is this.
    parsed = parse(bytes, { ...OPTIONS, delimiter }) as unknown as Parsed[];
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw new CsvSyntaxError(lineAt(openingQuote(bytes)));
    throw error;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  const records: CsvRecord[] = [];
  let start = 0;
  for (const { record, info } of parsed) {
    while (start < info.bytes && BLANK.has(bytes[start]!)) start++;
    const line = lineAt(start);
    start = info.bytes;
    // A line of only delimiters (",,,") is as blank as an empty one.
    if (record.some((c) => c.trim() !== '')) records.push({ line, cells: record });
  }
  return records;
}

/** parseCsv for a worker thread: the outcome as data, since errors lose their class between threads. */
export type CsvReadResult =
  { ok: true; records: CsvRecord[] } | { ok: false; unclosedQuoteLine: number };
export function readCsv(input: string): CsvReadResult {
  try {
    return { ok: true, records: parseCsv(input) };
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, unclosedQuoteLine: error.line };
    throw error;
  }
}
