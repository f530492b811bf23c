import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { listMarker, plain, type Block, type Run } from './export.blocks';

const SIZES = [20, 16, 13, 12];
/** Lists deeper than this print at this indentation (the text keeps its order). */
const MAX_INDENT_DEPTH = 6;

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

/**
 * pdfkit wraps a word wider than the line by measuring what is left of it again after every
 * line it fills, which is quadratic: a 300,000-character word took minutes and then the whole
 * heap. Every stretch of text without a space longer than this is therefore cut here, in one
 * pass, into pieces narrower than a line; each piece is handed over as its own continued text,
 * so pdfkit only ever wraps between pieces or at spaces.
 */
const LONG_STRETCH = /[^ \t\r\n]{24,}/g;
/** At most this many characters per piece, whatever their width (zero-width marks, say). */
const MAX_PIECE_CHARS = 120;
/** Kerning and shaping can make a piece a little wider than the sum of its characters. */
const WIDTH_SAFETY = 0.9;

function lineWidth(doc: PDFKit.PDFDocument, indent: number) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right - indent;
}

/**
 * The text in pieces none of which is an unbreakable stretch wider than `maxWidth` in the
 * current font. Widths are summed per character (each distinct one measured once).
 */
export function pieces(
  text: string,
  maxWidth: number,
  widthOf: (char: string) => number,
): string[] {
  const out: string[] = [];
  let from = 0;
  for (const match of text.matchAll(LONG_STRETCH)) {
    out.push(text.slice(from, match.index));
    let piece = '';
    let width = 0;
    let chars = 0;
    for (const char of match[0]) {
      const w = widthOf(char);
      if (chars > 0 && (width + w > maxWidth || chars >= MAX_PIECE_CHARS)) {
        out.push(piece);
        piece = '';
        width = 0;
        chars = 0;
      }
      piece += char;
      width += w;
      chars += 1;
    }
    out.push(piece);
    from = match.index + match[0].length;
  }
  out.push(text.slice(from));
  return out.filter((p) => p !== '');
}

function write(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  options: PDFKit.Mixins.TextOptions & { font?: FontName } = {},
) {
  const { font, ...textOptions } = options;
  const max = (textOptions.width ?? lineWidth(doc, textOptions.indent ?? 0)) * WIDTH_SAFETY;
  const parts: { font: FontName; text: string }[] = [];
  for (const r of runs) {
    const name: FontName = font ?? (r.bold ? 'bold' : r.italic ? 'italic' : 'body');
    doc.font(name);
    const widths = new Map<string, number>();
    const widthOf = (char: string) => {
      let w = widths.get(char);
      if (w === undefined) widths.set(char, (w = doc.widthOfString(char)));
      return w;
    };
    for (const text of pieces(r.text, max, widthOf)) parts.push({ font: name, text });
  }
  parts.forEach((p, i) => {
    doc.font(p.font);
    doc.text(p.text, { ...textOptions, continued: i < parts.length - 1 });
  });
}

/** Space between a cell's border and its text. */
const CELL_PAD = 4;
/** A column's longest word gets at most this share of the line before it must break. */
const MAX_WORD_SHARE = 0.3;

/**
 * Column widths that fill `total`. Each column first gets room for its longest word (up to
 * 30% of the line, so 'Phase' never breaks inside), then the rest of the line goes to the
 * columns in proportion to what their longest cell would still need on one line.
 */
export function columnWidths(
  natural: readonly number[],
  longestWord: readonly number[],
  total: number,
): number[] {
  if (natural.length === 0) return [];
  let floors = natural.map((n, c) => Math.min(longestWord[c] ?? 0, n, total * MAX_WORD_SHARE));
  const floorSum = floors.reduce((a, w) => a + w, 0);
  if (floorSum > total) floors = floors.map((f) => (f / floorSum) * total);
  const rest = total - floors.reduce((a, w) => a + w, 0);
  const extra = natural.map((n, c) => Math.max(0, Math.min(n, total) - floors[c]!));
  const extraSum = extra.reduce((a, w) => a + w, 0);
  return floors.map((f, c) =>
    extraSum > 0 ? f + (extra[c]! / extraSum) * rest : f + rest / natural.length,
  );
}

