import { XML_DECLARATION, xmlSafe } from '../../platform/xml/xml-text';
import {
  questionName,
  responseWeights,
  type ExportQuestion,
  type ExportSet,
} from './interop.questions';

/**
 * Text as Moodle's own exporter writes it (qformat_xml::xml_escape): in CDATA whenever it holds
 * a character XML escapes. Moodle's reader gets escaped text in pieces split at each entity and
 * drops the pieces that are only spaces, so `&quot;big&quot; &quot;small&quot;` would come back
 * as `"big""small"` (in a short-answer key, a different key); CDATA arrives whole.
 */
export function moodleText(value: string): string {
  const text = xmlSafe(value);
  return /[&<>"]/.test(text) ? `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>` : text;
}

const text = (tag: string, value: string, indent: string) =>
  `${indent}<${tag} format="plain_text">\n${indent}  <text>${moodleText(value)}</text>\n${indent}</${tag}>`;

function answer(value: string, fraction: number, fb: string | undefined, indent: string) {
  return [
    `${indent}<answer fraction="${fraction}" format="plain_text">`,
    `${indent}  <text>${moodleText(value)}</text>`,
    text('feedback', fb ?? '', `${indent}  `),
    `${indent}</answer>`,
  ].join('\n');
}

const MOODLE_TYPE = {
  multiple_choice: 'multichoice',
  multiple_response: 'multichoice',
  true_false: 'truefalse',
  short_answer: 'shortanswer',
  essay: 'essay',
} as const;

/**
 * The standards' codes as question tags, which qformat_xml::import_question_tags reads from
 * `<tags><tag><text>` (trimmed) when tags are enabled for questions, as they are by default.
 */
function tags(set: ExportSet, indent: string): string[] {
  if (set.standards.length === 0) return [];
  return [
    `${indent}<tags>`,
    ...set.standards.map((s) => `${indent}  <tag><text>${moodleText(s.code)}</text></tag>`),
    `${indent}</tags>`,
  ];
}

function question(q: ExportQuestion, set: ExportSet): string {
  const i = '    ';
  const type = MOODLE_TYPE[q.kind];
  const lines = [
    `  <question type="${type}">`,
    `${i}<name>\n${i}  <text>${moodleText(questionName(q))}</text>\n${i}</name>`,
    text('questiontext', q.prompt, i),
    text('generalfeedback', q.feedback ?? '', i),
    `${i}<defaultgrade>${q.points}</defaultgrade>`,
    `${i}<penalty>0</penalty>`,
    `${i}<hidden>0</hidden>`,
  ];
  if (type === 'multichoice') {
    // Multiple response: check boxes, each choice worth its share (responseWeights).
    const several = q.kind === 'multiple_response';
    const weights = several
      ? responseWeights(q)
      : q.choices.map((_, k) => (k === q.correct ? 100 : 0));
    lines.push(
      `${i}<single>${several ? 'false' : 'true'}</single>`,
      `${i}<shuffleanswers>false</shuffleanswers>`,
      `${i}<answernumbering>abc</answernumbering>`,
      ...q.choices.map((c, k) => answer(c, weights[k]!, undefined, i)),
    );
  } else if (type === 'truefalse') {
    lines.push(
      answer('true', q.answer === 'true' ? 100 : 0, undefined, i),
      answer('false', q.answer === 'false' ? 100 : 0, undefined, i),
    );
  } else if (type === 'shortanswer') {
    // `*` is Moodle's wildcard in a key; `\*` is a star (compare_string_with_wildcard).
    lines.push(
      `${i}<usecase>0</usecase>`,
      answer(q.answer.replace(/\*/g, '\\*'), 100, undefined, i),
    );
  } else {
    // Graded by hand: a plain text box, and the model answer for the grader only.
    lines.push(
      `${i}<responseformat>plain</responseformat>`,
      `${i}<responserequired>1</responserequired>`,
      `${i}<responsefieldlines>10</responsefieldlines>`,
      `${i}<attachments>0</attachments>`,
      `${i}<attachmentsrequired>0</attachmentsrequired>`,
      text('graderinfo', q.answer, i),
      text('responsetemplate', '', i),
    );
  }
  lines.push(...tags(set, i), '  </question>');
  return lines.join('\n');
}

/**
 * Moodle's XML question format: a category named after the assessment or quiz, then one
 * `<question>` per item, named by its text, with its points (defaultgrade), answers (fraction
 * 100 for the right one) and the explanation as general feedback. Texts are plain_text, so
 * nothing is read as HTML; a question graded by hand is an essay. The standards the set is
 * tagged with become each question's tags.
 */
export function toMoodleXml(set: ExportSet): string {
  const category = [
    '  <question type="category">',
    `    <category>\n      <text>${moodleText(`$course$/top/${set.title.replace(/\//g, '-')}`)}</text>\n    </category>`,
    '  </question>',
  ].join('\n');
  return `${XML_DECLARATION}\n<quiz>\n${[category, ...set.questions.map((q) => question(q, set))].join('\n')}\n</quiz>\n`;
}
