/**
 * How Moodle itself reads our question exports, ported for tests from Moodle's PHP (4.x/5.0):
 *
 * - GIFT: `qformat_default::readdata` and `readquestions` (lines; a blank line ends a question)
 *   and `qformat_gift::readquestion` with `escapedchar_pre/post`, `parse_text_with_format`,
 *   `commentparser` and `answerweightparser` (question/format/gift/format.php). Notably the type
 *   test: an answer block with a `~` is multiple choice, else one with both an unescaped `=` and
 *   `->` is a MATCHING question (which then needs `->` in every part and two parts, or the file
 *   is refused), else TRUE/T/FALSE/F is true/false, else short answer; an empty block is an essay.
 * - Short answers: `qtype_shortanswer_question::compare_string_with_wildcard`
 *   (question/type/shortanswer/question.php): an unescaped `*` matches anything, `\*` is a `*`.
 * - Moodle XML: `core_xml_parser` (lib/xmlize.php) gets a `<text>` in pieces, split at every
 *   entity or character reference (a CDATA section comes whole), and its character-data handler
 *   drops each piece that is only whitespace, so `&quot;big&quot; &quot;small&quot;` comes back
 *   as `"big""small"`.
 * - Tags: `qformat_xml::import_question_tags` (each `<tag>`'s `<text>` in the question's first
 *   `<tags>`, trimmed) and `qformat_gift::extract_idnumber_and_tags_from_comment` (`[tag:...]` in
 *   the question's `//` comment lines, `\]` for a `]`, trimmed; no `<`, `>`, backquote or control
 *   characters).
 *
 * Only what our writers produce is covered (no numerical questions, categories or plugins).
 */

/** PHP's trim(): space, tab, newline, carriage return, NUL and vertical tab. */
// eslint-disable-next-line no-control-regex -- PHP's trim set includes NUL and vertical tab
const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

const ESCAPED = ['\\:', '\\#', '\\=', '\\{', '\\}', '\\~', '\\n'];
const HOLDERS = ['&&058;', '&&035;', '&&061;', '&&123;', '&&125;', '&&126;', '&&010'];
const CHARS = [':', '#', '=', '{', '}', '~', '\n'];

function escapedcharPre(s: string) {
  let out = s.replaceAll('\\\\', '&&092;');
  ESCAPED.forEach((e, i) => (out = out.replaceAll(e, HOLDERS[i]!)));
  return out.replaceAll('&&092;', '\\');
}

function escapedcharPost(s: string) {
  let out = s;
  HOLDERS.forEach((h, i) => (out = out.replaceAll(h, CHARS[i]!)));
  return out;
}

const FORMATS = ['moodle', 'html', 'plain', 'markdown'];

function parseTextWithFormat(text: string, defaultFormat = 'moodle') {
  let format = defaultFormat;
  let body = text;
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    const name = text.slice(1, end);
    if (FORMATS.includes(name)) {
      format = name;
      body = text.slice(end + 1);
    }
  }
  return { text: phpTrim(escapedcharPost(body)), format };
}

function commentParser(answer: string, format: string) {
  const hash = answer.indexOf('#');
  const bits = hash < 0 ? [answer] : [answer.slice(0, hash), answer.slice(hash + 1)];
  return {
    answer: parseTextWithFormat(phpTrim(bits[0]!), format).text,
    feedback: bits.length > 1 ? parseTextWithFormat(phpTrim(bits[1]!), format).text : '',
  };
}

const WEIGHT = /^%-*([0-9]{1,2})\.?([0-9]*)%/;

function answerWeight(answer: string) {
  const rest = answer.slice(1);
  const end = rest.indexOf('%');
  return { weight: Number(rest.slice(0, end)) / 100, text: rest.slice(end + 1) };
}

export interface MoodleGiftQuestion {
  qtype:
    'description' | 'essay' | 'numerical' | 'multichoice' | 'match' | 'truefalse' | 'shortanswer';
  name: string | null;
  questiontext: string;
  questiontextformat: string;
  generalfeedback: string;
  answers: { text: string; fraction: number; feedback: string }[];
  /** From `[tag:...]` in the question's comment lines. */
  tags: string[];
  /** Multichoice only: 1 for one answer, 0 for several (no `=` in the answers). */
  single?: 0 | 1;
  /** True/false only. */
  correctanswer?: boolean;
  feedbacktrue?: string;
  feedbackfalse?: string;
}

