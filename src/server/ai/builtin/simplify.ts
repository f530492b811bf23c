/**
 * The built-in engine's "Make easier" (issue 34 item 1): plain rules, no writer. Long sentences
 * are split where they join two clauses ("; ", ", and ", ", but ", ", so ", ", which "), and
 * a short list of formal words gives way to everyday ones. Headings, tables, code, lettered
 * choices and answer lines are left as they are. It cannot make a text harder: that needs a
 * model, and the route says so.
 */
const PLAIN: Record<string, string> = {
  approximately: 'about',
  utilize: 'use',
  utilise: 'use',
  demonstrate: 'show',
  demonstrates: 'shows',
  additional: 'more',
  numerous: 'many',
  however: 'but',
  therefore: 'so',
  consequently: 'so',
  assist: 'help',
  obtain: 'get',
  require: 'need',
  requires: 'needs',
  sufficient: 'enough',
  individuals: 'people',
  commence: 'start',
  purchase: 'buy',
  construct: 'build',
  observe: 'see',
  indicate: 'show',
  indicates: 'shows',
  identify: 'find',
  located: 'found',
  particular: 'certain',
  frequently: 'often',
  transform: 'change',
  transforms: 'changes',
  examine: 'look at',
  modify: 'change',
  accumulate: 'build up',
  component: 'part',
  components: 'parts',
  significant: 'big',
  beneficial: 'helpful',
};

/** Words that join two clauses; the split keeps the joining word to start the new sentence. */
const JOINS = /(;\s+|,\s+(?=(?:and|but|so|which)\s))/;
const MIN_WORDS_EACH_SIDE = 5;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function plainWords(text: string): string {
  return text.replace(/\b[A-Za-z]+\b/g, (w) => {
    const plain = PLAIN[w.toLowerCase()];
    if (!plain) return w;
    return w[0] === w[0]!.toUpperCase() ? capital(plain) : plain;
  });
}

/** One sentence as shorter ones, split only where both sides keep a few words. */
function splitSentence(sentence: string): string {
  const end = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '';
  const body = end ? sentence.slice(0, -1) : sentence;
  const parts: string[] = [];
  let rest = body;
  for (;;) {
    const m = JOINS.exec(rest);
    if (!m || m.index === undefined) break;
    const before = rest.slice(0, m.index);
    const after = rest.slice(m.index + m[0].length).replace(/^which\s/, 'This ');
    if (words(before) < MIN_WORDS_EACH_SIDE || words(after) < MIN_WORDS_EACH_SIDE) break;
    parts.push(before);
    rest = after;
  }
  parts.push(rest);
  return parts.map((p) => capital(p.trim())).join('. ') + end;
}

function easierLine(text: string): string {
  return plainWords(text)
    .split(/(?<=[.!?])\s+/)
    .map((s) => (words(s) >= MIN_WORDS_EACH_SIDE * 2 ? splitSentence(s) : s))
    .join(' ');
}

/** The text, easier to read: same facts, same layout, shorter sentences, plainer words. */
export function simplifyMarkdown(markdown: string): string {
  let inCode = false;
  let inAnswers = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
      if (inCode) return line;
      const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
      if (heading) {
        inAnswers = /\banswers?\b|answer key|teacher/i.test(heading[1]!);
        return line;
      }
      if (inAnswers || /^\s*\|/.test(line) || !line.trim()) return line;
      const item = /^(\s*(?:[-*+]|\d+[.)])\s+)(.*)$/.exec(line);
      if (item) {
        // nested lines are choices: left as written
        if (/^\s{2,}/.test(item[1]!)) return line;
        return item[1]! + easierLine(item[2]!);
      }
      return easierLine(line);
    })
    .join('\n');
}
