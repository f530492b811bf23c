import { INTEROP_LIMITS } from '../../../contracts/interop.contract';
import {
  QUIZ_LIMITS as L,
  QUIZ_MESSAGES,
  quizQuestionInput,
  typeFields,
  type TypeFieldsOut,
  type QuizQuestion,
} from '../../../contracts/quizzes.contract';
import type { SheetProblem } from '../../../contracts/interop.contract';

/** A cell as a spreadsheet reader hands it over (text, number, boolean, date or empty). */
export type Cell = unknown;

export interface KahootColumns {
  question: number;
  answers: number[];
  time: number;
  correct: number;
}

export type KahootSheet =
  | { ok: false; reason: 'too_large'; cell: string }
  | {
      ok: true;
      questions: (KahootQuestion & { line: number })[];
      skipped: SheetProblem[];
      warnings: SheetProblem[];
    }
  | { ok: false; reason: 'no_header' }
  | { ok: false; reason: 'too_many_rows'; rows: number };

const text = (cell: Cell) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString()
      : String(cell).trim();
const key = (cell: Cell) => text(cell).toLowerCase();

/**
 * Kahoot's template puts its title and instructions in the first rows and the header
 * ("Question - max 120 characters", "Answer 1 - max 75 characters", ..., "Time limit (sec)",
 * "Correct answer(s)") above the questions; the header is found by its names, not its row.
 */
export function findHeader(rows: readonly (readonly Cell[])[]) {
  for (let r = 0; r < rows.length; r++) {
    const cells = rows[r]!.map(key);
    const at = (re: RegExp) => cells.findIndex((c) => re.test(c));
    const columns: KahootColumns = {
      question: at(/^question/),
      answers: [1, 2, 3, 4].map((k) => at(new RegExp(`^answer\\s*${k}\\b`))),
      time: at(/^time\s*limit/),
      correct: at(/^correct/),
    };
    if (
      columns.question >= 0 &&
      columns.answers[0]! >= 0 &&
      columns.answers[1]! >= 0 &&
      columns.correct >= 0
    )
      return { row: r, columns };
  }
  return undefined;
}

/** Why an imported question is marked for review (issue 32 item 14), shown on the question. */
export const SEVERAL_CORRECT = (answers: readonly number[]) =>
  `The Kahoot file marks answers ${answers.join(' and ')} as correct; a Chalkwise game takes one, so answer ${answers[0]} was kept. Check it is the one you want.`;

const TIME_MESSAGE = (value: string) =>
  `Time limit "${value}" is not allowed: use whole seconds from ${L.timeLimitMin} to ${L.timeLimitMax}.`;

/** One row under the header: the question it makes, or why it cannot be one. */
export function checkKahootRow(
  cells: readonly Cell[],
  c: KahootColumns,
): { errors: string[]; warnings: string[]; question?: KahootQuestion } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const question = text(cells[c.question]);
  if (question === '') errors.push('The question text is missing.');
  else if (question.length > L.question)
    errors.push(`${QUIZ_MESSAGES.questionTooLong} (this one has ${question.length}).`);

  // Answers keep their Kahoot number (1-4) even when one in between is left empty.
  const answers = c.answers
    .map((col, k) => ({ number: k + 1, text: col >= 0 ? text(cells[col]) : '' }))
    .filter((a) => a.text !== '');
  if (answers.length < L.choicesMin) errors.push('A question needs at least two answers.');
  for (const a of answers)
    if (a.text.length > L.choice)
      errors.push(
        `Answer ${a.number} is ${a.text.length} characters long; at most ${L.choice} fit on a player's button.`,
      );

  const rawCorrect = text(cells[c.correct]);
  const picked = [...new Set(rawCorrect.split(/[\s,;]+/).filter(Boolean))].map(Number);
  const usable = picked.filter((p) => answers.some((a) => a.number === p));
  if (rawCorrect === '') errors.push('No correct answer: put 1, 2, 3 or 4 in "Correct answer(s)".');
  else if (picked.some((p) => !Number.isInteger(p) || p < 1 || p > 4))
    errors.push(`Correct answer "${rawCorrect}" is not 1, 2, 3 or 4.`);
  else if (usable.length < picked.length)
    errors.push(
      `Correct answer ${picked.filter((p) => !usable.includes(p)).join(', ')} points at an empty answer.`,
    );
  else if (usable.length > 1)
    warnings.push(
      `Several correct answers (${usable.join(', ')}): a Chalkwise game takes one, so answer ${usable[0]} was kept and the question is marked for review.`,
    );

  const rawTime = c.time >= 0 ? text(cells[c.time]) : '';
  let timeLimit: number = L.timeLimitDefault;
  if (rawTime === '') warnings.push(`No time limit: ${L.timeLimitDefault} seconds were used.`);
  else {
    const seconds = Number(rawTime);
    if (!Number.isInteger(seconds) || seconds < L.timeLimitMin) errors.push(TIME_MESSAGE(rawTime));
    else if (seconds > L.timeLimitMax) {
      // Kahoot allows 240 s; a game's longest is shorter. The question is still good.
      timeLimit = L.timeLimitMax;
      warnings.push(
        `Time limit ${seconds} seconds is longer than a Chalkwise game allows: ${L.timeLimitMax} seconds were used.`,
      );
    } else timeLimit = seconds;
  }
  if (errors.length > 0) return { errors, warnings };

  const parsed = quizQuestionInput.safeParse({
    question,
    choices: answers.map((a) => a.text),
    answerIndex: answers.findIndex((a) => a.number === usable[0]),
    timeLimit,
    needsReview: usable.length > 1,
    ...(usable.length > 1 ? { reviewReason: SEVERAL_CORRECT(usable) } : {}),
  });
  if (!parsed.success)
    return { errors: [...new Set(parsed.error.issues.map((i) => i.message))], warnings };
  return { errors, warnings, question: { ...parsed.data, ...typeFields(parsed.data) } };
}

