import type { SharedLesson } from '../../../contracts/lessons.contract';
import { forProjection } from '../../../contracts/student-copy';
import { lessonBody } from './lesson-markdown';

/** One screen of the presenter view: a phase of the lesson with its minutes, if it has any. */
export interface LessonPhase {
  title: string;
  minutes: number | null;
  /** Markdown: the phase's activities as the class sees them (no answers, no notes). */
  body: string;
  /** Markdown: the answers and notes taken out of them, for the speaker view alone. */
  notes: string[];
}

/** A screen's text split between the classroom screen and the teacher's. */
const projected = (markdown: string) => {
  const { shown, hidden } = forProjection(markdown);
  return { body: shown.trim(), notes: hidden };
};

/**
 * A timed phase as the lesson generator and the demo write it: "### Warm-up (5 min)",
 * "## Guided practice (15 minutes)".
 */
const TIMED = /^(#{2,4})\s+(.+?)\s*\((\d{1,3})\s*(?:min|mins|minutes)\.?\)\s*$/i;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

interface Section {
  level: number;
  title: string;
  minutes: number | null;
  lines: string[];
}

/** The body cut at its headings (a heading inside a code fence is code, not a heading). */
function sections(body: string): { before: string; all: Section[] } {
  const all: Section[] = [];
  const before: string[] = [];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const timed = fenced ? null : TIMED.exec(line);
    const heading = fenced ? null : HEADING.exec(line);
    if (timed)
      all.push({ level: timed[1]!.length, title: timed[2]!, minutes: +timed[3]!, lines: [] });
    else if (heading)
      all.push({ level: heading[1]!.length, title: heading[2]!, minutes: null, lines: [] });
    else (all.at(-1)?.lines ?? before).push(line);
  }
  return { before: before.join('\n').trim(), all };
}

/** A section's text and that of the headings under it (until one as high as its own). */
function withSubsections(all: Section[], i: number): string {
  const own = all[i]!;
  const parts = [own.lines.join('\n')];
  for (let j = i + 1; j < all.length && all[j]!.level > own.level; j += 1)
    parts.push(`${'#'.repeat(all[j]!.level)} ${all[j]!.title}`, all[j]!.lines.join('\n'));
  return parts.join('\n').trim();
}

/** Shown after the timed phases: what students leave with. */
const CLOSING = /^(homework|exit ticket)$/i;

/**
 * The lesson for the presenter view, each screen without its answers and notes (which the speaker
 * view shows): the overview (the text before the first heading), then its
 * timed phases and its homework when it has timed phases; otherwise its top sections, untimed;
 * otherwise the whole plan as one phase of the lesson's duration.
 */
export function lessonPhases(lesson: SharedLesson & { description?: string }): {
  overview: string;
  overviewNotes: string[];
  phases: LessonPhase[];
} {
  const body = lessonBody(lesson);
  const { before, all } = sections(body);
  const phase = (i: number): LessonPhase => ({
    title: all[i]!.title,
    minutes: all[i]!.minutes,
    ...projected(withSubsections(all, i)),
  });
  const intro = projected(before);
  // "## Lesson Sequence (45 minutes)" holds the timed phases: it is their total, not a phase.
  const holdsTimed = (i: number) => {
    for (let j = i + 1; j < all.length && all[j]!.level > all[i]!.level; j += 1)
      if (all[j]!.minutes !== null) return true;
    return false;
  };
  const timed = all.flatMap((s, i) => (s.minutes === null || holdsTimed(i) ? [] : [phase(i)]));
  if (timed.length > 0) {
    const closing = all.flatMap((s, i) =>
      s.minutes === null && CLOSING.test(s.title) ? [phase(i)] : [],
    );
    return { overview: intro.body, overviewNotes: intro.notes, phases: [...timed, ...closing] };
  }
  const top = Math.min(...all.map((s) => s.level));
  const untimed = all.flatMap((s, i) => (s.level === top ? [phase(i)] : []));
  if (untimed.length > 0)
    return { overview: intro.body, overviewNotes: intro.notes, phases: untimed };
  return {
    overview: '',
    overviewNotes: [],
    phases: [{ title: lesson.title, minutes: lesson.duration, ...projected(body) }],
  };
}
