import type { SharedLesson } from '../../../contracts/lessons.contract';
import { gradeLabel } from '../../lib/format';

/**
 * The whole lesson as one markdown document for export: a heading, the facts, objectives and
 * materials, then the lesson body. The body's own top heading is dropped when it repeats the title.
 */
export function lessonToMarkdown(lesson: SharedLesson): string {
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
  const body = lesson.content.generatedContent.trim();
  const firstLine = body.split('\n', 1)[0]!.trim();
  const withoutTitle =
    firstLine === `# ${lesson.title}` ? body.slice(firstLine.length).trimStart() : body;
  return [
    `# ${lesson.title}\n`,
    `${facts}\n`,
    list('Objectives', lesson.objectives),
    list('Materials', lesson.materials),
    withoutTitle && `${withoutTitle}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}
