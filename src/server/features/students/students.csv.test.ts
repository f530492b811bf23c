import { describe, expect, it } from 'vitest';
import { STUDENT_LIMITS } from '../../../contracts/students.contract';
import {
  CsvSyntaxError,
  escapeCell,
  parseCsv,
  readCsv,
  sniffDelimiter,
  toCsv,
  unescapeCell,
} from './students.csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads plain rows with CRLF, LF or CR line endings', () => {
    expect(cells('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(cells('\uFEFFFirst Name,Last\nAda,Lovelace')).toEqual([
      ['First Name', 'Last'],
      ['Ada', 'Lovelace'],
    ]);
  });

  it('keeps commas, doubled quotes and newlines inside quoted cells', () => {
    expect(cells('"Smith, Jr.","She said ""hi""","two\nlines"\nx,y,z')).toEqual([
      ['Smith, Jr.', 'She said "hi"', 'two\nlines'],
      ['x', 'y', 'z'],
    ]);
  });

  it('reports the line a record starts on, counting newlines inside quotes', () => {
    const records = parseCsv('h1,h2\n"a\nb",c\nd,e');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('skips blank lines and lines of only delimiters', () => {
    expect(cells('a,b\n\n  \n,,\r\n\r\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps empty cells, including a trailing one', () => {
    expect(cells('a,,c,\n')).toEqual([['a', '', 'c', '']]);
  });

  it('treats a quote inside an unquoted cell as text', () => {
    expect(cells('O"Brien,x')).toEqual([['O"Brien', 'x']]);
  });

  it('throws CsvSyntaxError with the opening line for an unclosed quote', () => {
    expect(() => parseCsv('a,b\nc,"never closed\nmore')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\nc,"never closed\nmore');
    } catch (e) {
      expect((e as CsvSyntaxError).line).toBe(2);
    }
  });

  it('reads semicolon and tab separated text by sniffing the header', () => {
    expect(sniffDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(sniffDelimiter('a\tb\n')).toBe('\t');
    expect(sniffDelimiter('single')).toBe(',');
    expect(cells('First;Last\nAda;Lovelace')).toEqual([
      ['First', 'Last'],
      ['Ada', 'Lovelace'],
    ]);
    expect(cells('First\tLast\nAda\tLovelace')).toEqual([
      ['First', 'Last'],
      ['Ada', 'Lovelace'],
    ]);
  });
});

describe('escapeCell and toCsv', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes formula-looking %j with a quote',
    (v) => {
      expect(escapeCell(v).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
    },
  );

  it('quotes cells with commas, quotes or newlines and doubles inner quotes', () => {
    expect(escapeCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(escapeCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCell('a\nb')).toBe('"a\nb"');
    expect(escapeCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCell('plain')).toBe('plain');
    expect(escapeCell('')).toBe('');
  });

  it('quotes cells with a semicolon, which Excel in many locales splits on', () => {
    expect(escapeCell('Fractions; decimals')).toBe('"Fractions; decimals"');
    const text = toCsv([
      ['Unit', 'Score'],
      ['Ratios; rates', '8'],
    ]);
    expect(text).toBe('Unit,Score\r\n"Ratios; rates",8\r\n');
    // Read back with the delimiter such a locale uses, the cell stays whole.
    expect(parseCsv(text.replace(/,/g, ';'), ';')[1]?.cells).toEqual(['Ratios; rates', '8']);
  });

  it('writes CRLF rows and round-trips through parseCsv and unescapeCell', () => {
    const rows = [
      ['Name', 'Note'],
      ['=cmd|calc', 'a, "b"\nc'],
      ['-5', '@x'],
    ];
    const text = toCsv(rows);
    expect(text).toBe(`Name,Note\r\n'=cmd|calc,"a, ""b""\nc"\r\n'-5,'@x\r\n`);
    expect(cells(text).map((r) => r.map(unescapeCell))).toEqual(rows);
  });

  it('leaves a quote that does not precede a formula character alone', () => {
    expect(unescapeCell(`'tis`)).toBe(`'tis`);
    expect(unescapeCell(`'=x`)).toBe('=x');
  });
});

/**
 * Shapes that made the old parser quadratic (a cell of 500,000 quotes held the server for over
 * two minutes), at the import's size limit. Reading is one pass now; on the server, files this
 * large are read on a worker thread under a budget (students.import.test.ts).
 */
describe('parseCsv on hostile input at the size limit', () => {
  const LIMIT = STUDENT_LIMITS.csvChars;
  /** Characters left for the body under a header "name", rounded down to an even count. */
  const body = (n: number) => (n - 'name\n'.length) & ~1;

  it('reads a cell of quotes after text as that text', () => {
    const records = parseCsv(`name\na${'"'.repeat(body(LIMIT) - 1)}`);
    expect(records).toHaveLength(2);
    expect(records[1]!.cells).toEqual([`a${'"'.repeat(body(LIMIT) - 1)}`]);
  });

  it('reads a quoted cell made of doubled quotes, and reports one left open', () => {
    const pairs = Math.floor((body(LIMIT) - 2) / 2);
    const records = parseCsv(`name\n"${'""'.repeat(pairs)}"`);
    expect(records[1]!.cells).toEqual(['"'.repeat(pairs)]);
    expect(() => parseCsv(`name\n"${'""'.repeat(pairs)}`)).toThrow(new CsvSyntaxError(2));
    expect(() => parseCsv(`name\n"${'\n'.repeat(body(LIMIT) - 1)}`)).toThrow(new CsvSyntaxError(2));
  });

  it('reads quotes after blank space, alternating quotes and spaces, and only delimiters', () => {
    // Each quoted cell is empty and reopens after the space: the row is blank, so skipped.
    expect(parseCsv(`name\n${' ""'.repeat(Math.floor(body(LIMIT) / 3))}`)).toHaveLength(1);
    const quotes = body(LIMIT) / 2 - ((body(LIMIT) / 2) % 2);
    // The last quoted cell holds a space, then the space after it and x follow as text.
    expect(parseCsv(`name\n${'" '.repeat(quotes)}x`)[1]!.cells).toEqual(['  x']);
    expect(parseCsv(`name\n${','.repeat(body(LIMIT))}`)).toHaveLength(1);
    expect(parseCsv(`name\n${';'.repeat(body(LIMIT))}`)[1]!.cells).toHaveLength(1);
  });

  it('skips a flood of blank lines and counts lines across them', () => {
    for (const newline of ['\n', '\r', '\r\n']) {
      const lines = Math.floor(body(LIMIT) / newline.length) - 1;
      const records = parseCsv(`name\n${newline.repeat(lines)}Ada`);
      expect(records.map((r) => r.line)).toEqual([1, 2 + lines]);
    }
  });

  it('reads many short rows', () => {
    const records = parseCsv(`name\n${'a\n'.repeat(body(LIMIT) / 2)}`);
    expect(records).toHaveLength(1 + body(LIMIT) / 2);
    expect(records.at(-1)).toEqual({ line: 1 + body(LIMIT) / 2, cells: ['a'] });
  });
});

describe('readCsv (the worker-thread form)', () => {
  it('returns the records, or the line of an unclosed quote, as plain data', () => {
    expect(readCsv('name\nAda')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['name'] },
        { line: 2, cells: ['Ada'] },
      ],
    });
    expect(readCsv('name\n\n"Ada')).toEqual({ ok: false, unclosedQuoteLine: 3 });
  });
});
