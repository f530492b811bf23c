import MarkdownIt, { type Token } from 'markdown-it';

/** Markdown as a few plain blocks both document writers understand (no HTML ever passes). */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  /** `depth` 0 is a top-level list; a nested list is its own block, after its parent item. */
  | {
      kind: 'list';
      ordered: boolean;
      start: number;
      depth: number;
      items: Run[][];
      /** Task items ("- [x] done", "- [ ] to do"): checked or not per item, null for others. */
      tasks?: (boolean | null)[];
    }
  | { kind: 'table'; header: Run[][]; rows: Run[][][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/**
 * How deep quotes, lists and links may nest. markdown-it (which the web client renders with too,
 * web/lib/markdown.ts) because it parses pathological input in linear time and stops at this depth:
 * deeper blocks are dropped and deeper inline markup stays plain text, where marked recursed
 * until the stack overflowed (`>>>>…`, `***…a***…`) or slowed quadratically (deep lists).
 */
export const MAX_NESTING = 40;

// Raw HTML is recognised so that it can be dropped, never printed as text or passed on.
const parser = new MarkdownIt({
  html: true,
  linkify: false,
  typographer: false,
  maxNesting: MAX_NESTING,
});

/** The runs of one inline token (a paragraph, heading or table cell), same-styled text merged. */
function runs(inline: Token | undefined): Run[] {
  const out: Run[] = [];
  let bold = 0;
  let italic = 0;
  // CommonMark links cannot contain links, so only the innermost one collects its text.
  const links: { href: string; text: string; autolink: boolean }[] = [];
  const add = (text: string) => {
    if (text === '') return;
    const link = links.at(-1);
    if (link) link.text += text;
    const style = { ...(bold > 0 ? { bold: true } : {}), ...(italic > 0 ? { italic: true } : {}) };
    const last = out.at(-1);
    if (last && !!last.bold === bold > 0 && !!last.italic === italic > 0) last.text += text;
    else out.push({ text, ...style });
  };
  for (const t of inline?.children ?? []) {
    switch (t.type) {
      case 'text':
      case 'code_inline':
        add(t.content);
        break;
      case 'softbreak':
      case 'hardbreak':
        add('\n');
        break;
      case 'strong_open':
        bold += 1;
        break;
      case 'strong_close':
        bold -= 1;
        break;
      case 'em_open':
        italic += 1;
        break;
      case 'em_close':
        italic -= 1;
        break;
      case 'link_open':
        links.push({
          href: String(t.attrGet('href') ?? ''),
          text: '',
          autolink: t.markup === 'autolink',
        });
        break;
      case 'link_close': {
        // Paper has no links: print the address after its text, unless the text is the address.
        const link = links.pop();
        if (link && link.href && !link.autolink && link.text !== link.href) add(` (${link.href})`);
        break;
      }
      case 'image':
        add(t.content);
        break;
      default:
        break; // inline HTML is dropped; strikethrough prints as plain text
    }
  }
  return out;
}

interface OpenList {
  ordered: boolean;
  next: number;
  depth: number;
  /** The block receiving items; null after a nested block, so the next item starts a new one. */
  block: Extract<Block, { kind: 'list' }> | null;
  /** The runs of the item being read; null once a nested block interrupted it. */
  item: Run[] | null;
}

/**
 * One pass over markdown-it's flat token stream (no recursion, so no depth can overflow the
 * stack). Quotes are flattened into their contents, as the documents have no quote style.
 */
export function markdownBlocks(markdown: string): Block[] {
  const tokens = parser.parse(markdown, {});
  const blocks: Block[] = [];
  const lists: OpenList[] = [];
  let heading = 0;
  let table: Extract<Block, { kind: 'table' }> | null = null;
  let row: Run[][] | null = null;
  let inHead = false;

  /** A block that is not an item's text ends the current list block (it goes on after it). */
  const push = (block: Block) => {
    for (const list of lists) {
      list.block = null;
      list.item = null;
    }
    blocks.push(block);
  };

  for (const t of tokens) {
    switch (t.type) {
      case 'heading_open':
        heading = Number(t.tag.slice(1));
        break;
      case 'heading_close':
        heading = 0;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const parent = lists.at(-1);
        if (parent) {
          parent.block = null;
          parent.item = null;
        }
        lists.push({
          ordered: t.type === 'ordered_list_open',
          next: Number(t.attrGet('start') ?? 1),
          depth: lists.length,
          block: null,
          item: null,
        });
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        if (!list) break;
        if (!list.block) {
          list.block = {
            kind: 'list',
            ordered: list.ordered,
            start: list.next,
            depth: list.depth,
            items: [],
          };
          blocks.push(list.block);
        }
        list.item = [];
        list.block.items.push(list.item);
        list.next += 1;
        break;
      }
      case 'table_open':
        table = { kind: 'table', header: [], rows: [] };
        push(table);
        break;
      case 'table_close':
        table = null;
        break;
      case 'thead_open':
        inHead = true;
        break;
      case 'thead_close':
        inHead = false;
        break;
      case 'tr_open':
        row = [];
        if (table && !inHead) table.rows.push(row);
        break;
      case 'tr_close':
        if (table && inHead && row) table.header = row;
        row = null;
        break;
      case 'inline': {
        const content = runs(t);
        const item = lists.at(-1)?.item;
        if (row) row.push(content);
        else if (heading) push({ kind: 'heading', level: heading, runs: content });
        else if (item) {
          // A loose item's second paragraph goes on a new line of the same item.
          if (item.length > 0) item.push({ text: '\n' });
          else markTask(lists.at(-1)!.block!, content);
          for (const run of content) item.push(run); // no spread: a run list can be huge
        } else push({ kind: 'paragraph', runs: content });
        break;
      }
      case 'fence':
      case 'code_block':
        push({ kind: 'code', text: t.content.replace(/\n$/, '') });
        break;
      case 'hr':
        push({ kind: 'rule' });
        break;
      default:
        break; // quotes' and paragraphs' open/close, raw HTML
    }
  }
  return blocks;
}

const TASK = /^\[([ xX])\]\s+/;

/**
 * A task item's "[x] " or "[ ] " becomes a box the writers draw: paper shows a ticked or an
 * empty box, never the brackets. `first` is the item's first paragraph, trimmed in place.
 */
function markTask(block: Extract<Block, { kind: 'list' }>, first: Run[]) {
  const m = TASK.exec(first[0]?.text ?? '');
  if (!m) return;
  first[0]!.text = first[0]!.text.slice(m[0].length);
  const tasks = (block.tasks ??= []);
  while (tasks.length < block.items.length - 1) tasks.push(null);
  tasks.push(m[1] !== ' ');
}

/** What goes before a list item: its number, a bullet, or a ticked or empty box. */
export function listMarker(block: Extract<Block, { kind: 'list' }>, index: number): string {
  const task = block.tasks?.[index];
  if (task !== undefined && task !== null) return task ? '☑ ' : '☐ ';
  return block.ordered ? `${block.start + index}. ` : '• ';
}

/** The documents print the title themselves, so a leading "# <title>" would show it twice. */
export function withoutTitle(blocks: Block[], title: string): Block[] {
  const [first] = blocks;
  const repeats =
    first?.kind === 'heading' && first.level === 1 && plain(first.runs).trim() === title.trim();
  return repeats ? blocks.slice(1) : blocks;
}
export const plain = (r: Run[]) => r.map((x) => x.text).join('');

/**
 * What the writers lay out one by one: each paragraph, heading, list item and table cell (at
 * least one each, one per styled run beyond that), each line of code and each rule.
 */
export function countParts(blocks: readonly Block[]): number {
  const ofRuns = (r: Run[]) => Math.max(1, r.length);
  let parts = 0;
  for (const b of blocks) {
    if (b.kind === 'heading' || b.kind === 'paragraph') parts += ofRuns(b.runs);
    else if (b.kind === 'list') for (const item of b.items) parts += ofRuns(item);
    else if (b.kind === 'table')
      for (const row of [b.header, ...b.rows]) for (const cell of row) parts += ofRuns(cell);
    else if (b.kind === 'code') parts += b.text.split('\n').length;
    else parts += 1;
  }
  return parts;
}
