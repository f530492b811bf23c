import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-read';
import { escapeCell, toCsv, unescapeCell } from './csv-write';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

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
