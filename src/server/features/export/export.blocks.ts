import { marked, type Token, type Tokens } from 'marked';

/** Markdown as a few plain blocks both document writers understand (no HTML ever passes). */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: Run[][] }
  | { kind: 'table'; header: Run[][]; rows: Run[][][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

function runs(tokens: Token[] | undefined, style: Omit<Run, 'text'> = {}): Run[] {
  const out: Run[] = [];
  for (const t of tokens ?? []) {
    if (t.type === 'strong')
      out.push(...runs((t as Tokens.Strong).tokens, { ...style, bold: true }));
    else if (t.type === 'em')
      out.push(...runs((t as Tokens.Em).tokens, { ...style, italic: true }));
    else if (t.type === 'link')
      out.push(...runs((t as Tokens.Link).tokens, style), {
        text: ` (${(t as Tokens.Link).href})`,
        ...style,
      });
    else if (t.type === 'br') out.push({ text: '\n', ...style });
    else if ('tokens' in t && Array.isArray(t.tokens) && t.tokens.length > 0)
      out.push(...runs(t.tokens, style));
    else if ('text' in t && typeof t.text === 'string')
      out.push({ text: decode(t.text), ...style });
  }
  return out;
}

/** marked escapes entities in text tokens; documents want the characters back. */
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function toBlocks(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  for (const t of tokens) {
    switch (t.type) {
      case 'heading':
        blocks.push({
          kind: 'heading',
          level: (t as Tokens.Heading).depth,
          runs: runs((t as Tokens.Heading).tokens),
        });
        break;
      case 'paragraph':
      case 'text':
        blocks.push({
          kind: 'paragraph',
          runs: runs(
            (t as Tokens.Paragraph).tokens ?? [
              { type: 'text', raw: t.raw, text: (t as Tokens.Text).text },
            ],
          ),
        });
        break;
      case 'list': {
        const list = t as Tokens.List;
        blocks.push({
          kind: 'list',
          ordered: list.ordered,
          items: list.items.map((i) =>
            runs(i.tokens.flatMap((x) => ('tokens' in x && x.tokens ? x.tokens : [x]))),
          ),
        });
        break;
      }
      case 'table': {
        const table = t as Tokens.Table;
        blocks.push({
          kind: 'table',
          header: table.header.map((c) => runs(c.tokens)),
          rows: table.rows.map((r) => r.map((c) => runs(c.tokens))),
        });
        break;
      }
      case 'code':
        blocks.push({ kind: 'code', text: (t as Tokens.Code).text });
        break;
      case 'blockquote':
        blocks.push(...toBlocks((t as Tokens.Blockquote).tokens));
        break;
      case 'hr':
        blocks.push({ kind: 'rule' });
        break;
      default:
        break; // space and raw HTML are dropped
    }
  }
  return blocks;
}

export const markdownBlocks = (markdown: string): Block[] => toBlocks(marked.lexer(markdown));

/** The documents print the title themselves, so a leading "# <title>" would show it twice. */
export function withoutTitle(blocks: Block[], title: string): Block[] {
  const [first] = blocks;
  const repeats =
    first?.kind === 'heading' && first.level === 1 && plain(first.runs).trim() === title.trim();
  return repeats ? blocks.slice(1) : blocks;
}
export const plain = (r: Run[]) => r.map((x) => x.text).join('');
