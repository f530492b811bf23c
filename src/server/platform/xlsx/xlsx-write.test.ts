import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { columnName, toXlsx } from './xlsx-write';

/** The workbook read back by read-excel-file (an independent reader), and its sheet's XML. */
async function readBack(bytes: Uint8Array) {
  const rows = await readSheet(Buffer.from(bytes));
  const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
  return { rows, xml };
}

describe('toXlsx', () => {
  it('writes text as text and numbers as numbers, in order, under a header row', async () => {
    const bytes = toXlsx('Results', [
      ['Last name', 'First name', 'Score'],
      ["O'Brien-Núñez", 'Zoë', 17.5],
      ['Øvergård', 'Ana María', 0],
    ]);
    const { rows } = await readBack(bytes);
    expect(rows).toEqual([
      ['Last name', 'First name', 'Score'],
      ["O'Brien-Núñez", 'Zoë', 17.5],
      ['Øvergård', 'Ana María', 0],
    ]);
  });

  it('keeps formula-looking text as text: never a formula, marked quotePrefix', async () => {
    const hostile = "=cmd|' /C calc'!A0";
    const bytes = toXlsx('Gradebook', [['Name'], [hostile], ['+1'], ['@SUM(A1)'], ['-2 pts']]);
    const { rows, xml } = await readBack(bytes);
    expect(rows.map((r) => r[0])).toEqual(['Name', hostile, '+1', '@SUM(A1)', '-2 pts']);
    expect(xml).not.toContain('<f>');
    // Style 2 is the quotePrefix one: each of the four formula-looking cells carries it.
    expect(xml.match(/<c r="A\d" t="inlineStr" s="2">/g)).toHaveLength(4);
    const styles = strFromU8(unzipSync(bytes)['xl/styles.xml']!);
    expect(styles).toContain('quotePrefix="1"');
  });

  it('drops characters XML cannot carry and escapes markup, so Excel opens the file', async () => {
    const bytes = toXlsx('Sheet', [['Note'], ['a\u0000b\u0007 <c> & "d"']]);
    const { rows, xml } = await readBack(bytes);
    expect(rows[1]).toEqual(['ab <c> & "d"']);
    expect(xml).not.toContain('\u0000');
  });

  it('leaves empty and missing cells empty and writes a header-only sheet', async () => {
    const { rows } = await readBack(
      toXlsx('S', [
        ['A', 'B', 'C'],
        ['x', null, 3],
      ]),
    );
    expect(rows).toEqual([
      ['A', 'B', 'C'],
      ['x', null, 3],
    ]);
    expect((await readBack(toXlsx('S', [['Only', 'header']]))).rows).toEqual([['Only', 'header']]);
  });

  it('names the sheet within Excel rules', () => {
    const bytes = toXlsx('Year 7/8: [Maths] results for the whole of term two', [['A']]);
    const workbook = strFromU8(unzipSync(bytes)['xl/workbook.xml']!);
    const name = /<sheet name="([^"]*)"/.exec(workbook)![1]!;
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[[\]:*?/\\]/);
  });

  it('names columns as Excel does', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
