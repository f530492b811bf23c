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

const feedback = (text: string | undefined) => (text ? `#${giftText(text)}` : '');

function answerBlock(q: ExportQuestion): string {
  if (q.kind === 'true_false') {
    // Feedback on a true/false question goes to whoever answered wrong and right, in that order.
    const fb = q.feedback ? `#${giftText(q.feedback)}#${giftText(q.feedback)}` : '';
    return `{${q.answer === 'true' ? 'TRUE' : 'FALSE'}${fb}}`;
  }
  if (q.kind === 'short_answer') {
    // No model answer: an essay question, which the teacher grades by hand as here.
    return q.answer.trim() === '' ? '{}' : `{=${giftText(q.answer)}${feedback(q.feedback)}}`;
  }
  const lines = q.choices.map(
    (c, i) =>
      `\t${i === q.correct ? '=' : '~'}${giftText(c)}${i === q.correct ? feedback(q.feedback) : ''}`,
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
