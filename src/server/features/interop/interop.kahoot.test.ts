import { describe, expect, it } from 'vitest';
import { columnNumber, farCell } from './interop.kahoot';

describe('farCell', () => {
  it('numbers columns as Excel does', () => {
    expect([columnNumber('A'), columnNumber('Z'), columnNumber('AA'), columnNumber('XFD')]).toEqual(
      [1, 26, 27, 16_384],
    );
  });

  it('finds cells placed by their position when they leave out r', () => {
    const cells = (count: number) => '<c t="inlineStr"><is><t>x</t></is></c>'.repeat(count);
    expect(farCell(`<sheetData><row>${cells(100)}</row></sheetData>`)).toBeUndefined();
    expect(farCell(`<sheetData><row>${cells(101)}</row></sheetData>`)).toBe('CW1');
    expect(farCell(`<sheetData>${'<row/>'.repeat(5_001)}</sheetData>`)).toBe('A5001');
  });

  it('ignores <col> and <cols>, and reads the dimension with or without a range', () => {
    expect(farCell('<cols><col min="1" max="16384"/></cols><c r="B2"/>')).toBeUndefined();
    expect(farCell('<dimension ref="A1:CV5000"/>')).toBeUndefined();
    expect(farCell('<dimension ref="ZZ7"/>')).toBe('ZZ7');
  });
});
