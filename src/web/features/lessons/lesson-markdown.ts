import type { SharedLesson } from '../../../contracts/lessons.contract';
import { gradeLabel } from '../../lib/format';

/** The owner's lesson carries its description; a shared one does not (it stays private). */
type LessonForDocument = SharedLesson & { description?: string };

const OBJECTIVE_HEADINGS = new Set(['objectives', 'learning objectives', 'lesson objectives']);
const MATERIAL_HEADINGS = new Set(['materials', 'materials needed', 'resources']);
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const FENCE = /^\s*(```|~~~)/;
/** Older built-in lessons echoed the description into the overview; the page shows it once. */
const NOTES_ECHO =
  /\s?Teacher's notes: [\s\S]*?(?=\s?Students move from a hook through modelling)/g;
/** Older demo lessons opened with the facts the page header already shows. */
const FACTS_LINE = /^\*\*Subject:\*\*.*\*\*Grade:\*\*.*$/;

const headingName = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(/[:\s]+$/, '')
    .toLowerCase();

/**
 * The lesson's body as the one source for what is not a field of its own: the objectives and
 * materials sections, the facts line and the description are dropped from the body when the
 * lesson holds them as fields (the header shows those, and an edit changes them there), and
 * table rows that older lessons stored with blank lines between them are joined back into one
 * GFM table, so they render as tables on the page and in Word and PDF.
 */
export function lessonBody(lesson: LessonForDocument): string {
  const lines = lesson.content.generatedContent.replace(/\r\n?/g, '\n').trim().split('\n');
  const out: string[] = [];
  let fenced = false;
  let dropping = false;
  const description = lesson.description?.trim() ?? '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (FENCE.test(line)) fenced = !fenced;
    if (!fenced) {
      const level = /^(#{1,6})\s/.exec(line)?.[1]?.length ?? 0;
      if (
        level === 1 &&
        out.every((l) => l.trim() === '') &&
        headingName(line) === lesson.title.trim().toLowerCase()
      )
        continue;
      if (level > 0 && level <= 2) {
        const name = headingName(line);
        dropping =
          (lesson.objectives.length > 0 && OBJECTIVE_HEADINGS.has(name)) ||
          (lesson.materials.length > 0 && MATERIAL_HEADINGS.has(name));
        if (dropping) continue;
      }
      if (dropping) continue;
      if (FACTS_LINE.test(line.trim())) continue;
      if (description && line.trim() === description && (lines[i - 1] ?? '').trim() === '')
        continue;
      // A blank line between two table rows splits a table into paragraphs of pipes.
      if (line.trim() === '' && TABLE_ROW.test(out.at(-1) ?? '')) {
        let next = i + 1;
        while (next < lines.length && lines[next]!.trim() === '') next += 1;
        if (next < lines.length && TABLE_ROW.test(lines[next]!)) {
          i = next - 1;
          continue;
        }
      }
    } else if (dropping) continue;
    out.push(line);
  }
  return out
    .join('\n')
    .replace(NOTES_ECHO, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The whole lesson as one markdown document for export: a heading, the facts, the description
 * (the owner's export only), objectives and materials, then the lesson body: the same parts,
 * from the same fields, as the page.
 */
export function lessonToMarkdown(lesson: LessonForDocument): string {
  const facts = [
    lesson.subject,
    gradeLabel(lesson.grade),
    `${lesson.duration} minutes`,
    lesson.topic && `Topic: ${lesson.topic}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const list = (heading: string, items: readonly string[]) =>
    items.length ? `## ${heading}\n\n${items.map((i) => `- ${i}`).join('\n')}\n` : '';
  const body = lessonBody(lesson);
  const description = lesson.description?.trim();
  return [
    `# ${lesson.title}\n`,
    `${facts}\n`,
    description && `${description}\n`,
    list('Objectives', lesson.objectives),
    list('Materials', lesson.materials),
    body && `${body}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}
