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

/** Parses CSV text into records; blank lines are skipped; throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(
  input: string,
  delimiter = sniffDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  // Whether the current record has any content, so an empty line is not a record of one "".
  let touched = false;

  const endRecord = () => {
    cells.push(cell);
    if (touched) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (leading spaces allowed); elsewhere it is text.
      quoted = true;
      quoteLine = line;
      cell = '';
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      if (ch.trim() !== '') touched = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  endRecord();
  // A line of only delimiters (",,,") is as blank as an empty one.
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-looking cell with a single quote, then quotes it if it needs quoting. */
export function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undoes escapeCell's quote prefix, so an exported roster re-imports unchanged. */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** CRLF line endings, as RFC 4180 and Excel expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
