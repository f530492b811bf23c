import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';
import { EXPORT_MESSAGES as M } from '../../../contracts/export.contract';
import { contentDisposition } from './export.routes';

const ctx = useTestApp();

const markdown = [
  '## Warm-up (5 min)',
  'Ask **why** rivers bend & _where_ they go.',
  '- Map of the Nile',
  '- Coloured pencils',
  '1. Predict',
  '2. Check',
  '| Phase | Minutes |\n|---|---|\n| Warm-up | 5 |',
  '<script>alert(1)</script>',
].join('\n\n');

async function exportAs(format: string, body: unknown, cookie?: string) {
  return ctx().app.inject({
    method: 'POST',
    url: `/api/export/${format}`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
}

/** The text of word/document.xml inside a .docx (a zip), found without a zip library. */
function documentXml(zip: Buffer): string {
  const name = Buffer.from('word/document.xml');
  for (
    let i = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    i >= 0;
    i = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), i + 4)
  ) {
    const method = zip.readUInt16LE(i + 8);
    const size = zip.readUInt32LE(i + 18);
    const nameLen = zip.readUInt16LE(i + 26);
    const extra = zip.readUInt16LE(i + 28);
    if (zip.subarray(i + 30, i + 30 + nameLen).equals(name)) {
      const data = zip.subarray(i + 30 + nameLen + extra, i + 30 + nameLen + extra + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
  }
  throw new Error('no word/document.xml');
}

/** The text a PDF reader finds, one string per drawn run, in order (pdf.js, as browsers use). */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await doc.destroy();
  return lines;
}

describe('POST /api/export/:format', () => {
  it('exports markdown as is, titled, with a safe file name', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await exportAs('markdown', { title: 'Rivers: Year 4', content: markdown }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Rivers Year 4.md"; filename*=UTF-8''Rivers%20Year%204.md`,
    );
    expect(res.body).toBe(`# Rivers: Year 4\n\n${markdown}`);
  });

  it('exports a Word document with the headings, lists, table and text, and no raw HTML', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await exportAs('docx', { title: 'Rivers', content: markdown }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml.document');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xml = documentXml(res.rawPayload);
    for (const text of [
      'Rivers',
      'Warm-up (5 min)',
      'Map of the Nile',
      '1. ',
      'Predict',
      'Minutes',
      'why',
    ])
      expect(xml).toContain(text);
    expect(xml).toContain('rivers bend &amp; ');
    expect(xml).not.toContain('<script>');
  });

  it('exports a PDF', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await exportAs('pdf', { title: 'Rivers — “draft”', content: markdown }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    // Title, heading, the paragraph in its bold/italic runs, both lists, the table as rows.
    expect(text).toEqual([
      'Rivers — “draft”',
      'Warm-up (5 min)',
      'Ask',
      'why',
      'rivers bend &',
      'where',
      'they go.',
      '• Map of the Nile',
      '• Coloured pencils',
      '1. Predict',
      '2. Check',
      'Phase',
      '|',
      'Minutes',
      'Warm-up',
      '|',
      '5',
    ]);
  });

  it('prints the languages of a multilingual class as written', async () => {
    const { cookie } = await signUp(ctx().app);
    const content = ['Zażółć gęślą jaźń', 'Привет, класс', 'Καλημέρα', 'Tiếng Việt', 'İyi günler'];
    const res = await exportAs('pdf', { title: 'Łódź', content: content.join('\n\n') }, cookie);
    expect(res.statusCode).toBe(200);
    const lines = await pdfText(res.rawPayload);
    expect(lines).toEqual(['Łódź', ...content]);
    // Scripts the font lacks still give a valid file (their glyphs print as boxes).
    const cjk = await exportAs('pdf', { title: '你好', content: 'こんにちは 👋' }, cookie);
    expect(cjk.statusCode).toBe(200);
    expect(cjk.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the title once when the document starts with it', async () => {
    const { cookie } = await signUp(ctx().app);
    const content = '# Rivers\n\nLesson body\n\n# Rivers again';
    const pdf = await exportAs('pdf', { title: 'Rivers', content }, cookie);
    const lines = await pdfText(pdf.rawPayload);
    expect(lines.filter((t) => t === 'Rivers')).toHaveLength(1);
    expect(lines).toContain('Rivers again');
    const docx = documentXml(
      (await exportAs('docx', { title: 'Rivers', content }, cookie)).rawPayload,
    );
    expect(docx.match(/>Rivers</g)).toHaveLength(1);
    const md = await exportAs('markdown', { title: 'Rivers', content }, cookie);
    expect(md.body).toBe(content);
  });

  it('refuses a bad format, a missing title, too much content, wrong types and signed-out callers', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await exportAs('exe', { title: 'x', content: '' }, cookie)).json().message).toBe(
      M.formatInvalid,
    );
    expect((await exportAs('pdf', { title: '  ', content: 'x' }, cookie)).json().message).toBe(
      M.titleRequired,
    );
    expect(
      (await exportAs('pdf', { title: 'x', content: 'y'.repeat(500_001) }, cookie)).json().message,
    ).toBe(M.contentTooLong);
    expect((await exportAs('pdf', { title: 'x', content: 42 }, cookie)).statusCode).toBe(400);
    expect(
      (await exportAs('pdf', { title: 'x', content: 'z'.repeat(3_000_000) }, cookie)).statusCode,
    ).toBe(413);
    expect((await exportAs('pdf', { title: 'x', content: 'y' })).statusCode).toBe(401);
  });

  it('names files safely whatever the title', () => {
    expect(contentDisposition('../../etc/passwd', 'pdf')).toBe(
      `attachment; filename="....etcpasswd.pdf"; filename*=UTF-8''....etcpasswd.pdf`,
    );
    expect(contentDisposition('Élèves: “draft” <1>', 'docx')).toBe(
      `attachment; filename="lves draft 1.docx"; filename*=UTF-8''${encodeURIComponent('Élèves “draft” 1.docx')}`,
    );
    expect(contentDisposition('“”', 'md')).toContain('filename="document.md"');
  });
});
