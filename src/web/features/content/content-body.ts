/**
 * The generated text without its leading "# <title>": the result card's header already shows the
 * title, so the page would show it twice. Copy and export keep the whole text.
 */
export function contentBody(markdown: string, title: string): string {
  const text = markdown.replace(/^\s+/, '');
  const first = text.split('\n', 1)[0]!;
  const heading = /^#\s+(.*?)\s*#*\s*$/.exec(first)?.[1];
  return heading !== undefined && heading.trim() === title.trim()
    ? text.slice(first.length).replace(/^\s+/, '')
    : markdown;
}
