import katex from 'katex';
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

/**
 * Math in Markdown, rendered by KaTeX: `$$...$$` and `\[...\]` as display math, `\(...\)` and
 * `$...$` inline. A single `$` follows pandoc's rule (no space inside the delimiters, no digit
 * right after the closing one), so "$5 and $10" stays money.
 *
 * The Markdown HTML is sanitized with DOMPurify, which would strip KaTeX's inline styles and
 * MathML; so the extension leaves an inert placeholder that survives sanitizing, and the KaTeX
 * output (built by KaTeX from the TeX source, with `trust: false`, so no links, classes or
 * styles from the text) goes in afterwards.
 */
export interface MathSlots {
  html: string[];
  /** Random per render, so text cannot forge a placeholder that picks up another formula. */
  nonce: string;
}

function render(tex: string, displayMode: boolean) {
  return katex.renderToString(tex.trim(), {
    displayMode,
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxSize: 50,
    maxExpand: 1000,
    output: 'htmlAndMathml',
  });
}

const placeholder = (slots: MathSlots, tex: string, display: boolean) => {
  slots.html.push(render(tex, display));
  const i = slots.html.length - 1;
  return display
    ? `<div class="math-display" data-math="${slots.nonce}-${i}"></div>`
    : `<span class="math-inline" data-math="${slots.nonce}-${i}"></span>`;
};

/** Display math at a line's start, on its own: up to the closing delimiter and the line's end. */
const BLOCK = /(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])[ \t]*(?=\n|$)/y;
const DISPLAY = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]/y;
const INLINE = /\\\(([\s\S]+?)\\\)|\$(?![\s$])((?:\\\$|[^$\n])*?[^\s\\])\$(?!\d)/y;

/** The regex matched at `pos` (sticky, so no copy of the text per `$`), or null. */
function matchAt(re: RegExp, src: string, pos: number) {
  re.lastIndex = pos;
  return re.exec(src);
}

/**
 * markdown-it rules for the math: a block of display math (which may interrupt a paragraph),
 * and inline math tried before backslash escapes, which would otherwise eat `\(` and `\[`.
 */
export function mathPlugin(md: MarkdownIt, slots: MathSlots) {
  md.block.ruler.before(
    'fence',
    'math_block',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
      const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
      const m = matchAt(BLOCK, state.src, pos);
      if (!m) return false;
      let line = startLine;
      while (line < endLine && state.eMarks[line]! < pos + m[0].length) line++;
      if (line >= endLine) return false;
      if (silent) return true;
      const token = state.push('math_block', 'div', 0);
      token.content = m[1] ?? m[2] ?? '';
      token.map = [startLine, line + 1];
      state.line = line + 1;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
  md.inline.ruler.before('escape', 'math_inline', (state: StateInline, silent: boolean) => {
    const c = state.src[state.pos];
    if (c !== '$' && c !== '\\') return false;
    const display = matchAt(DISPLAY, state.src, state.pos);
    const m = display ?? matchAt(INLINE, state.src, state.pos);
    if (!m) return false;
    if (!silent) {
      const token = state.push(display ? 'math_display' : 'math_inline', 'span', 0);
      token.content = m[1] ?? m[2] ?? '';
    }
    state.pos += m[0].length;
    return true;
  });
  md.renderer.rules.math_block = (tokens, i) => placeholder(slots, tokens[i]!.content, true);
  md.renderer.rules.math_display = (tokens, i) => placeholder(slots, tokens[i]!.content, true);
  md.renderer.rules.math_inline = (tokens, i) => placeholder(slots, tokens[i]!.content, false);
}

/** Puts the KaTeX output where the sanitized HTML kept the placeholders. */
export function fillMath(html: string, slots: MathSlots): string {
  if (slots.html.length === 0) return html;
  const pattern = new RegExp(
    `<(span|div) class="math-(?:inline|display)" data-math="${slots.nonce}-(\\d+)"></\\1>`,
    'g',
  );
  return html.replace(pattern, (whole, tag: string, i: string) => {
    const rendered = slots.html[Number(i)];
    if (rendered === undefined) return whole;
    return tag === 'div' ? `<div class="math-display">${rendered}</div>` : rendered;
  });
}
