import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './export.blocks';
import { columnWidths, pdfOf, pieces } from './export.pdf';

/**
 * Each page's lines of text: drawn runs grouped by their baseline, top to bottom, with where
 * the line starts and where its second run starts (runs printed over each other start alike).
 */
async function pageLines(pdf: Buffer): Promise<{ text: string; x: number; next?: number }[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: { text: string; x: number; next?: number }[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const byY = new Map<number, { text: string; x: number; next?: number }>();
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      const x = Math.round(item.transform[4]);
      const line = byY.get(y);
      if (line) {
        line.text += ` ${item.str}`;
        line.next ??= x;
      } else byY.set(y, { text: item.str, x });
    }
    pages.push([...byY.entries()].sort((a, b) => b[0] - a[0]).map(([, l]) => l));
  }
  await doc.destroy();
  return pages;
}

/** Every character one unit wide, except W (three). */
const width = (char: string) => (char === 'W' ? 3 : 1);

describe('pieces', () => {
  it('leaves text without long unbroken stretches as one piece', () => {
    expect(pieces('Rivers bend because water is lazy.', 10, width)).toEqual([
      'Rivers bend because water is lazy.',
    ]);
  });

  it('cuts a long stretch into pieces narrower than the line, keeping the text around it', () => {
    const word = 'a'.repeat(50);
    const out = pieces(`before ${word} after`, 20, width);
    expect(out).toEqual(['before ', 'a'.repeat(20), 'a'.repeat(20), 'a'.repeat(10), ' after']);
    expect(pieces('W'.repeat(30), 20, width)).toEqual(Array(5).fill('W'.repeat(6)));
  });

  it('caps the characters per piece even when they take no width', () => {
    const marks = `a${'\u0301'.repeat(999)}`;
    const out = pieces(marks, 20, (c) => (c === 'a' ? 1 : 0));
    expect(out.join('')).toBe(marks);
    expect(Math.max(...out.map((p) => p.length))).toBeLessThanOrEqual(120);
  });

  it('never splits a character made of two code units', () => {
    const emoji = '😀'.repeat(100);
    const out = pieces(emoji, 7, width);
    expect(out.join('')).toBe(emoji);
    for (const p of out) expect(p).toMatch(/^(😀)+$/u);
  });

  it('looks at each character of a huge word once (one pass)', () => {
    const calls: string[] = [];
    const word = 'ab'.repeat(150_000);
    const out = pieces(word, 100, (c) => {
      calls.push(c);
      return 1;
    });
    expect(calls).toHaveLength(word.length);
    expect(out).toHaveLength(word.length / 100);
    expect(out.join('')).toBe(word);
  });

  it('moves on even when a single character is wider than the line', () => {
    expect(pieces('WWWWWWWWWWWWWWWWWWWWWWWWW', 2, width)).toEqual(Array(25).fill('W'));
  });
});

describe('columnWidths', () => {
  it('gives each column its longest word, then shares the rest by what the text needs', () => {
    const w = columnWidths([40, 1000], [40, 60], 400);
    expect(w[0]!).toBeCloseTo(40);
    expect(w[0]! + w[1]!).toBeCloseTo(400);
    const even = columnWidths([100, 300], [50, 50], 400);
    expect(even[0]! + even[1]!).toBeCloseTo(400);
    expect(even[1]!).toBeGreaterThan(even[0]!);
  });

  it('caps a long word at 30% of the line and fits many columns in the line', () => {
    expect(columnWidths([900, 900], [900, 10], 400)[0]!).toBeGreaterThanOrEqual(120);
    const many = columnWidths(Array(20).fill(80), Array(20).fill(80), 400);
    expect(many.reduce((a, x) => a + x, 0)).toBeCloseTo(400);
    expect(columnWidths([], [], 500)).toEqual([]);
  });
});

describe('pdfOf', () => {
  it('prints task items with a box, never the brackets, and wrapped items under their text', async () => {
    const long = 'a requirement long enough to wrap onto a second line of the page for sure'.repeat(
      2,
    );
    const md = `- [x] Include an answer key\n- [ ] ${long}\n- ${long}\n\n1. ${long}`;
    const [lines] = await pageLines(await pdfOf('Checklist', markdownBlocks(md)));
    const text = lines!.map((l) => l.text).join('\n');
    expect(text).toContain('☑ Include an answer key');
    expect(text).toContain('☐ a requirement');
    expect(text).not.toMatch(/\[[ x]\]/);
    // Each wrapped item: its text starts after the marker, not over it, and its second line
    // starts right of the marker, under the text.
    for (const marker of ['☑', '☐', '•', '1.']) {
      const line = lines!.find((l) => l.text.startsWith(marker))!;
      if (line.next !== undefined) expect(line.next, marker).toBeGreaterThan(line.x + 4);
      if (marker === '☑') continue;
      const i = lines!.indexOf(line);
      expect(lines![i + 1]!.x, marker).toBeGreaterThan(line.x + 4);
    }
  });

  it('never leaves the last line alone on a page of its own', async () => {
    // One more item each time: at some count the last one would spill onto a new page alone.
    let split = 0;
    for (let items = 48; items <= 62; items += 1) {
      const md = Array.from({ length: items }, (_, i) => `- Item ${i + 1}`).join('\n');
      const pages = await pageLines(await pdfOf('List', markdownBlocks(md)));
      if (pages.length < 2) continue;
      split += 1;
      expect(pages.at(-1)!.length, `${items} items`).toBeGreaterThanOrEqual(2);
      expect(pages.flat().map((l) => l.text)).toContain(`• Item ${items}`);
    }
    expect(split).toBeGreaterThan(0);
  });
});
