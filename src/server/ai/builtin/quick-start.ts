import type { RequestKind } from './understand';

/**
 * The form that does what the teacher asked, opened with the details the assistant understood
 * (issue 33 item 5). Links are to the app's own pages; the chat shows them as buttons
 * (web/features/chat/chat-actions.ts) and reads the same query parameters on the other side.
 */
export interface QuickStart {
  label: string;
  href: string;
}

interface Known {
  grade?: string;
  subject?: string;
  topic?: string;
  count?: number;
  minutes?: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

/** An administrator can download a model that answers anything; the chat shows this to admins only. */
export const ADMIN_MODEL_LINK: QuickStart = {
  label: 'Download a local model (Admin → AI)',
  href: '/admin?tab=ai',
};

export function quickStartLinks(kind: RequestKind, f: Known): QuickStart[] {
  const about = { subject: f.subject, grade: f.grade, topic: f.topic };
  const form: QuickStart | undefined = {
    lesson: {
      label: 'Open the lesson plan form',
      href: `/lessons?${query({ create: 'ai', ...about, duration: f.minutes })}`,
    },
    quiz: {
      label: 'Open the quiz form',
      href: `/assessments?${query({ create: 'ai', ...about, questionCount: f.count })}`,
    },
    worksheet: {
      label: 'Open the worksheet form',
      href: `/content?${query({ type: 'worksheet', ...about })}`,
    },
    'parent-letter': {
      label: 'Start from the parent letter quick start',
      href: `/ai-chat?${query({ template: 'parent-communication' })}`,
    },
    behaviour: {
      label: 'Start from the behaviour quick start',
      href: `/ai-chat?${query({ template: 'behavior' })}`,
    },
    differentiation: {
      label: 'Start from the differentiation quick start',
      href: `/ai-chat?${query({ template: 'differentiation' })}`,
    },
  }[kind as string];
  return [...(form ? [form] : []), ADMIN_MODEL_LINK];
}
