/**
 * Questions drawn from the teacher's own material (pasted text or one of their lessons):
 * cloze, term–definition and true/false, made from its sentences. Pure and deterministic:
 * the same text always gives the same questions, in the same order, with no randomness.
 * A sentence too short to carry an idea gives no question; a text with nothing usable gives
 * an empty list (the caller then makes fewer questions, never filler).
 */

export interface SourceQuestion {
  type: 'multiple_choice' | 'true_false' | 'short_answer';
  prompt: string;
  choices: string[];
  answer: string;
  explanation: string;
  /** 1-based sentence number in the material, for the teacher's "where it came from" note. */
  sentence: number;
}

/** Words shorter than this, or on the list below, are never blanked or swapped. */
const MIN_TERM = 5;
const MIN_SENTENCE_WORDS = 6;
const MAX_SENTENCE_CHARS = 400;

const STOP = new Set(
  (
    'about above after again against also although among another because been before being ' +
    'below between both cannot could does doing down during each either every from further ' +
    'have having here however into itself just more most much must neither only other ' +
    'otherwise over same should since some such than that their theirs them then there ' +
    'therefore these they this those though through thus under until upon very were what ' +
    'when where whether which while whom whose will with within without would your yours ' +
    'many make makes made used uses using often called known like well even ever first ' +
    'things thing something someone people student students teacher lesson example'
  ).split(' '),
);

