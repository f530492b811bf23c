import DOMPurify from 'dompurify';
import MarkdownIt, { type Token } from 'markdown-it';
import { fillMath, mathPlugin, type MathSlots } from './markdown-math';

/**
 * Markdown to safe HTML for AI-generated and teacher-written text (product-decisions.md):
 * no scripts or event handlers (DOMPurify), no remote images (they would leak the reader's
 * address to whoever wrote the text), and links only to http, https and mailto.
 */
const SAFE_LINK = /^(https?:|mailto:)/i;
const LOCAL_IMAGE = /^(data:image\/(png|gif|jpe?g|webp);|blob:|\/(?!\/))/i;

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href)) node.removeAttribute('href');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.tagName === 'IMG' && !LOCAL_IMAGE.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src');
      node.removeAttribute('srcset');
    }
  });
}

/**
 * markdown-it, as the exports use (features/export/export.blocks.ts), so the preview and the
 * file show the same structure: GFM tables and strikethrough, bare addresses as links, raw HTML
 * passed to DOMPurify below. It parses in linear time and stops at a nesting depth, so no text
 * can overflow the stack or stall the page. Links are left to the sanitizer's rule (http, https,
 * mailto) rather than markdown-it's own, so a refused link still shows its text.
 */
function parser() {
  const md = new MarkdownIt({
    html: true,
    linkify: true,
    typographer: false,
    maxNesting: MAX_NESTING,
  });
  md.validateLink = () => true;
  md.core.ruler.push('inline_depth', (state) => {
    for (const block of state.tokens) flattenDeepInline(block.children ?? []);
  });
  md.core.ruler.push('task_boxes', (state) => taskBoxes(state.tokens));
  return md;
}

const TASK = /^\[([ xX])\]\s+/;

/**
 * A task item ("- [x] done") starts with a ticked or an empty box, as the exports print it
 * (export.blocks.ts listMarker); the sanitizer would drop a checkbox input.
 */
function taskBoxes(tokens: Token[]) {
  tokens.forEach((t, i) => {
    if (t.type !== 'list_item_open') return;
    const first = tokens[i + 2]?.type === 'inline' ? tokens[i + 2]!.children?.[0] : undefined;
    const m = first?.type === 'text' ? TASK.exec(first.content) : null;
    if (first && m) first.content = (m[1] === ' ' ? '☐ ' : '☑ ') + first.content.slice(m[0].length);
  });
}

/** As the exports: quotes, lists and inline markup nest at most this deep. */
const MAX_NESTING = 40;

/**
 * maxNesting bounds blocks, but emphasis pairs are matched after it (`***…a***…` came out as
 * 10,000 nested <strong>, deep enough to overflow the sanitizer's stack): markup deeper than
 * MAX_NESTING is shown as the characters that were typed.
 */
function flattenDeepInline(children: Token[]) {
  const asText: boolean[] = [];
  for (const t of children) {
    if (t.nesting === 1) {
      const deep = asText.length >= MAX_NESTING;
      asText.push(deep);
      if (deep) Object.assign(t, { type: 'text', tag: '', nesting: 0, content: t.markup });
    } else if (t.nesting === -1 && asText.pop()) {
      Object.assign(t, { type: 'text', tag: '', nesting: 0, content: t.markup });
    }
  }
}

/** Rendering is synchronous, so one parser with math reads the slots of the current call. */
let slots: MathSlots = { html: [], nonce: '' };
const plain = parser();
const withMath = parser();
mathPlugin(withMath, {
  get html() {
    return slots.html;
  },
  get nonce() {
    return slots.nonce;
  },
});

/**
 * `math: true` also renders TeX between `$$`, `\[ \]`, `\( \)` and `$` with KaTeX (the chat
 * does; lessons keep dollar signs as money).
 */
export function renderMarkdown(source: string, options: { math?: boolean } = {}): string {
  installHooks();
  slots = { html: [], nonce: Math.random().toString(36).slice(2, 10) };
  const html = (options.math ? withMath : plain).render(source);
  const safe = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  return options.math ? fillMath(safe, slots) : safe;
}
