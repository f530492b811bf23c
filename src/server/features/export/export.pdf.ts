import PDFDocument from 'pdfkit';
import { plain, type Block, type Run } from './export.blocks';

const SIZES = [20, 16, 13, 12];

/**
 * The standard PDF fonts encode WinAnsi (Latin-1 plus typographic quotes, dashes, bullet);
 * other characters become "?" rather than breaking the file. A bundled Unicode font would
 * lift this limit.
 */
const latin1 = (s: string) => s.replace(/[^\t\n\r\x20-\x7e\xa0-\xff‘’“”–—…•€™]/g, '?');

function write(doc: PDFKit.PDFDocument, runs: Run[], options: PDFKit.Mixins.TextOptions = {}) {
  if (runs.length === 0) return;
  runs.forEach((r, i) => {
    doc.font(r.bold ? 'Helvetica-Bold' : r.italic ? 'Helvetica-Oblique' : 'Helvetica');
    doc.text(latin1(r.text), { ...options, continued: i < runs.length - 1 });
  });
}

export function pdfOf(title: string, blocks: Block[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: latin1(title), Creator: 'Chalkwise' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text(latin1(title)).moveDown(0.5);
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
        doc
          .fontSize(10)
          .font('Helvetica-Bold')
          .text(latin1(b.header.map(plain).join('  |  ')));
        doc.font('Helvetica');
        for (const row of b.rows) doc.text(latin1(row.map(plain).join('  |  ')));
        doc.moveDown(0.4);
      } else if (b.kind === 'code') {
        doc.font('Courier').fontSize(10).text(latin1(b.text)).moveDown(0.4);
      } else {
        doc.moveDown(0.6);
      }
    }
    doc.end();
  });
}