/** Markdown and list markers stripped, whitespace collapsed. */
function plain(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`>|]+/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** The material's sentences, in order; headings and list items count as their own lines. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of plain(text).split(/\n+/)) {
    const parts = line
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/);
    for (const p of parts) if (p.trim()) out.push(p.trim());
  }
  return out;
}

const wordsOf = (s: string) => s.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? [];
/** Whole words only: "45-minute" or "H2O" give no term. */
const tokensOf = (s: string) =>
  s
    .split(/\s+/)
    .map((t) => t.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, ''))
    .filter((t) => /^[A-Za-z][A-Za-z']*$/.test(t));

/** Instructions to the class (a lesson plan's steps) state no fact to test. */
const IMPERATIVE =
  /^(?:show|share|ask|explain|work|find|complete|write|draw|read|give|use|make|pose|invite|model|discuss|review|check|build|try|look|note|list|label|record|compare|describe|identify|choose|collect|display|hand|introduce|let|have|remind|revisit|return|finish|start|begin|close|end|pairs|groups|students|learners)\b/i;

function usable(s: string): boolean {
  return (
    wordsOf(s).length >= MIN_SENTENCE_WORDS &&
    s.length <= MAX_SENTENCE_CHARS &&
    !IMPERATIVE.test(s) &&
    /[.!]$/.test(s) &&
    !/\?$/.test(s)
  );
}

const isTerm = (w: string) =>
  w.length >= MIN_TERM && !STOP.has(w.toLowerCase()) && /^[A-Za-z][A-Za-z'-]*$/.test(w);

/**
 * The sentence's key term: its first content word (usually the subject, so the terms of
 * different sentences are alike and swap into grammatical statements); deterministic.
 */
function keyTerm(s: string): string | undefined {
  return tokensOf(s).find(isTerm);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (w: string, flags = '') => new RegExp(`\\b${escape(w)}\\b`, flags);
const lower = (s: string) => s.toLowerCase();

/** "X is/are/means/refers to Y." as a term and its definition. */
function definitionOf(s: string): { term: string; definition: string } | undefined {
  const m = s.match(
    /^(?:An?\s+|The\s+)?([A-Za-z][A-Za-z' -]{2,60}?)\s+(?:is|are|means|refers to|is called|is defined as)\s+(.{12,300})[.!]$/,
  );
  if (!m) return undefined;
  const term = m[1]!.trim();
  const definition = m[2]!.trim();
  if (term.split(' ').length > 4 || STOP.has(lower(term)) || term.length < MIN_TERM)
    return undefined;
  if (/^(?:it|this|that|there|they|he|she|we|you|i)$/i.test(term)) return undefined;
  return { term, definition };
}

interface Sentence {
  n: number;
  text: string;
  term: string;
}

/**
 * Up to `max` questions from the material, cycling cloze → true/false → definition so the
 * mix is varied; each sentence is used at most once.
 */
export function sourceQuestions(text: string, max = 50): SourceQuestion[] {
  const all = sentencesOf(text);
  const sentences: Sentence[] = [];
  all.forEach((s, i) => {
    if (!usable(s)) return;
    const term = keyTerm(s);
    if (term) sentences.push({ n: i + 1, text: s, term });
  });
  if (sentences.length === 0) return [];

  const definitions = sentences
    .map((s) => ({ s, d: definitionOf(s.text) }))
    .filter((x): x is { s: Sentence; d: { term: string; definition: string } } => !!x.d);
  const definitionTerms = [...new Set(definitions.map((x) => x.d.term))];
  const termsOf = (except: string) => {
    const seen = new Set<string>([lower(except)]);
    const out: string[] = [];
    for (const t of [...definitionTerms, ...sentences.map((s) => s.term)]) {
      if (seen.has(lower(t))) continue;
      seen.add(lower(t));
      out.push(t);
    }
    return out;
  };

  const used = new Set<number>();
  const out: SourceQuestion[] = [];

  // Term–definition first: the strongest questions a text offers.
  for (const { s, d } of definitions) {
    if (out.length >= max) break;
    const others = termsOf(d.term).slice(0, 3);
    if (others.length < 2) continue;
    used.add(s.n);
    out.push({
      type: 'multiple_choice',
      prompt: `Which term matches this description: "${d.definition}"?`,
      choices: rotate([d.term, ...others], s.n),
      answer: d.term,
      explanation: s.text,
      sentence: s.n,
    });
  }

  const rest = sentences.filter((s) => !used.has(s.n));
  rest.forEach((s, i) => {
    if (out.length >= max) return;
    if (i % 2 === 0) {
      // Cloze: the key term blanked out.
      const others = termsOf(s.term).slice(0, 3);
      const blanked = s.text.replace(wordRe(s.term, 'g'), '_____');
      if (others.length >= 2) {
        out.push({
          type: 'multiple_choice',
          prompt: `Fill in the blank: ${blanked}`,
          choices: rotate([s.term, ...others], s.n),
          answer: s.term,
          explanation: s.text,
          sentence: s.n,
        });
      } else {
        out.push({
          type: 'short_answer',
          prompt: `Fill in the blank: ${blanked}`,
          choices: [],
          answer: s.term,
          explanation: s.text,
          sentence: s.n,
        });
      }
      return;
    }
    // True/false: every other one falsified by swapping in a key term from another sentence.
    const falsify = s.n % 2 === 0;
    const swap = falsify
      ? termsOf(s.term).find((t) => !wordRe(t).test(s.text) && lower(t) !== lower(s.term))
      : undefined;
    const shown = swap ? s.text.replace(wordRe(s.term, 'g'), swap) : s.text;
    out.push({
      type: 'true_false',
      prompt: `True or false: ${shown}`,
      choices: [],
      answer: swap ? 'false' : 'true',
      explanation: swap ? `The material says: ${s.text}` : s.text,
      sentence: s.n,
    });
  });
  return out.slice(0, max);
}

/** A deterministic reordering, so the right answer is not always first. */
function rotate<T>(xs: T[], by: number): T[] {
  const k = by % xs.length;
  return [...xs.slice(k), ...xs.slice(0, k)];
}

/** A usable sentence of the material, with its 1-based number (for "where it came from"). */
export interface FactSentence {
  n: number;
  text: string;
}

/** The material's sentences that state a fact (not instructions, questions or fragments). */
export function factSentences(text: string): FactSentence[] {
  return sentencesOf(text)
    .map((s, i) => ({ n: i + 1, text: s }))
    .filter((s) => usable(s.text));
}

export interface KeyTerm extends FactSentence {
  term: string;
  /** Set when the sentence defines the term ("Evaporation is ..."). */
  definition?: string;
}

/**
 * The material's key terms (issue 34 item 3): the terms its sentences define first, then each
 * fact sentence's first content word; each with the sentence it came from. Deterministic.
 */
export function keyTermsOf(text: string, max = 8): KeyTerm[] {
  const facts = factSentences(text);
  const seen = new Set<string>();
  const out: KeyTerm[] = [];
  const add = (t: KeyTerm) => {
    if (seen.has(lower(t.term))) return;
    seen.add(lower(t.term));
    out.push(t);
  };
  for (const s of facts) {
    const d = definitionOf(s.text);
    if (d) add({ ...s, term: d.term, definition: d.definition });
  }
  for (const s of facts) {
    const term = keyTerm(s.text);
    if (term) add({ ...s, term });
  }
  return out.slice(0, max);
}
