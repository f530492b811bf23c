/**
 * A small RFC 4180 CSV reader and writer. Written here rather than pulled in because we need
 * exactly three things a spreadsheet export throws at us (BOM, quoted cells with commas, quotes
 * and newlines, blank lines) plus formula-injection escaping on the way out.
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
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
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

/**
 * Parses CSV text into records; blank lines are skipped; throws CsvSyntaxError on an unclosed quote.
 * One pass, each character looked at a bounded number of times: text runs and quoted stretches
 * are copied whole, and whether a cell is still blank (so a quote may open it) is tracked rather
 * than recomputed, which made a cell of 500,000 quotes take minutes.
 */
export function parseCsv(
  input: string,
  delimiter = sniffDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  // The cell so far is only whitespace: a quote here opens a quoted cell, anywhere else it is text.
  let blank = true;
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  // Whether the current record has any content, so an empty line is not a record of one "".
  let touched = false;

  const append = (chunk: string) => {
    cell += chunk;
    if (blank && chunk.trim() !== '') blank = false;
  };
  const endCell = () => {
    cells.push(cell);
    cell = '';
    blank = true;
  };
  const endRecord = () => {
    endCell();
    if (touched) records.push({ line: recordLine, cells });
    cells = [];
    touched = false;
  };

  let i = 0;
  while (i < text.length) {
    if (quoted) {
      const close = text.indexOf('"', i);
      const end = close < 0 ? text.length : close;
      for (let k = i; k < end; k++) if (text.charCodeAt(k) === 10) line++; // only up to the quote
      append(text.slice(i, end));
      if (close < 0) break;
      if (text[close + 1] === '"') {
        append('"');
        i = close + 2;
      } else {
        quoted = false;
        i = close + 1;
      }
      continue;
    }
    const ch = text[i]!;
    if (ch === '"' && blank) {
      // A quote opens a quoted cell only at its start (leading spaces allowed); elsewhere it is text.
      quoted = true;
      quoteLine = line;
      cell = '';
      touched = true;
      i++;
    } else if (ch === '"') {
      append(ch);
      touched = true;
      i++;
    } else if (ch === delimiter) {
      endCell();
      touched = true;
      i++;
    } else if (ch === '\n' || ch === '\r') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRecord();
      line++;
      recordLine = line;
    } else {
      let j = i + 1;
      while (j < text.length) {
        const c = text[j];
        if (c === '"' || c === delimiter || c === '\n' || c === '\r') break;
        j++;
      }
      const chunk = text.slice(i, j);
      append(chunk);
      if (chunk.trim() !== '') touched = true;
      i = j;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  endRecord();
  // A line of only delimiters (",,,") is as blank as an empty one.
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
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

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Prefixes a formula-looking cell with a single quote, then quotes it if it needs quoting: a
 * semicolon too, since Excel in many locales (de, fr, es, ...) opens CSV with it as the separator.
 */
export function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undoes escapeCell's quote prefix, so an exported roster re-imports unchanged. */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** CRLF line endings, as RFC 4180 and Excel expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
