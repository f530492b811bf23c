import type { ExportQuestion, ExportSet } from './interop.questions';

/**
 * Moodle's GIFT text format. Its special characters `~ = # { } :` (and the escape `\` itself)
 * are escaped with a backslash; a blank line ends a question, so line breaks inside a text are
 * written as GIFT's `\n`. GIFT has no field for a question's points: Moodle gives each question
 * its default mark, so points travel only in Moodle XML and QTI (a comment says them here).
 */
export function giftText(value: string): string {
  return value
    .replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`)
    .replace(/\r\n?|\n/g, '\\n')
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

const feedback = (text: string | undefined) => (text ? `#${giftAnswer(text)}` : '');

function answerBlock(q: ExportQuestion): string {
  if (q.kind === 'true_false') {
    // Feedback on a true/false question goes to whoever answered wrong and right, in that order.
    const fb = q.feedback ? `#${giftAnswer(q.feedback)}#${giftAnswer(q.feedback)}` : '';
    return `{${q.answer === 'true' ? 'TRUE' : 'FALSE'}${fb}}`;
  }
  if (q.kind === 'short_answer') {
    // No model answer: an essay question, which the teacher grades by hand as here.
    return q.answer.trim() === '' ? '{}' : `{=${giftAnswer(q.answer)}${feedback(q.feedback)}}`;
  }
  const lines = q.choices.map(
    (c, i) =>
      `\t${i === q.correct ? '=' : '~'}${giftAnswer(c)}${i === q.correct ? feedback(q.feedback) : ''}`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

/** `[plain]` keeps a question's text as typed: Moodle would otherwise read `<b>` or `*` as markup. */
export function toGift(set: ExportSet): string {
  const header = `// ${set.title.replace(/\r?\n/g, ' ')}\n// Exported from Chalkwise (GIFT)\n\n`;
  const body = set.questions.map(
    (q) =>
      `// points: ${q.points}\n::Q${q.number}::[plain]${giftText(q.prompt)} ${answerBlock(q)}\n`,
  );
  return header + body.join('\n');
}
