import { describe, expect, it } from 'vitest';
import { EXTRACT_ERRORS } from '../../../contracts/extract.contract';
import {
  encryptedPdf,
  multipart,
  picturePng,
  scannedPdf,
  slidesPptx,
  textPdf,
  WATER_TEXT,
  wordDocx,
} from '../../testing/teacher-files';
import { signUp, useTestApp } from '../../testing/test-app';

/** Issue 34 item 3: POST /api/ai/extract-text for each file type and each bad file. */
const ctx = useTestApp();

async function send(
  cookie: string | undefined,
  name: string,
  bytes: Buffer,
  type: string,
  field?: string,
) {
  const { body, contentType } = multipart(name, bytes, type, field);
  return ctx().app.inject({
    method: 'POST',
    url: '/api/ai/extract-text',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('POST /api/ai/extract-text', () => {
  it.each([
    ['water.pdf', textPdf, 'application/pdf', 2],
    [
      'water.docx',
      wordDocx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      1,
    ],
    [
      'water.pptx',
      async () => slidesPptx(),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      2,
    ],
    ['water.txt', async () => Buffer.from(WATER_TEXT.join('\n')), 'text/plain', 1],
    ['water.md', async () => Buffer.from(`# Water\n\n${WATER_TEXT.join(' ')}`), 'text/markdown', 1],
  ])('reads %s as its text and pages', async (name, make, type, pages) => {
    const { cookie } = await signUp(ctx().app);
    const res = await send(cookie, name, await make(), type);
    expect(res.statusCode).toBe(200);
    expect(res.json().pages).toBe(pages);
    const text = oneLine(res.json().text);
    for (const sentence of WATER_TEXT) expect(text).toContain(sentence);
    // a sentence wrapped over two lines of the page is read as one line
    for (const sentence of WATER_TEXT) expect(res.json().text).toContain(sentence);
  });

  it.each([
    ['a scanned PDF (a picture, no text)', 'scan.pdf', scannedPdf, 'no_text'],
    ['a password-protected PDF', 'locked.pdf', encryptedPdf, 'encrypted'],
    [
      'a broken PDF',
      'broken.pdf',
      async () => Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage'),
      'unreadable',
    ],
    ['a picture', 'photo.png', async () => picturePng(), 'wrong_type'],
    [
      'a spreadsheet zip',
      'sheet.xlsx',
      async () =>
        (await import('fflate')).zipSync({ 'xl/workbook.xml': new Uint8Array([60]) }) as Buffer,
      'wrong_type',
    ],
    [
      'a password-protected Word file',
      'locked.docx',
      async () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'encrypted',
    ],
    [
      'a text file that is not UTF-8 text',
      'notes.txt',
      async () => Buffer.from([0xff, 0xfe, 0x00, 0x41]),
      'unreadable',
    ],
    ['an empty text file', 'empty.txt', async () => Buffer.from('  \n '), 'no_text'],
  ] as const)('refuses %s with a clear 4xx', async (_what, name, make, code) => {
    const { cookie } = await signUp(ctx().app);
    const res = await send(cookie, name, Buffer.from(await make()), 'application/octet-stream');
    const spec = EXTRACT_ERRORS[code];
    expect(res.statusCode).toBe(spec.status);
    expect(res.json()).toEqual({ code: spec.code, message: spec.message });
  });

  it('answers 400 without a file, or with the file in another field, or with JSON', async () => {
    const { cookie } = await signUp(ctx().app);
    const other = await send(
      cookie,
      'water.txt',
      Buffer.from('Some text here.'),
      'text/plain',
      'upload',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe(EXTRACT_ERRORS.file_required.code);
    const json = await ctx().app.inject({
      method: 'POST',
      url: '/api/ai/extract-text',
      headers: { cookie },
      payload: { text: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 413 for a file over 10 MB, and 401 signed out', async () => {
    const { cookie } = await signUp(ctx().app);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0x61);
    const res = await send(cookie, 'huge.txt', huge, 'text/plain');
    expect(res.statusCode).toBe(413);
    const out = await send(undefined, 'water.txt', Buffer.from('Some text.'), 'text/plain');
    expect(out.statusCode).toBe(401);
  });
});
