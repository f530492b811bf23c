import DOMPurify from 'dompurify';
import { marked } from 'marked';

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

export function renderMarkdown(source: string): string {
  installHooks();
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
