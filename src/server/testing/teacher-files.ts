import { createCanvas } from '@napi-rs/canvas';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/**
 * Teachers' files made in the test (issue 34 item 3), so nothing binary is committed: a PDF with
 * text, a PDF of a picture only (a scan), a password-protected PDF, a Word document and a
 * PowerPoint deck, plus a multipart body to send one as the field `file`.
 */
export const WATER_TEXT = [
  'The water cycle moves water between the land, the sea and the sky.',
  'The sun warms the sea and water evaporates into the air as water vapour.',
  'High in the sky the vapour cools and condenses into tiny drops that make clouds.',
  'When the drops grow heavy they fall as rain or snow, which is called precipitation.',
];

function pdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export const textPdf = () =>
  pdf({}, (doc) => {
    doc.fontSize(14).text(WATER_TEXT.slice(0, 2).join(' '));
    doc.addPage();
    doc.fontSize(14).text(WATER_TEXT.slice(2).join(' '));
  });

export function picturePng(): Buffer {
  const canvas = createCanvas(200, 100);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 200, 100);
  g.fillStyle = '#135';
  g.fillRect(20, 20, 160, 60);
  return canvas.toBuffer('image/png');
}

/** A "scan": one page holding a picture and no text. */
export const scannedPdf = () =>
  pdf({}, (doc) => void doc.image(picturePng(), 50, 50, { width: 400 }));

export const encryptedPdf = () =>
  pdf({ userPassword: 'secret', ownerPassword: 'owner' }, (doc) => void doc.text(WATER_TEXT[0]!));

export const wordDocx = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        { children: WATER_TEXT.map((t) => new Paragraph({ children: [new TextRun(t)] })) },
      ],
    }),
  );

const slideXml = (lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${lines
    .map(
      (l) => `<a:p><a:r><a:t>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a:t></a:r></a:p>`,
    )
    .join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

export const slidesPptx = () =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      'ppt/presentation.xml': strToU8('<?xml version="1.0"?><p:presentation/>'),
      'ppt/slides/slide1.xml': strToU8(slideXml(WATER_TEXT.slice(0, 2))),
      'ppt/slides/slide2.xml': strToU8(slideXml(WATER_TEXT.slice(2))),
    }),
  );

/** A multipart/form-data body with one file part (field `file` unless said). */
export function multipart(name: string, bytes: Buffer, type: string, field = 'file') {
  const boundary = `----chalkwise${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
