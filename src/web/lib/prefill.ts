import { GRADES, SUBJECTS } from '../../contracts/constants';

/**
 * Details another page passed in the address for a form to start from (issue 33 item 5: the
 * offline assistant's "Open the quiz form" link). Each is checked here: a subject or grade the
 * forms do not offer, an over-long topic or a number out of range is left out, never forced in.
 */
export interface Prefill {
  subject?: string;
  grade?: string;
  topic?: string;
  duration?: number;
  questionCount?: number;
}

const TOPIC_MAX = 200;

function whole(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function readPrefill(search: string): Prefill {
  const q = new URLSearchParams(search);
  const subject = q.get('subject') ?? '';
  const grade = q.get('grade') ?? '';
  // Control characters (a NUL, a new line) become spaces: a topic is one line of text.
  const topic = [...(q.get('topic') ?? '')]
    .map((c) => (c.charCodeAt(0) < 32 ? ' ' : c))
    .join('')
    .trim();
  const duration = whole(q.get('duration'), 5, 600);
  const questionCount = whole(q.get('questionCount'), 1, 50);
  return {
    ...((SUBJECTS as readonly string[]).includes(subject) ? { subject } : {}),
    ...((GRADES as readonly string[]).includes(grade) ? { grade } : {}),
    ...(topic && topic.length <= TOPIC_MAX ? { topic } : {}),
    ...(duration ? { duration } : {}),
    ...(questionCount ? { questionCount } : {}),
  };
}
