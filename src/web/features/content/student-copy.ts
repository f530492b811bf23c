/**
 * Generated material as students may see it: without the answer key and the teacher's notes.
 * Sections are recognised by their headings, as the built-in engine writes them ("Answer Key
 * (teacher)", "Answers (teacher)", "Teacher Notes") and as a model is likely to ("Answer Key",
 * "Answers", "Notes for the Teacher", "Mark Scheme", "Solutions").
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

/** Each line with its heading level and text, or level 0; fenced code is never a heading. */
function lines(markdown: string) {
  let fence = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    const h = fence ? null : HEADING.exec(line);
    return { line, level: h ? h[1]!.length : 0, text: h?.[2] ?? '' };
  });
}

/** A section students may not see: an answer key or notes, below the title's level. */
const dropped = (l: { level: number; text: string }) => l.level > 1 && teacherOnly(l.text);

/** Whether the material has anything a student copy would leave out. */
export const hasTeacherSections = (markdown: string) => lines(markdown).some(dropped);

/**
 * The material without teacher-only sections (each to the next heading of its level or
 * higher), with name and date lines under the title.
 */
export function studentCopy(markdown: string): string {
  const out: string[] = [];
  let skipping = 0; // the level of the section being dropped, 0 when keeping
  let titled = false;
  for (const l of lines(markdown)) {
    if (l.level && !(skipping && l.level > skipping)) {
      skipping = dropped(l) ? l.level : 0;
      if (!skipping && l.level === 1 && !titled) {
        titled = true;
        out.push(l.line, '', `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}`);
        continue;
      }
    }
    if (!skipping) out.push(l.line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}