/** A checked question with its type's fields filled in (a Kahoot quiz row is multiple choice). */
type KahootQuestion = QuizQuestion & TypeFieldsOut;

/** Column letters as a number: A is 1, Z 26, AA 27, XFD (Excel's last) 16,384. */
export const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const columnLetters = (n: number): string =>
  n <= 0 ? '' : columnLetters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/**
 * The farthest cell a sheet's XML places, without reading the sheet: the `<dimension ref>` it
 * claims, each row's and cell's `r` and, for rows and cells that leave `r` out, their place.
 * A spreadsheet reader builds every row and column up to the farthest cell, so one cell at
 * H1000000 in a 2 KB file grew the server by 500 MB (issue 37 item 11). Undefined: within bounds.
 */
export function farCell(xml: string): string | undefined {
  const over = (row: number, column: number) =>
    row > INTEROP_LIMITS.kahootSheetRows || column > INTEROP_LIMITS.kahootSheetColumns;
  const dimension = /<dimension\b[^>]*\bref="(?:[A-Z]+\d+:)?([A-Z]+)(\d+)"/i.exec(xml);
  if (dimension && over(Number(dimension[2]), columnNumber(dimension[1]!)))
    return `${dimension[1]!.toUpperCase()}${dimension[2]}`;
  let row = 0;
  let column = 0;
  let lastRow = 0;
  for (const tag of xml.matchAll(/<(row|c)\b([^>]*)>/g)) {
    const ref = /\br="([A-Z]*)(\d+)"/i.exec(tag[2]!);
    if (tag[1] === 'row') {
      row = ref ? Number(ref[2]) : row + 1;
      lastRow = Math.max(lastRow, row);
      column = 0;
      continue;
    }
    column = ref?.[1] ? columnNumber(ref[1]) : column + 1;
    if (over(row, column)) return `${columnLetters(column)}${row}`;
  }
  // A far-off row with no cell still makes the reader build every row above it.
  return over(lastRow, 0) ? `A${lastRow}` : undefined;
}

/** A row with neither a question nor any answer is blank (the template numbers its empty rows). */
const isBlank = (cells: readonly Cell[], c: KahootColumns) =>
  [c.question, ...c.answers].every((col) => col < 0 || text(cells[col]) === '');

/** The sheet's rows (as read, one array per spreadsheet row from row 1) as questions and problems. */
export function checkKahootSheet(rows: readonly (readonly Cell[])[]): KahootSheet {
  const header = findHeader(rows);
  if (!header) return { ok: false, reason: 'no_header' };
  const body = rows
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(header.row + 1)
    .filter((r) => !isBlank(r.cells, header.columns));
  if (body.length > INTEROP_LIMITS.kahootRows)
    return { ok: false, reason: 'too_many_rows', rows: body.length };
  const result: Extract<KahootSheet, { ok: true }> = {
    ok: true,
    questions: [],
    skipped: [],
    warnings: [],
  };
  for (const { cells, line } of body) {
    const checked = checkKahootRow(cells, header.columns);
    if (checked.question) result.questions.push({ ...checked.question, line });
    else result.skipped.push({ line, errors: checked.errors });
    if (checked.warnings.length > 0 && checked.question)
      result.warnings.push({ line, errors: checked.warnings });
  }
  return result;
}
