// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../web/lib/markdown';
import { listMarker, markdownBlocks, plain, type Block } from './export.blocks';

/**
 * The page a teacher previews (the web's renderMarkdown) and the file they download (the
 * exports' markdownBlocks) read markdown with one parser, so they agree on its structure:
 * which headings, paragraphs, list items (and how deep), table cells and code there are.
 */
type Part = (string | number | boolean | string[])[];

function fromExport(blocks: Block[]): Part[] {
  const parts: Part[] = [];
  for (const b of blocks) {
    if (b.kind === 'heading') parts.push([`h${b.level}`, plain(b.runs)]);
    else if (b.kind === 'paragraph') parts.push(['p', plain(b.runs)]);
    else if (b.kind === 'list')
      b.items.forEach((item, i) => {
        // A task's box: the file draws it before the text, the page writes it into the text.
        const box = b.tasks?.[i] === undefined || b.tasks[i] === null ? '' : listMarker(b, i);
        parts.push(['li', b.depth, b.ordered, box + plain(item)]);
      });
    else if (b.kind === 'table')
      parts.push(['table', ...[b.header, ...b.rows].map((row) => row.map(plain))]);
    else if (b.kind === 'code') parts.push(['code', b.text]);
    else parts.push(['hr']);
  }
  return parts;
}

function fromPreview(html: string): Part[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const parts: Part[] = [];
  const walk = (el: Element, depth: number) => {
    const tag = el.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag)) parts.push([tag, el.textContent ?? '']);
    else if (tag === 'p') parts.push(['p', el.textContent ?? '']);
    else if (tag === 'ul' || tag === 'ol')
      for (const li of el.children) {
        const own = [...li.childNodes].filter((n) => !/^(UL|OL)$/.test(n.nodeName));
        const text = own.map((n) => n.textContent ?? '').join('');
        parts.push(['li', depth, tag === 'ol', text.replace(/^\n+|\n+$/g, '')]);
        for (const nested of li.querySelectorAll(':scope > ul, :scope > ol'))
          walk(nested, depth + 1);
      }
    else if (tag === 'table')
      parts.push([
        'table',
        ...[...el.querySelectorAll('tr')].map((tr) =>
          [...tr.children].map((cell) => cell.textContent ?? ''),
        ),
      ]);
    else if (tag === 'pre') parts.push(['code', (el.textContent ?? '').replace(/\n$/, '')]);
    else if (tag === 'hr') parts.push(['hr']);
    else for (const child of el.children) walk(child, depth);
  };
  for (const child of host.children) walk(child, 0);
  return parts;
}

const LESSON = `# Fractions

Warm-up: **compare** _halves_ and \`quarters\`,
then ~~guess~~ check.

1) Fold a strip
2) Shade one part
   - name it
     * say it aloud
3) Compare

- [x] strips cut
- [ ] markers out

| Phase | Minutes |
|---|--:|
| Hook | 5 |
| **Practice** | 20 |

    indented code

\`\`\`
1/2 > 1/4
\`\`\`

***

> A quoted hint
> on two lines

Setext heading
--------------

<div>raw html</div>

Last line
* a list right under a paragraph`;

describe('preview and export agree', () => {
  it('on headings, paragraphs, nested and task lists, tables and code', () => {
    const exported = fromExport(markdownBlocks(LESSON));
    expect(exported.map((p) => p[0])).toEqual([
      'h1',
      'p',
      'li',
      'li',
      'li',
      'li',
      'li',
      'li',
      'li',
      'table',
      'code',
      'code',
      'hr',
      'p',
      'h2',
      'p',
      'li',
    ]);
    expect(fromPreview(renderMarkdown(LESSON))).toEqual(exported);
  });
});
