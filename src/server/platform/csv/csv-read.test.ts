import { describe, expect, it } from 'vitest';
import { STUDENT_LIMITS } from '../../../contracts/students.contract';
import { CsvSyntaxError, parseCsv, readCsv, sniffDelimiter } from './csv-read';

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

  it('names the line the unclosed quote opens on, not the line its record starts on', () => {
    expect(() => parseCsv('h,i\n"a\nb","c\nd')).toThrow(new CsvSyntaxError(3));
    expect(() => parseCsv('h\nx,"a""b\nc')).toThrow(new CsvSyntaxError(2));
    expect(() => parseCsv('h\r\n\r\n"a\r\n')).toThrow(new CsvSyntaxError(3));
  });

  it('counts lines across mixed line endings and characters of several bytes', () => {
    expect(parseCsv('a\r\n"b\r\nc"\rd\ne').map((r) => r.line)).toEqual([1, 2, 4, 5]);
    expect(parseCsv('é,ü\n"ö\nä",x\n\nz')).toEqual([
      { line: 1, cells: ['é', 'ü'] },
      { line: 2, cells: ['ö\nä', 'x'] },
      { line: 5, cells: ['z'] },
    ]);
  });

  it('opens a quoted cell after leading blanks', () => {
    expect(cells(' "Smith, Jr.",x\n\t"a;b",y')).toEqual([
      ['Smith, Jr.', 'x'],
      ['a;b', 'y'],
    ]);
  });

  it('answers any mix of quotes, delimiters, blanks and line breaks with records or the syntax error', () => {
    // A seeded walk over the characters that steer a CSV parser: nothing else may be thrown,
    // since any other error would reach the teacher as a 500.
    let seed = 25;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = ['"', '""', ',', ';', '\t', ' ', '\n', '\r', '\r\n', 'a', 'é', "'="];
    for (let n = 0; n < 2000; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(next() * 30) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      try {
        const lines = parseCsv(text).map((r) => r.line);
        expect(lines).toEqual([...lines].sort((a, b) => a - b));
      } catch (error) {
        expect(error, JSON.stringify(text)).toBeInstanceOf(CsvSyntaxError);
      }
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

/**
 * Shapes that made the hand-written parser this replaced quadratic (a cell of 500,000 quotes held
 * the server for over two minutes), at the import's size limit. On the server, files this large
 * are read on a worker thread under a budget (students.import.test.ts).
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
    // A closed quoted cell followed by more text is kept as written, quotes and all.
    const spaced = ' ""'.repeat(Math.floor(body(LIMIT) / 3));
    expect(parseCsv(`name\n${spaced}`)[1]!.cells).toEqual([spaced.trimStart()]);
    const quotes = body(LIMIT) / 2 - ((body(LIMIT) / 2) % 2);
    const alternating = `${'" '.repeat(quotes)}x`;
    expect(parseCsv(`name\n${alternating}`)[1]!.cells).toEqual([alternating]);
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