// eslint-disable-next-line no-control-regex -- PHP's [:cntrl:] is the point
const GIFT_TAG = /\[tag:((?:\\]|[^\]<>`\x00-\x1f\x7f])+)\]/g;

/** The tags in a question's comment lines, as extract_idnumber_and_tags_from_comment finds them. */
const giftTags = (comments: string) =>
  [...comments.matchAll(GIFT_TAG)].map((m) => phpTrim(m[1]!.replaceAll('\\]', ']')));

/** One question's lines, as `readquestion` reads them; an error string where Moodle stops. */
function readQuestion(lines: string[]): MoodleGiftQuestion | string | null {
  const comments = lines
    .filter((l) => phpTrim(l).startsWith('//'))
    .map((l) => `${phpTrim(l)}\n`)
    .join('');
  const kept = lines.map((l) => (phpTrim(l).startsWith('//') ? ' ' : l));
  let text = phpTrim(kept.join('\n'));
  if (text === '') return null;
  text = escapedcharPre(text);
  let name: string | null = null;
  if (text.startsWith('::')) {
    text = text.slice(2);
    const finish = text.indexOf('::');
    if (finish >= 0) {
      name = escapedcharPost(text.slice(0, finish));
      text = phpTrim(text.slice(finish + 2));
    }
  }
  const start = text.indexOf('{');
  const finish = text.indexOf('}');
  const description = start < 0 && finish < 0;
  if (!description && (start < 0 || finish < 0)) return `braceerror: ${text}`;
  let answertext = description ? '' : phpTrim(text.slice(start + 1, finish));
  const questiontext = description
    ? text
    : text.endsWith('}')
      ? text.slice(0, start) + text.slice(finish + 1)
      : `${text.slice(0, start)}_____${text.slice(finish + 1)}`;
  const gf = answertext.lastIndexOf('####');
  let generalfeedback = '';
  if (gf >= 0) {
    generalfeedback = answertext.slice(gf + 4);
    answertext = phpTrim(answertext.slice(0, gf));
  }
  const q = parseTextWithFormat(questiontext);
  const base = {
    name,
    questiontext: q.text,
    questiontextformat: q.format,
    generalfeedback: parseTextWithFormat(generalfeedback, q.format).text,
    answers: [] as MoodleGiftQuestion['answers'],
    tags: giftTags(comments),
  };
  if (description) return { ...base, qtype: 'description' };
  if (answertext === '') return { ...base, qtype: 'essay' };
  if (answertext.startsWith('#')) return { ...base, qtype: 'numerical' };
  if (answertext.includes('~')) {
    // "Multiple answers are enabled if no single answer is 100% correct."
    const single = answertext.includes('=') ? 1 : 0;
    const parts = answertext.replaceAll('=', '~=').split('~');
    if (phpTrim(parts[0]!) === '') parts.shift();
    if (parts.length < 2) return `importminerror: ${text}`;
    for (const raw of parts) {
      let answer = phpTrim(raw);
      let fraction = 0;
      if (answer.startsWith('=')) {
        fraction = 1;
        answer = answer.slice(1);
      } else if (WEIGHT.test(answer)) ({ weight: fraction, text: answer } = answerWeight(answer));
      const c = commentParser(answer, q.format);
      base.answers.push({ text: c.answer, fraction, feedback: c.feedback });
    }
    return { ...base, qtype: 'multichoice', single };
  }
  if (answertext.includes('=') && answertext.includes('->')) {
    const parts = answertext.split('=');
    if (phpTrim(parts[0]!) === '') parts.shift();
    if (parts.length < 2) return `importminerror (matching): ${text}`;
    for (const part of parts) {
      const marker = part.indexOf('->');
      if (marker < 0) return `giftmatchingformat: ${part}`;
      base.answers.push({
        text: phpTrim(escapedcharPost(part.slice(marker + 2))),
        fraction: 1,
        feedback: '',
      });
    }
    return { ...base, qtype: 'match' };
  }
  const hash = answertext.indexOf('#');
  const tfCheck = hash > 0 ? phpTrim(answertext.slice(0, hash)) : answertext;
  if (['T', 'TRUE', 'F', 'FALSE'].includes(tfCheck)) {
    const bits = answertext.split('#');
    const rest = [bits[0]!, bits[1], bits.slice(2).join('#')];
    const parsed = rest.map((b) => (b === undefined ? '' : parseTextWithFormat(phpTrim(b)).text));
    const isTrue = parsed[0] === 'T' || parsed[0] === 'TRUE';
    const [wrong, right] = [parsed[1] ?? '', bits.length > 2 ? parsed[2]! : ''];
    return {
      ...base,
      qtype: 'truefalse',
      correctanswer: isTrue,
      feedbacktrue: isTrue ? right : wrong,
      feedbackfalse: isTrue ? wrong : right,
    };
  }
  const parts = answertext.split('=');
  if (phpTrim(parts[0]!) === '') parts.shift();
  if (parts.length < 1) return `importminerror: ${text}`;
  for (const raw of parts) {
    let answer = phpTrim(raw);
    let fraction = 1;
    if (WEIGHT.test(answer)) ({ weight: fraction, text: answer } = answerWeight(answer));
    const c = commentParser(answer, q.format);
    base.answers.push({ text: c.answer, fraction, feedback: c.feedback });
  }
  return { ...base, qtype: 'shortanswer' };
}

/**
 * A GIFT file as Moodle's importer reads it: PHP's file() splits lines at `\n` only (a file
 * whose first line holds a `\r` and no `\n` is split at `\r`, as an old Mac file), and a line
 * blank after trim() ends a question. `errors` are what would stop the import.
 */
export function readMoodleGift(file: string) {
  const text = file.replace(/^\uFEFF/, '');
  const split = text.split(/(?<=\n)/);
  const lines = /\r/.test(split[0] ?? '') && !/\n/.test(split[0] ?? '') ? text.split('\r') : split;
  const questions: MoodleGiftQuestion[] = [];
  const errors: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const q = readQuestion(current);
    if (typeof q === 'string') errors.push(q);
    else if (q) questions.push(q);
    current = [];
  };
  for (const line of lines) {
    const trimmed = phpTrim(line);
    if (trimmed === '') flush();
    else current.push(trimmed);
  }
  flush();
  return { questions, errors };
}

/** Whether Moodle's short-answer grading accepts `response` for the answer `pattern`. */
export function moodleShortAnswerAccepts(pattern: string, response: string, ignoreCase = true) {
  const bits = pattern.normalize('NFC').split(/(?<!\\)\*+/);
  const escaped = bits.map((b) =>
    b.replaceAll('\\*', '*').replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
  );
  return new RegExp(`^${escaped.join('.*')}$`, ignoreCase ? 'iu' : 'u').test(
    phpTrim(response).normalize('NFC'),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A `<text>`'s content as core_xml_parser hands it to the XML importer (see above). */
export function moodleXmlText(inner: string): string {
  let out = '';
  const pieces = /<!\[CDATA\[([\s\S]*?)\]\]>|&(#x[0-9a-f]+|#\d+|[a-z]+);|[^&<]+/gi;
  for (const m of inner.matchAll(pieces)) {
    const piece =
      m[1] !== undefined
        ? m[1]
        : m[2] !== undefined
          ? m[2].startsWith('#')
            ? String.fromCodePoint(Number(m[2].replace(/^#x/i, '0x').replace(/^#/, '')))
            : (ENTITIES[m[2]] ?? '')
          : m[0];
    if (piece === '0' || phpTrim(piece) !== '') out += piece;
  }
  return out;
}

/** The `<text>` elements right inside each `<tag>` of `xml`, read as Moodle reads them. */
const TEXT = '<text>((?:<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|[^<])*)</text>';
export function moodleXmlTexts(xml: string, tag: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*>\\s*${TEXT}`, 'g');
  return [...xml.matchAll(re)].map((m) => moodleXmlText(m[1]!));
}

