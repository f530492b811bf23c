import mammoth from 'mammoth';
import { readZipEntry, zipEntries } from '../../platform/zip/zip-read';

/**
 * Worker task (issue 34 item 3): the text of a teacher's file, read on a pool thread under a
 * time budget so a large or hostile file never holds the event loop. Refusals are data.
 */
export type ExtractKind = 'pdf' | 'docx' | 'pptx' | 'text';
export type ExtractRead =
  | { ok: true; text: string; pages: number }
  | { ok: false; reason: 'no_text' | 'encrypted' | 'unreadable' };

/** Past this unpacked, a zip (DOCX, PPTX) is not a classroom document: refused. */
const UNPACKED_MAX = 100 * 1024 * 1024;

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function pdfText(bytes: Uint8Array): Promise<ExtractRead> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  }
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    // A PDF breaks lines where the page is full: a line that does not end a sentence, a heading
    // or an item runs on into the next, so a sentence wrapped over two lines stays one sentence.
    pages.push(
      lines.reduce(
        (text, l) =>
          !text ? l : /[.!?:;"')\]]\s*$/.test(text) || !l.trim() ? `${text}\n${l}` : `${text} ${l}`,
        '',
      ),
    );
    page.cleanup();
  }
  const numPages = doc.numPages;
  await doc.destroy();
  const text = tidy(pages.join('\n\n'));
  return text ? { ok: true, text, pages: numPages } : { ok: false, reason: 'no_text' };
}

async function docxText(bytes: Uint8Array): Promise<ExtractRead> {
  const entries = zipEntries(bytes);
  if (!entries.some((e) => e.name === 'word/document.xml'))
    return { ok: false, reason: 'unreadable' };
  if (entries.reduce((n, e) => n + e.size, 0) > UNPACKED_MAX)
    return { ok: false, reason: 'unreadable' };
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  const text = tidy(value);
  return text ? { ok: true, text, pages: 1 } : { ok: false, reason: 'no_text' };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : XML_ENTITIES[e.toLowerCase()]!,
  );

/** A PPTX is a zip of XML: each slide's paragraphs (<a:p>) and their runs' text (<a:t>), in order. */
function pptxText(bytes: Uint8Array): ExtractRead {
  const entries = zipEntries(bytes);
  if (entries.reduce((n, e) => n + e.size, 0) > UNPACKED_MAX)
    return { ok: false, reason: 'unreadable' };
  const slideNo = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  const slides = entries
    .filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e.name))
    .sort((a, b) => slideNo(a.name) - slideNo(b.name));
  if (slides.length === 0) return { ok: false, reason: 'unreadable' };
  const decoder = new TextDecoder();
  const texts = slides.map((entry) => {
    const xml = decoder.decode(readZipEntry(bytes, entry));
    return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p [^>]*>([\s\S]*?)<\/a:p>/g)]
      .map((p) =>
        [...(p[1] ?? p[2] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>/g)]
          .map((t) => unescapeXml(t[1]!))
          .join(''),
      )
      .filter((line) => line.trim())
      .join('\n');
  });
  const text = tidy(texts.join('\n\n'));
  return text ? { ok: true, text, pages: slides.length } : { ok: false, reason: 'no_text' };
}

function plainText(bytes: Uint8Array): ExtractRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (text.includes('\u0000')) return { ok: false, reason: 'unreadable' };
  const tidied = tidy(text.replace(/^\uFEFF/, ''));
  return tidied ? { ok: true, text: tidied, pages: 1 } : { ok: false, reason: 'no_text' };
}

export async function extractText(input: {
  bytes: Uint8Array;
  kind: ExtractKind;
}): Promise<ExtractRead> {
  try {
    switch (input.kind) {
      case 'pdf':
        return await pdfText(input.bytes);
      case 'docx':
        return await docxText(input.bytes);
      case 'pptx':
        return pptxText(input.bytes);
      case 'text':
        return plainText(input.bytes);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
