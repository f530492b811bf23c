import katex from 'katex';
import type { TokenizerAndRendererExtension } from 'marked';

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

const BLOCK = /^ {0,3}(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])[ \t]*(?:\n+|$)/;
const DISPLAY = /^(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])/;
const INLINE = /^(?:\\\(([\s\S]+?)\\\)|\$(?![\s$])((?:\\\$|[^$\n])*?[^\s\\])\$(?!\d))/;

export function mathExtensions(slots: MathSlots): TokenizerAndRendererExtension[] {
  return [
    {
      name: 'mathBlock',
      level: 'block',
      start: (src) => src.match(/^ {0,3}(\$\$|\\\[)/m)?.index,
      tokenizer(src) {
        const m = BLOCK.exec(src);
        if (m) return { type: 'mathBlock', raw: m[0], text: m[1] ?? m[2] ?? '' };
        return undefined;
      },
      renderer: (token) => placeholder(slots, String(token.text), true),
    },
    {
      name: 'mathDisplay',
      level: 'inline',
      start: (src) => src.match(/\$\$|\\\[/)?.index,
      tokenizer(src) {
        const m = DISPLAY.exec(src);
        if (m) return { type: 'mathDisplay', raw: m[0], text: m[1] ?? m[2] ?? '' };
        return undefined;
      },
      renderer: (token) => placeholder(slots, String(token.text), true),
    },
    {
      name: 'mathInline',
      level: 'inline',
      start: (src) => src.match(/\\\(|\$/)?.index,
      tokenizer(src) {
        const m = INLINE.exec(src);
        if (m) return { type: 'mathInline', raw: m[0], text: m[1] ?? m[2] ?? '' };
        return undefined;
      },
      renderer: (token) => placeholder(slots, String(token.text), false),
    },
  ];
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