/**
 * A table as a grid of bordered cells (a shaded header row, repeated after a page break), not
 * lines of text with bars between the cells. Cell text is cut with `pieces` like all text, so
 * an unbroken stretch cannot make pdfkit's wrapping quadratic.
 */
function table(doc: PDFKit.PDFDocument, b: Extract<Block, { kind: 'table' }>) {
  const rows = [b.header, ...b.rows].map((row) => row.map(plain));
  const columns = Math.max(0, ...rows.map((r) => r.length));
  if (columns === 0) return;
  doc.fontSize(10);
  const left = doc.page.margins.left;
  const total = lineWidth(doc, 0);
  doc.font('bold');
  // Measured on at most 400 characters a cell: enough to know a column wants the whole line.
  const measure = (text: string) => doc.widthOfString(text.slice(0, 400)) + 2 * CELL_PAD;
  const natural: number[] = [];
  const longestWord: number[] = [];
  for (let c = 0; c < columns; c += 1) {
    let cell = 0;
    let word = 0;
    for (const r of rows) {
      const text = r[c] ?? '';
      cell = Math.max(cell, measure(text));
      for (const w of text.slice(0, 400).split(/\s+/)) word = Math.max(word, measure(w));
    }
    natural.push(cell);
    longestWord.push(word);
  }
  const widths = columnWidths(natural, longestWord, total);
  const lines = (text: string, font: FontName, width: number) => {
    doc.font(font);
    const widthsOf = new Map<string, number>();
    const widthOf = (char: string) => {
      let w = widthsOf.get(char);
      if (w === undefined) widthsOf.set(char, (w = doc.widthOfString(char)));
      return w;
    };
    // A long stretch's pieces each fit the cell, so they go on lines of their own.
    return pieces(text, width * WIDTH_SAFETY, widthOf).join('\n');
  };
  const drawRow = (cells: string[], header: boolean) => {
    const font: FontName = header ? 'bold' : 'body';
    const texts = widths.map((w, c) => lines(cells[c] ?? '', font, w - 2 * CELL_PAD));
    doc.font(font);
    const height =
      Math.max(
        ...texts.map((t, c) =>
          t ? doc.heightOfString(t, { width: widths[c]! - 2 * CELL_PAD }) : 0,
        ),
        doc.currentLineHeight(),
      ) +
      2 * CELL_PAD;
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + height > bottom && doc.y > doc.page.margins.top) {
      doc.addPage();
      if (!header) drawRow(rows[0]!, true);
    }
    const top = doc.y;
    let x = left;
    widths.forEach((w, c) => {
      if (header) doc.rect(x, top, w, height).fillColor('#eeeeee').fill();
      doc.rect(x, top, w, height).lineWidth(0.5).strokeColor('#999999').stroke();
      doc
        .fillColor('black')
        .font(font)
        .text(texts[c]!, x + CELL_PAD, top + CELL_PAD, { width: w - 2 * CELL_PAD });
      x += w;
    });
    doc.x = left;
    doc.y = top + height;
  };
  rows.forEach((cells, r) => drawRow(cells, r === 0));
}

/** The body's size, and the line a lone-line check measures by. */
const BODY_SIZE = 11;

/**
 * A list item with a hanging indent: the marker (number, bullet or box) in its own column and
 * the text in a column beside it, so wrapped lines line up under the text, not the marker.
 */
