import type { ExportQuestion, ExportSet } from './interop.questions';
import { XML_DECLARATION, xmlText } from './interop.xml';

const text = (tag: string, value: string, indent: string) =>
  `${indent}<${tag} format="plain_text">\n${indent}  <text>${xmlText(value)}</text>\n${indent}</${tag}>`;

function answer(value: string, fraction: number, fb: string | undefined, indent: string) {
  return [
    `${indent}<answer fraction="${fraction}" format="plain_text">`,
    `${indent}  <text>${xmlText(value)}</text>`,
    text('feedback', fb ?? '', `${indent}  `),
    `${indent}</answer>`,
  ].join('\n');
}

const MOODLE_TYPE = {
  multiple_choice: 'multichoice',
  true_false: 'truefalse',
  short_answer: 'shortanswer',
} as const;

function question(q: ExportQuestion): string {
  const i = '    ';
  // A short-answer question without a model answer becomes an essay, graded by hand.
  const type = q.kind === 'short_answer' && q.answer.trim() === '' ? 'essay' : MOODLE_TYPE[q.kind];
  const lines = [
    `  <question type="${type}">`,
    `${i}<name>\n${i}  <text>Q${q.number}</text>\n${i}</name>`,
    text('questiontext', q.prompt, i),
    text('generalfeedback', q.feedback ?? '', i),
    `${i}<defaultgrade>${q.points}</defaultgrade>`,
    `${i}<penalty>0</penalty>`,
    `${i}<hidden>0</hidden>`,
  ];
  if (type === 'multichoice') {
    lines.push(
      `${i}<single>true</single>`,
      `${i}<shuffleanswers>false</shuffleanswers>`,
      `${i}<answernumbering>abc</answernumbering>`,
      ...q.choices.map((c, k) => answer(c, k === q.correct ? 100 : 0, undefined, i)),
    );
  } else if (type === 'truefalse') {
    lines.push(
      answer('true', q.answer === 'true' ? 100 : 0, undefined, i),
      answer('false', q.answer === 'false' ? 100 : 0, undefined, i),
    );
  } else if (type === 'shortanswer') {
    lines.push(`${i}<usecase>0</usecase>`, answer(q.answer, 100, undefined, i));
  }
  lines.push('  </question>');
  return lines.join('\n');
}

/**
 * Moodle's XML question format: a category named after the assessment or quiz, then one
 * `<question>` per item with its points (defaultgrade), answers (fraction 100 for the right one)
 * and the explanation as general feedback. Texts are plain_text, so nothing is read as HTML.
 */
export function toMoodleXml(set: ExportSet): string {
  const category = [
    '  <question type="category">',
    `    <category>\n      <text>$course$/top/${xmlText(set.title.replace(/\//g, '-'))}</text>\n    </category>`,
    '  </question>',
  ].join('\n');
  return `${XML_DECLARATION}\n<quiz>\n${[category, ...set.questions.map(question)].join('\n')}\n</quiz>\n`;
}
