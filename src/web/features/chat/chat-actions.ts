/**
 * The offline assistant ends an honest reply with links to the app's own forms, one a line
 * ("[Open the quiz form](/assessments?create=ai&grade=7)"). The sanitizer drops links that are
 * not http(s), so the chat takes these lines out of the Markdown and shows them as buttons.
 * Only these pages, with a query and no other scheme or host, become buttons; any other text
 * stays Markdown.
 */
export interface ChatAction {
  label: string;
  href: string;
  /** Only an administrator can download a model. */
  adminOnly: boolean;
}

const ACTION_LINE =
  /^\[([^\]\n]{1,80})\]\((\/(?:lessons|assessments|content|ai-chat|admin)\?[\w=&%.~+-]{1,600})\)$/;

export function splitActions(text: string): { body: string; actions: ChatAction[] } {
  const lines = text.trimEnd().split('\n');
  const actions: ChatAction[] = [];
  while (lines.length > 0) {
    const last = lines.at(-1)!.trim();
    const m = ACTION_LINE.exec(last);
    if (m) {
      actions.unshift({ label: m[1]!, href: m[2]!, adminOnly: m[2]!.startsWith('/admin') });
      lines.pop();
    } else if (last === '' && actions.length > 0) lines.pop();
    else break;
  }
  return { body: actions.length ? lines.join('\n').trimEnd() : text, actions };
}
