import { once } from 'node:events';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import {
  EXPORT_CONTENT_MAX,
  EXPORT_ERRORS,
  EXPORT_MESSAGES as M,
  EXPORT_PARTS_MAX,
} from '../../../contracts/export.contract';
import { createWorkerPool, workerTask, type WorkerPool } from '../../platform/workers/worker-pool';
import type { gated } from '../../platform/workers/worker-pool.fixture';
import { contentDisposition } from './export.routes';

const ctx = useTestApp();
const GATE_TASK = workerTask<typeof gated>(
  new URL('../../platform/workers/worker-pool.fixture.ts', import.meta.url),
  'gated',
);

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

const call = caller(ctx);
const exportAs = (format: string, body: unknown, cookie?: string) =>
  call('POST', `/api/export/${format}`, cookie, body);

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

/** Each drawn run with where it starts on its page (PDF units, y up). */
async function pdfItems(pdf: Buffer): Promise<{ str: string; x: number; y: number }[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const items: { str: string; x: number; y: number }[] = [];
  const content = await (await doc.getPage(1)).getTextContent();
  for (const item of content.items)
    if ('str' in item && item.str.trim())
      items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
  await doc.destroy();
  return items;
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
      '<w:t xml:space="preserve">1.</w:t><w:tab/>',
      'Predict',
      'Minutes',
      'why',
    ])
      expect(xml).toContain(text);
    expect(xml).toContain('rivers bend &amp; ');
    expect(xml).not.toContain('<script>');
  });

  it('prints task items as ticked or empty boxes in Word, never the brackets', async () => {
    const { cookie } = await signUp(ctx().app);
    const content = '- [x] Include an answer key\n- [ ] Keep it to one page';
    const xml = documentXml(
      (await exportAs('docx', { title: 'Notes', content }, cookie)).rawPayload,
    );
    expect(xml).toContain('☑</w:t><w:tab/>');
    expect(xml).toContain('☐</w:t><w:tab/>');
    expect(xml).toContain('Include an answer key');
    expect(xml).not.toMatch(/\[[ x]\]/);
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
      'Minutes',
      'Warm-up',
      '5',
    ]);
    // A real table: the cells sit in columns and rows, not on one line between bars.
    const at = Object.fromEntries(
      (await pdfItems(res.rawPayload)).map((i) => [i.str, { x: i.x, y: i.y }]),
    );
    expect(at.Minutes!.y).toBeCloseTo(at.Phase!.y, 0);
    expect(at.Minutes!.x).toBeGreaterThan(at.Phase!.x + 20);
    expect(at['Warm-up']!.x).toBeCloseTo(at.Phase!.x, 0);
    expect(at['Warm-up']!.y).toBeLessThan(at.Phase!.y);
    expect(at['5']!.x).toBeCloseTo(at.Minutes!.x, 0);
  });

  it('prints a long table across pages with its header again, and huge cells quickly', async () => {
    const { cookie } = await signUp(ctx().app);
    const rows = Array.from(
      { length: 80 },
      (_, i) => `| Step ${i + 1} | ${'w'.repeat(300)} notes |`,
    );
    const content = ['| Phase | Notes |', '|---|---|', ...rows].join('\n');
    const res = await exportAs('pdf', { title: 'Long', content }, cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text.filter((t) => t === 'Phase').length).toBeGreaterThan(1);
    expect(text).toContain('Step 80');
    expect(text).not.toContain('Phas');
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
      (await exportAs('pdf', { title: 'x', content: 'z'.repeat(2_100_000) }, cookie)).statusCode,
    ).toBe(413);
    expect((await exportAs('pdf', { title: 'x', content: 'y' })).statusCode).toBe(401);
  });

  it('leaves out characters XML cannot hold, so Word opens the file', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await exportAs('docx', { title: 'Bell\u0007', content: 'a\u0001b\u001fc' }, cookie);
    expect(res.statusCode).toBe(200);
    const xml = documentXml(res.rawPayload);
    expect(xml).toContain('abc');
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
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

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/**
 * Hostile documents at the size limit (EXPORT_CONTENT_MAX characters). Layout runs on a worker
 * thread under EXPORT_BUDGET_MS, past which the route answers 422: so a 200 here is a layout
 * that finished within the budget the code enforces. Before, a 300,000-character word took
 * minutes and then the whole heap (pdfkit re-measured the rest of the word after every line).
 */
describe('POST /api/export/:format with hostile documents at the size limit', () => {
  const workers = createWorkerPool({ size: 1 });
  const hostile = useTestApp({ deps: { workers } });
  afterAll(() => workers.close());
  const N = EXPORT_CONTENT_MAX;
  const send = caller(hostile);
  const post = (format: string, content: string, cookie: string) =>
    send('POST', `/api/export/${format}`, cookie, { title: 'T', content });
  const slow = { timeout: 120_000 };

  it(
    'lays out one word as long as the limit, in lines that keep every character',
    slow,
    async () => {
      const { cookie } = await signUp(hostile().app);
      const word = 'w'.repeat(N);
      const pdf = await post('pdf', word, cookie);
      expect(pdf.statusCode).toBe(200);
      const [title, ...lines] = await pdfText(pdf.rawPayload);
      expect(title).toBe('T');
      expect(lines.length).toBeGreaterThan(N / 200);
      expect(lines.join('')).toBe(word);
      const docx = await post('docx', word, cookie);
      expect(docx.statusCode).toBe(200);
      expect(documentXml(docx.rawPayload)).toContain(word);
    },
  );

  it.each([
    ['non-breaking spaces', 'a\u00a0'.repeat(N / 2)],
    ['angle brackets', '<'.repeat(N)],
    ['combining accents on one letter', `a${'\u0301'.repeat(N - 1)}`],
    ['astral characters (surrogate pairs)', '😀'.repeat(N / 2)],
    ['one line of a table', `|${'a|'.repeat(N / 4 - 1)}`],
    ['nested emphasis', `${'*'.repeat(N / 2 - 1)}a${'*'.repeat(N / 2)}`],
    ['quotes nested past the limit', '>'.repeat(N)],
    ['quotes nested with spaces', `${'> '.repeat(N / 2 - 1)}x`],
    [
      'lists nested past the limit',
      Array.from({ length: 700 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n'),
    ],
    ['links and brackets', '[a]('.repeat(N / 4)],
    ['quote characters (twice as long as JSON)', '"'.repeat(N)],
    ['Chinese (three bytes a character)', '中'.repeat(N)],
    ['many short lines', 'a\n'.repeat(N / 2)],
  ])('exports %s as PDF and Word', slow, async (_shape, content) => {
    expect(content.length).toBeLessThanOrEqual(N);
    const { cookie } = await signUp(hostile().app);
    for (const format of ['pdf', 'docx']) {
      const res = await post(format, content, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe(format === 'pdf' ? '%P' : 'PK');
    }
  });

  it('prints as many pages as the short lines need', slow, async () => {
    const { cookie } = await signUp(hostile().app);
    const res = await post('pdf', 'a\n'.repeat(N / 2), cookie);
    expect(pages(res.rawPayload)).toBeGreaterThan(N / 2 / 60);
  });

  it('drops what is nested deeper than the limit and keeps the rest', slow, async () => {
    const { cookie } = await signUp(hostile().app);
    const content = `before\n\n${'>'.repeat(N - 20)}\n\nafter`;
    const lines = await pdfText((await post('pdf', content, cookie)).rawPayload);
    expect(lines[0]).toBe('T');
    expect(lines[1]).toBe('before');
  });

  it.each([
    ['paragraphs', (n: number) => 'a\n\n'.repeat(n)],
    ['list items', (n: number) => '- a\n'.repeat(n)],
    ['table cells', (n: number) => `|h|\n|-|\n${'|c|\n'.repeat(n - 1)}`],
    ['code lines', (n: number) => `\`\`\`\n${'x\n'.repeat(n)}\`\`\``],
    ['styled runs', (n: number) => '**a**a'.repeat(n / 2)],
  ])('answers 413 past %s parts, and exports the limit itself', slow, async (_shape, make) => {
    const { cookie } = await signUp(hostile().app);
    for (const format of ['pdf', 'docx']) {
      const at = await post(format, make(EXPORT_PARTS_MAX), cookie);
      expect(at.statusCode).toBe(200);
      const over = await post(format, make(EXPORT_PARTS_MAX + 2), cookie);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        message: EXPORT_ERRORS.too_many_parts.message,
        code: 'export.too_many_parts',
      });
    }
    // And as many parts as fit in the size limit.
    const most = Math.floor((N / make(1000).length) * 1000) - 10;
    expect(make(most).length).toBeLessThanOrEqual(N);
    const huge = await post('docx', make(most), cookie);
    expect(huge.statusCode).toBe(413);
  });

  it('keeps /healthz answering while a heavy export is laid out', slow, async () => {
    const { cookie } = await signUp(hostile().app);
    let exported = false;
    const started = once(workers, 'start');
    const heavy = post('pdf', 'w'.repeat(N), cookie).then((res) => {
      exported = true;
      return res;
    });
    await started;
    const health = await hostile().app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // Answered while the layout was still running on its thread.
    expect(workers.stats().running).toBe(1);
    expect(exported).toBe(false);
    expect((await heavy).statusCode).toBe(200);
  });
});

describe('POST /api/export/:format past the budget or with every thread busy', () => {
  const real = createWorkerPool({ size: 1, maxQueued: 0 });
  /** The real pool with a 1 ms budget: no layout fits, so the thread is always stopped. */
  const tight: WorkerPool = Object.assign(Object.create(real) as WorkerPool, {
    run: (...[task, input]: Parameters<WorkerPool['run']>) =>
      real.run(task, input, { budgetMs: 1 }),
  });
  const limited = useTestApp({ deps: { workers: tight } });
  const send = caller(limited);
  afterAll(() => real.close());

  it('answers 422 with a message when the layout runs past its budget, and stays up', async () => {
    const { cookie } = await signUp(limited().app);
    for (const format of ['pdf', 'docx']) {
      const res = await send('POST', `/api/export/${format}`, cookie, {
        title: 'T',
        content: 'Lesson',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: EXPORT_ERRORS.too_complex.message,
        code: 'export.too_complex',
      });
    }
    expect((await limited().app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the thread is taken and nothing may wait', async () => {
    const { cookie } = await signUp(limited().app);
    const gate = new SharedArrayBuffer(4);
    const started = once(real, 'start');
    const holding = real.run(GATE_TASK, { gate }, { budgetMs: 30_000 });
    await started;
    const res = await send('POST', '/api/export/pdf', cookie, { title: 'T', content: 'Lesson' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: EXPORT_ERRORS.busy.message, code: 'export.busy' });
    Atomics.store(new Int32Array(gate), 0, 1);
    Atomics.notify(new Int32Array(gate), 0);
    expect(await holding).toBe('released');
  });
});
