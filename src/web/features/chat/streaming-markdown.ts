/**
 * A reply that is still streaming can end half-way through a code fence or a formula. Before
 * it is rendered, an open fence is closed (so the code shows as code, not as a run of
 * backticks swallowing the page) and an unclosed formula is held back (so KaTeX never shows
 * half a formula as an error). Once the reply is complete it renders as written.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function settlePartialMarkdown(text: string): string {
  const lines = text.split('\n');
  let open: string | null = null;
  /** Where the text after the last closed fence starts (math is looked for there only). */
  let proseFrom = 0;
  let offset = 0;
  for (const line of lines) {
    const m = FENCE.exec(line);
    if (m) {
      const marker = m[1]!;
      if (open === null) open = marker;
      else if (marker[0] === open[0] && marker.length >= open.length && line.trim() === marker) {
        open = null;
        proseFrom = offset + line.length + 1;
      }
    }
    offset += line.length + 1;
  }
  if (open !== null) return `${text}${text.endsWith('\n') ? '' : '\n'}${open}`;

  const prose = text.slice(proseFrom);
  const cut = unclosedMath(prose);
  return cut === null ? text : `${text.slice(0, proseFrom + cut).trimEnd()} …`;
}

/** The index of the first formula opener without its closer, ignoring inline code. */
function unclosedMath(prose: string): number | null {
  const masked = prose.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
  const cuts: number[] = [];
  const displays = [...masked.matchAll(/\$\$/g)].map((m) => m.index);
  if (displays.length % 2 === 1) cuts.push(displays.at(-1)!);
  for (const [openRe, close] of [
    [/\\\[/g, '\\]'],
    [/\\\(/g, '\\)'],
  ] as const) {
    for (const m of masked.matchAll(openRe)) {
      if (!masked.includes(close, m.index + 2)) {
        cuts.push(m.index);
        break;
      }
    }
  }
  return cuts.length ? Math.min(...cuts) : null;
}
