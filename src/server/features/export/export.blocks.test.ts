import { describe, expect, it } from 'vitest';
import { countParts, markdownBlocks, MAX_NESTING, plain, withoutTitle } from './export.blocks';

describe('markdownBlocks', () => {
  it('reads headings, styled runs, links, tables, code and rules, and drops raw HTML', () => {
    const blocks = markdownBlocks(
      [
        '# Rivers',
        'Ask **why** rivers _bend_ & [see](https://example.com/map) <https://example.com>.',
        '<script>alert(1)</script>',
        '| Phase | Minutes |\n|---|---|\n| Warm-up | 5 |',
        '```\nline 1\nline 2\n```',
        '---',
      ].join('\n\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [{ text: 'Rivers' }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Ask ' },
          { text: 'why', bold: true },
          { text: ' rivers ' },
          { text: 'bend', italic: true },
          { text: ' & see (https://example.com/map) https://example.com.' },
        ],
      },
      {
        kind: 'table',
        header: [[{ text: 'Phase' }], [{ text: 'Minutes' }]],
        rows: [[[{ text: 'Warm-up' }], [{ text: '5' }]]],
      },
      { kind: 'code', text: 'line 1\nline 2' },
      { kind: 'rule' },
    ]);
  });

  it('keeps nested lists in order, with their depth and numbering', () => {
    const blocks = markdownBlocks('3. one\n   - a\n   - b\n4. two\n\nafter');
    expect(blocks).toEqual([
      { kind: 'list', ordered: true, start: 3, depth: 0, items: [[{ text: 'one' }]] },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        depth: 1,
        items: [[{ text: 'a' }], [{ text: 'b' }]],
      },
      { kind: 'list', ordered: true, start: 4, depth: 0, items: [[{ text: 'two' }]] },
      { kind: 'paragraph', runs: [{ text: 'after' }] },
    ]);
  });

  it('flattens quotes into their text', () => {
    expect(markdownBlocks('> quoted\n>\n> > twice')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'quoted' }] },
      { kind: 'paragraph', runs: [{ text: 'twice' }] },
    ]);
  });

  it('drops blocks nested deeper than the limit without overflowing the stack, and keeps the rest', () => {
    const deep = `${'>'.repeat(MAX_NESTING * 1000)} lost\n\nkept`;
    expect(markdownBlocks(deep)).toEqual([{ kind: 'paragraph', runs: [{ text: 'kept' }] }]);
    const lists = Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const listBlocks = markdownBlocks(lists);
    expect(listBlocks.length).toBeLessThanOrEqual(MAX_NESTING);
    expect(listBlocks.map((b) => (b.kind === 'list' ? b.depth : -1))).toEqual(
      listBlocks.map((_, i) => i),
    );
  });

  it('keeps inline markup nested past the limit as text', () => {
    const stars = '*'.repeat(50_000);
    const [block] = markdownBlocks(`${stars}a${stars}`);
    expect(block?.kind).toBe('paragraph');
    if (block?.kind === 'paragraph') expect(plain(block.runs)).toContain('a');
  });
});

describe('withoutTitle and countParts', () => {
  it('removes a leading heading equal to the title only', () => {
    expect(withoutTitle(markdownBlocks('# T\n\nx'), 'T')).toHaveLength(1);
    expect(withoutTitle(markdownBlocks('## T\n\nx'), 'T')).toHaveLength(2);
  });

  it('counts paragraphs, items, cells, code lines and runs', () => {
    expect(countParts(markdownBlocks('a **b** c\n\n- x\n- y'))).toBe(3 + 2);
    expect(countParts(markdownBlocks('|h|i|\n|-|-|\n|1|2|'))).toBe(4);
    expect(countParts(markdownBlocks('```\n1\n2\n3\n```\n\n---'))).toBe(3 + 1);
    expect(countParts([])).toBe(0);
  });
});
