import DOMPurify from 'dompurify';
import { Marked, marked } from 'marked';
import { fillMath, mathExtensions, type MathSlots } from './markdown-math';

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

/** Rendering is synchronous, so one Marked with math reads the slots of the current call. */
let slots: MathSlots = { html: [], nonce: '' };
const withMath = new Marked({
  extensions: mathExtensions({
    get html() {
      return slots.html;
    },
    get nonce() {
      return slots.nonce;
    },
  }),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const plainParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/**
 * `math: true` also renders TeX between `$$`, `\[ \]`, `\( \)` and `$` with KaTeX (the chat
 * does; lessons keep dollar signs as money).
 */
export function renderMarkdown(source: string, options: { math?: boolean } = {}): string {
  installHooks();
  slots = { html: [], nonce: Math.random().toString(36).slice(2, 10) };
  const parser = options.math ? withMath : marked;
  let html: string;
  try {
    html = parser.parse(source, { async: false, gfm: true, breaks: false });
  } catch {
    // marked recurses once per level of nesting: thousands of `>` or `*` overflow the stack.
    // Such text still shows, as plain paragraphs, instead of taking the page down.
    html = plainParagraphs(source);
  }
  const safe = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  return options.math ? fillMath(safe, slots) : safe;
}