export interface MoodleXmlQuestion {
  type: string;
  name: string;
  questiontext: string;
  generalfeedback: string;
  graderinfo: string | null;
  answers: { fraction: number; text: string }[];
  /** Multichoice: `<single>` (Moodle's default, true: one answer). */
  single: boolean;
  /** The question's tags, as import_question_tags reads them. */
  tags: string[];
  /** The raw block, for checks on elements this reader does not model. */
  raw: string;
}

/** Each `<question>` but the category, as Moodle's XML importer would see its texts. */
export function readMoodleXml(xml: string): MoodleXmlQuestion[] {
  const blocks = [...xml.matchAll(/<question type="([^"]+)">([\s\S]*?)<\/question>/g)];
  return blocks
    .filter((b) => b[1] !== 'category')
    .map(([, type, raw]) => ({
      type: type!,
      name: moodleXmlTexts(raw!, 'name')[0] ?? '',
      questiontext: moodleXmlTexts(raw!, 'questiontext')[0] ?? '',
      generalfeedback: moodleXmlTexts(raw!, 'generalfeedback')[0] ?? '',
      graderinfo: moodleXmlTexts(raw!, 'graderinfo')[0] ?? null,
      answers: [
        ...raw!.matchAll(new RegExp(`<answer fraction="(-?[\\d.]+)"[^>]*>\\s*${TEXT}`, 'g')),
      ].map((m) => ({ fraction: Number(m[1]), text: moodleXmlText(m[2]!) })),
      single: /<single>([^<]*)<\/single>/.exec(raw!)?.[1] !== 'false',
      tags: moodleXmlTexts(/<tags>([\s\S]*?)<\/tags>/.exec(raw!)?.[1] ?? '', 'tag').map(phpTrim),
      raw: raw!,
    }));
}
