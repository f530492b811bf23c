import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { plain, type Block, type Run } from './export.blocks';

const SIZES = [20, 16, 13, 12];

/**
 * DejaVu (a free licence, bundled from npm) instead of the standard PDF fonts, which only
 * encode Western European text: Polish, Turkish, Vietnamese, Greek and Cyrillic print as
 * written. pdfkit embeds only the glyphs a document uses. Scripts DejaVu lacks (Chinese,
 * Japanese, Korean) show as empty boxes; the Word export keeps them.
 */
const FONT_FILES = {
  body: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | undefined;
function loadFonts() {
  const require = createRequire(import.meta.url);
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

function write(doc: PDFKit.PDFDocument, runs: Run[], options: PDFKit.Mixins.TextOptions = {}) {
  if (runs.length === 0) return;
  runs.forEach((r, i) => {
    doc.font(r.bold ? 'bold' : r.italic ? 'italic' : 'body');
    doc.text(r.text, { ...options, continued: i < runs.length - 1 });
  });
}

export function pdfOf(title: string, blocks: Block[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Creator: 'Chalkwise' },
    });
    for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('bold').fontSize(22).text(title).moveDown(0.5);
    for (const b of blocks) {
      if (b.kind === 'heading') {
        doc.moveDown(0.4).fontSize(SIZES[Math.min(b.level, 4) - 1]!);
        write(
          doc,
          b.runs.map((r) => ({ ...r, bold: true })),
        );
        doc.moveDown(0.2);
      } else if (b.kind === 'paragraph') {
        doc.fontSize(11);
        write(doc, b.runs);
        doc.moveDown(0.4);
      } else if (b.kind === 'list') {
        doc.fontSize(11);
        b.items.forEach((item, i) =>
          write(doc, [{ text: b.ordered ? `${i + 1}. ` : '• ' }, ...item], { indent: 12 }),
        );
        doc.moveDown(0.4);
      } else if (b.kind === 'table') {
        doc.fontSize(10).font('bold').text(b.header.map(plain).join('  |  '));
        doc.font('body');
        for (const row of b.rows) doc.text(row.map(plain).join('  |  '));
        doc.moveDown(0.4);
      } else if (b.kind === 'code') {
        doc.font('mono').fontSize(10).text(b.text).moveDown(0.4);
      } else {
        doc.moveDown(0.6);
      }
    }
    doc.end();
  });
}