function listItem(doc: PDFKit.PDFDocument, b: Extract<Block, { kind: 'list' }>, i: number) {
  const marker = listMarker(b, i);
  const indent = 12 * (1 + Math.min(b.depth, MAX_INDENT_DEPTH));
  const left = doc.page.margins.left;
  doc.font('body');
  const hang = doc.widthOfString(marker);
  // The marker and the item's first line go over a page break together.
  if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
  const top = doc.y;
  doc.text(marker, left + indent, top, { lineBreak: false });
  doc.x = left + indent + hang;
  doc.y = top;
  write(doc, b.items[i]!, { width: lineWidth(doc, indent + hang) });
  doc.x = left;
}

/** A heading never ends a page: with less than it and two body lines left, it starts the next. */
function keepWithNext(doc: PDFKit.PDFDocument, b: Extract<Block, { kind: 'heading' }>) {
  doc.font('bold');
  const width = lineWidth(doc, 0);
  const height = doc.heightOfString(plain(b.runs).slice(0, 400) || ' ', { width });
  const body = doc.fontSize(BODY_SIZE).currentLineHeight(true);
  doc.fontSize(SIZES[Math.min(b.level, 4) - 1]!);
  if (doc.y + height + 2 * body > doc.page.maxY() && doc.y > doc.page.margins.top) doc.addPage();
}

interface Layout {
  file: Buffer;
  pages: number;
  /** Where the last block's text ended: page (from 0) and y. */
  end: { page: number; y: number };
  top: number;
  line: number;
}

/** One pass of layout; `shorter` gives pages (from 0) whose text stops `shorter.by` earlier. */
function layout(
  title: string,
  blocks: Block[],
  shorter?: { page: number; by: number },
): Promise<Layout> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Creator: 'Chalkwise' },
    });
    let page = 0;
    const shorten = () => {
      if (shorter?.page === page) doc.page.margins.bottom += shorter.by;
    };
    shorten();
    doc.on('pageAdded', () => {
      page += 1;
      shorten();
    });
    for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
    const chunks: Buffer[] = [];
    let end = { page: 0, y: 0 };
    const top = doc.page.margins.top;
    const line = doc.font('body').fontSize(BODY_SIZE).currentLineHeight(true);
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve({ file: Buffer.concat(chunks), pages: page + 1, end, top, line }));
    doc.on('error', reject);
    doc.fontSize(22);
    write(doc, [{ text: title }], { font: 'bold' });
    doc.moveDown(0.5);
    for (const b of blocks) {
      if (b.kind === 'heading') {
        doc.moveDown(0.4).fontSize(SIZES[Math.min(b.level, 4) - 1]!);
        keepWithNext(doc, b);
        write(doc, b.runs, { font: 'bold' });
        end = { page, y: doc.y };
        doc.moveDown(0.2);
        continue;
      }
      if (b.kind === 'paragraph') {
        doc.fontSize(BODY_SIZE);
        write(doc, b.runs);
      } else if (b.kind === 'list') {
        doc.fontSize(BODY_SIZE);
        b.items.forEach((_, i) => listItem(doc, b, i));
      } else if (b.kind === 'table') {
        table(doc, b);
      } else if (b.kind === 'code') {
        doc.fontSize(10);
        write(doc, [{ text: b.text }], { font: 'mono' });
      } else {
        doc.moveDown(0.2);
      }
      end = { page, y: doc.y };
      doc.moveDown(0.4);
    }
    doc.end();
  });
}

/** The last page holds a single line of text (a widow), which reads as a page printed by mistake. */
const loneLastLine = (l: Layout) =>
  l.pages > 1 && l.end.page === l.pages - 1 && l.end.y - l.top < 1.5 * l.line;

/**
 * The document as a PDF. When its last line would stand alone on the last page, the page
 * before ends a line or two earlier (laid out again), so at least two lines go over together.
 */
export async function pdfOf(title: string, blocks: Block[]): Promise<Buffer> {
  let result = await layout(title, blocks);
  for (let lines = 1; lines <= 3 && loneLastLine(result); lines += 1) {
    const again = await layout(title, blocks, {
      page: result.pages - 2,
      by: lines * result.line,
    });
    if (again.pages === result.pages) result = again;
  }
  return result.file;
}
