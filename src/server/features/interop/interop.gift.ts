import {
  questionName,
  responseWeights,
  type ExportQuestion,
  type ExportSet,
} from './interop.questions';

/**
 * Every line break a reader might honour: CRLF, a bare CR (old Mac files; gift-pegjs and editors
 * split on it), LF, NEL, vertical tab, form feed and the Unicode line and paragraph separators.
 * A raw one inside a field would end the question or start another (issue 37 item 12).
 */
// eslint-disable-next-line no-control-regex -- vertical tab and form feed are the point
const LINE_BREAK = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;

/**
 * Moodle's GIFT text format. Its special characters `~ = # { } :` (and the escape `\` itself)
 * are escaped with a backslash; a blank line ends a question, so every line break inside a text
 * is written as GIFT's `\n`. GIFT has no field for a question's points: Moodle gives each
 * question its default mark, so points travel only in Moodle XML and QTI (a comment says them).
 */
export function giftText(value: string): string {
  return value
    .replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`)
    .replace(LINE_BREAK, '\\n')
    .trim();
}

/**
 * An answer or feedback as text. Moodle and gift-pegjs read a leading `%50%` as the answer's
 * weight and a leading `[html]` as its format, dropping that text; both strip one `[plain]` in
 * front and read the rest as typed (GIFT has no escape for `%` or `[`).
 */
function giftAnswer(value: string): string {
  const text = giftText(value);
  return /^[%[]/.test(text) ? `[plain]${text}` : text;
}

/**
 * A short answer's key. Moodle grades it with `*` as a wildcard (`2*3` would accept `23`) and
 * `\*` as a plain star (qtype_shortanswer's compare_string_with_wildcard); GIFT's reader leaves
 * `\*` alone, so the key arrives as written.
 */
const giftKey = (value: string) => giftAnswer(value).replace(/\*/g, '\\*');

/**
 * General feedback (`####`), shown to everyone once the question is answered. Moodle cuts it off
 * the answer block before deciding the question's type, so a `->` in it is harmless there.
 */
const generalFeedback = (...parts: (string | undefined)[]) => {
  const text = parts.filter(Boolean).join('\n');
  return text ? `####${giftAnswer(text)}` : '';
};

function answerBlock(q: ExportQuestion): string {
  switch (q.kind) {
    case 'true_false': {
      // Feedback on a true/false question goes to whoever answered wrong and right, in that order.
      const fb = q.feedback ? `#${giftAnswer(q.feedback)}#${giftAnswer(q.feedback)}` : '';
      return `{${q.answer === 'true' ? 'TRUE' : 'FALSE'}${fb}}`;
    }
    case 'essay':
      // Graded by hand. GIFT's essay has no grader information, so a model answer is shown
      // with the explanation once the student has answered, like a key's "correct answer".
      return `{${generalFeedback(q.feedback, q.answer && `Model answer: ${q.answer}`)}}`;
    case 'short_answer': {
      // Moodle reads a block with both an unescaped `=` and `->` as a MATCHING question and then
      // refuses the file; a lone key needs no `=` (it is worth 100% either way), and the
      // explanation goes in the general feedback, outside the part Moodle looks at.
      const key = giftKey(q.answer);
      return `{${q.answer.includes('->') ? key : `=${key}`}${generalFeedback(q.feedback)}}`;
    }
    case 'multiple_response': {
      // No `=`: Moodle then lets a student tick several (qformat_gift sets single = 0), each
      // choice worth its weight; the explanation goes in the general feedback.
      const weights = responseWeights(q);
      const lines = q.choices.map((c, i) => `\t~%${weights[i]}%${giftAnswer(c)}`);
      return `{\n${lines.join('\n')}\n${generalFeedback(q.feedback)}}`;
    }
    case 'multiple_choice': {
      const lines = q.choices.map(
        (c, i) =>
          `\t${i === q.correct ? '=' : '~'}${giftAnswer(c)}${i === q.correct && q.feedback ? `#${giftAnswer(q.feedback)}` : ''}`,
      );
      return `{\n${lines.join('\n')}\n}`;
    }
  }
}

/**
 * The standards' codes as tags: Moodle's GIFT reader takes `[tag:...]` from a question's comment
 * lines (qformat_gift::extract_idnumber_and_tags_from_comment; `]` escaped as `\]`).
 */
const tagLine = (set: ExportSet) =>
  set.standards.length === 0
    ? ''
    : `// ${set.standards.map((s) => `[tag:${s.code.replace(LINE_BREAK, ' ').replace(/]/g, '\\]')}]`).join(' ')}\n`;

/** `[plain]` keeps a question's text as typed: Moodle would otherwise read `<b>` or `*` as markup. */
export function toGift(set: ExportSet): string {
  const header = `// ${set.title.replace(LINE_BREAK, ' ')}\n// Exported from Chalkwise (GIFT)\n\n`;
  const tags = tagLine(set);
  const body = set.questions.map(
    (q) =>
      `// points: ${q.points}\n${tags}::${giftText(questionName(q))}::[plain]${giftText(q.prompt)} ${answerBlock(q)}\n`,
  );
  return header + body.join('\n');
}
