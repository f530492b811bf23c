import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { kahootSheet, type KahootRow } from './interop.fixtures';

/** A Kahoot sheet's size is read from its cells before the sheet is (issue 37 item 11). */
const ctx = useTestApp();
const PREVIEW = '/api/quizzes/import/kahoot/preview';

const send = (cookie: string, file: Uint8Array) =>
  ctx().app.inject({
    method: 'POST',
    url: PREVIEW,
    headers: { 'content-type': 'application/octet-stream', cookie },
    payload: Buffer.from(file),
  });

const ROWS: KahootRow[] = [
  ['Which planet is largest?', 'Mars', 'Jupiter', 'Venus', 'Earth', 20, 2],
];

/** The sheet with `xml` added at the end of its cells (or in place of its dimension). */
async function withCells(change: (sheet: string) => string) {
  const files = unzipSync(await kahootSheet(ROWS));
  const name = Object.keys(files).find((f) => /^xl\/worksheets\/[^/]+\.xml$/.test(f))!;
  files[name] = strToU8(change(strFromU8(files[name]!)));
  return zipSync(files, { level: 9 });
}

const farCell = (ref: string, row: number) => (sheet: string) =>
  sheet.replace(
    '</sheetData>',
    `<row r="${row}"><c r="${ref}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
  );

describe('Kahoot sheets with far-off cells', () => {
  it('refuses a 2 KB sheet with one cell a million rows down, before reading it', async () => {
    const { cookie } = await signUp(ctx().app);
    const file = await withCells(farCell('H1000000', 1_000_000));
    expect(file.length).toBeLessThan(4096);
    const res = await send(cookie, file);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'interop.kahoot_sheet_too_large',
      message:
        'The sheet has a cell at H1000000, far outside Kahoot’s template: at most 5,000 rows and 100 columns (A to CV) are read. Delete the cells past the questions, or copy the questions into Kahoot’s template.',
    });
  });

  it('refuses a far-off column, and a dimension that claims one', async () => {
    const { cookie } = await signUp(ctx().app);
    const wide = await send(cookie, await withCells(farCell('XFD9', 9)));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toContain('a cell at XFD9');
    const claimed = await send(
      cookie,
      await withCells((sheet) =>
        sheet.includes('<dimension')
          ? sheet.replace(/<dimension ref="[^"]*"/, '<dimension ref="A1:H900000"')
          : sheet.replace('<sheetData', '<dimension ref="A1:H900000"/><sheetData'),
      ),
    );
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toContain('a cell at H900000');
  });

  it('still reads a sheet whose cells stay near the template', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await send(cookie, await withCells(farCell('J4000', 4000)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questions).toHaveLength(1);
  });
});
