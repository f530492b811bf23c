/**
 * Material as students may see it: without the answer key and the teacher's notes. One rule for
 * every place students look (a printed or exported student copy, the lesson on the classroom
 * screen), so a fix to it reaches them all. Pure text, shared by server and web.
 *
 * Sections are recognised by their headings, as the built-in engine writes them ("Answer Key
 * (teacher)", "Answers (teacher)", "Teacher Notes") and as a model is likely to ("Answer Key",
 * "Answers", "Notes for the Teacher", "Mark Scheme", "Solutions"). Inside the text, an answer
 * in brackets ("[Answer: D. chlorophyll]", "(It is false: ...)") and a line that speaks to the
 * teacher ("Listen for the misconception ...", "Teacher note: ...") go as well.
 */
const TEACHER_ONLY = [
  /\banswer\s*key\b/i,
  // "Answers", "Answers (teacher)", "Answers to the practice", never "Answer the questions".
  /^answers?\s*(?:$|[(:–—-]|(?:for|to|and)\b)/i,
  /^(?:worked\s+)?solutions?\b/i,
  /\bmark(?:ing)?\s+scheme\b/i,
  /\bteacher(?:'s|s')?\b/i,
];
const teacherOnly = (heading: string) => TEACHER_ONLY.some((r) => r.test(heading.trim()));

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** The opening of an answer given in brackets, as lesson plans and worksheets write them. */
const INLINE_ANSWER =
  /\s*[[(]\s*(?:(?:the\s+)?(?:correct\s+)?answers?|solutions?|it\s+is\s+(?:true|false))\s*:/gi;

/**
 * A line addressed to the teacher: what to listen or look for while students work, how to
 * model, a note by name. Only these openings, so a student's instruction ("Look at the
 * diagram") is never taken for one: "look for" and "listen for" are the teacher's.
 */
const TEACHER_NOTE =
  /^(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__|_|\*)?(?:teacher(?:'s|s')?\s+notes?\b|notes?\s+(?:for|to)\s+(?:the\s+)?teacher\b|teacher\s*:|listen\s+for\b|look\s+for\b|watch\s+for\b|think\s+aloud\b|circulate\b)/i;

/** Each line with its heading level and text, or level 0; fenced code is never a heading. */
function lines(markdown: string) {
  let fence = false;
  return markdown.split('\n').map((line) => {
    const fenceLine = /^\s*(?:```|~~~)/.test(line);
    if (fenceLine) fence = !fence;
    const code = fence || fenceLine;
    const h = code ? null : HEADING.exec(line);
    return { line, code, level: h ? h[1]!.length : 0, text: h?.[2] ?? '' };
  });
}

/** A section students may not see: an answer key or notes, below the title's level. */
const dropped = (l: { level: number; text: string }) => l.level > 1 && teacherOnly(l.text);

/** Whether the material has anything a student copy would leave out. */
export const hasTeacherSections = (markdown: string) => lines(markdown).some(dropped);

/**
 * The line without its bracketed answers, and those answers. A bracket is closed where its
 * depth returns to zero, so an answer holding "(light energy)" goes whole; one never closed
 * runs to the end of the line.
 */
function withoutInlineAnswers(line: string): { kept: string; answers: string[] } {
  const answers: string[] = [];
  let kept = '';
  let from = 0;
  for (const match of line.matchAll(INLINE_ANSWER)) {
    if (match.index < from) continue;
    const open = match.index + match[0].search(/[[(]/);
    let depth = 0;
    let end = line.length;
    for (let i = open; i < line.length; i += 1) {
      const c = line[i];
      if (c === '[' || c === '(') depth += 1;
      else if ((c === ']' || c === ')') && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    kept += line.slice(from, match.index);
    answers.push(
      line
        .slice(open + 1, end)
        .replace(/[\])]$/, '')
        .trim(),
    );
    from = end;
  }
  return { kept: kept + line.slice(from), answers };
}

/** What students may see, and what was taken out for the teacher alone (in reading order). */
export interface StudentView {
  shown: string;
  hidden: string[];
}

function split(markdown: string, nameLines: boolean): StudentView {
  const out: string[] = [];
  const hidden: string[] = [];
  let skipping = 0; // the level of the section being dropped, 0 when keeping
  let inNote = false; // the continuation lines of a teacher's note
  let titled = false;
  for (const l of lines(markdown)) {
    if (l.level && !(skipping && l.level > skipping)) {
      skipping = dropped(l) ? l.level : 0;
      inNote = false;
      // A dropped section is one entry for the teacher: its heading and its text.
      if (skipping) {
        hidden.push(l.line);
        continue;
      }
      if (!skipping && nameLines && l.level === 1 && !titled) {
        titled = true;
        out.push(l.line, '', `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}`);
        continue;
      }
    }
    if (skipping) {
      hidden[hidden.length - 1] += `\n${l.line}`;
      continue;
    }
    if (l.code) {
      out.push(l.line);
      continue;
    }
    // A note's wrapped lines are indented under it; a blank line or a new item ends it.
    if (inNote && /^\s+\S/.test(l.line) && !/^\s*(?:[-*+]|\d+[.)])\s/.test(l.line)) {
      hidden[hidden.length - 1] += `\n${l.line.trim()}`;
      continue;
    }
    inNote = false;
    if (TEACHER_NOTE.test(l.line.trim())) {
      inNote = true;
      hidden.push(l.line.trim().replace(/^(?:[-*+]|\d+[.)])\s+/, ''));
      continue;
    }
    const { kept, answers } = withoutInlineAnswers(l.line);
    hidden.push(...answers);
    out.push(kept);
  }
  return {
    shown: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd(),
    hidden: hidden.map((h) => h.trim()).filter(Boolean),
  };
}

/**
 * The material without teacher-only sections (each to the next heading of its level or
 * higher), answers in brackets and notes to the teacher, with name and date lines under the
 * title.
 */
export const studentCopy = (markdown: string): string => split(markdown, true).shown;

/**
 * A lesson's text for the classroom screen: what students may see, and the answers and notes
 * it held for the teacher's own screen.
 */
export const forProjection = (markdown: string): StudentView => split(markdown, false);
