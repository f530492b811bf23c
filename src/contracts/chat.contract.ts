import { z } from 'zod';
import { isoDate } from './common';
import { defineErrors } from './errors';

/**
 * The AI Assistant (spec sections 2, 3, 7; product-decisions "AI Assistant (chat)"):
 * `GET`/`POST /api/chat/{sessionId}` plus the conversation list, stop, regenerate, edit and resume.
 */
export const CHAT_LIMITS = {
  /** Long enough to paste a lesson or a parent's email into a question. */
  content: 8000,
  title: 120,
} as const;

/** User-visible strings, word for word from the spec where it has them. */
export const CHAT_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Message cannot be more than ${CHAT_LIMITS.content} characters`,
  unstorable: 'Message contains characters that cannot be stored.',
  badSessionId: 'Invalid conversation id',
  titleEmpty: 'Title cannot be empty',
  titleTooLong: `Title cannot be more than ${CHAT_LIMITS.title} characters`,
  sendFailed: 'Failed to send message. Please try again.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy message.',
  online: 'Online',
  exportFailed: 'Failed to export the conversation. Please try again.',
  stopped: 'Stopped',
  failed: 'The reply was interrupted.',
  newConversation: 'New conversation',
} as const;

export const CHAT_ERRORS = defineErrors('chat', {
  not_found: { status: 404, message: 'Conversation not found' },
  busy: {
    status: 429,
    message: 'A reply is still being written. Wait for it to finish or stop it first.',
  },
  daily_limit: {
    status: 429,
    message: "You have reached today's limit of assistant messages. Please try again later.",
  },
  nothing_to_regenerate: { status: 409, message: 'There is no question to answer again yet.' },
  nothing_to_edit: { status: 409, message: 'There is no question to edit yet.' },
  failed: { status: 502, message: CHAT_MESSAGES.sendFailed },
});

/** Made once per page visit from the current time (spec section 2), plus a random tail. */
export const sessionIdParam = z.object({
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, CHAT_MESSAGES.badSessionId)
    .describe('Conversation id chosen by the client'),
});

const text = (max: number, empty: string, tooLong: string) =>
  z
    .string(empty)
    .trim()
    .min(1, empty)
    .max(max, tooLong)
    // PostgreSQL text cannot hold NUL; refuse it instead of failing to store it.
    .refine((s) => !s.includes('\u0000'), CHAT_MESSAGES.unstorable);

export const sendMessageBody = z.object({
  content: text(CHAT_LIMITS.content, CHAT_MESSAGES.empty, CHAT_MESSAGES.tooLong),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const renameConversationBody = z.object({
  title: text(CHAT_LIMITS.title, CHAT_MESSAGES.titleEmpty, CHAT_MESSAGES.titleTooLong),
});

export const CHAT_ROLES = ['user', 'assistant'] as const;
/** streaming: being written now; stopped: the teacher pressed Stop; failed: the engine broke off. */
export const CHAT_STATUSES = ['complete', 'streaming', 'stopped', 'failed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const storedChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: isoDate,
  status: z.enum(CHAT_STATUSES),
});
export const chatMessagesResponse = z.array(storedChatMessage);
export type StoredChatMessage = z.input<typeof storedChatMessage>;

export const conversationSummary = z.object({
  sessionId: z.string(),
  title: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  messageCount: z.number().int(),
});
export const conversationListResponse = z.array(conversationSummary);
export type ConversationSummary = z.input<typeof conversationSummary>;

/** Sent with the streamed reply (UI message metadata), so the client shows time and state. */
export interface ChatReplyMetadata {
  createdAt?: string;
  status?: ChatStatus;
}

/** The title a conversation gets from its first question. */
export function titleFrom(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const max = 60;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The six quick-start templates (spec section 2), each with a prompt worth sending as is. */
export const CHAT_TEMPLATES = [
  {
    id: 'lesson-plan',
    title: 'Generate Lesson Plan',
    description: 'A timed lesson outline with objectives, activities and an exit ticket.',
    prompt:
      'Create a 45-minute lesson plan for Grade 5 Science on the water cycle, with learning objectives, timed activities, materials and an exit ticket.',
  },
  {
    id: 'assessment',
    title: 'Create Assessment',
    description: 'A quiz or test draft with an answer key.',
    prompt:
      'Create a 10-question quiz for Grade 8 Mathematics on linear equations, with a mix of question types and an answer key.',
  },
  {
    id: 'student-support',
    title: 'Student Support',
    description: 'Strategies for a student who is struggling.',
    prompt:
      'Suggest strategies to support a Grade 4 student who is struggling with reading comprehension and loses focus during independent work.',
  },
  {
    id: 'differentiation',
    title: 'Differentiation Ideas',
    description: 'Ideas for visual, auditory, kinesthetic and reading/writing learners.',
    prompt:
      'Give me differentiation ideas for visual, auditory, kinesthetic and reading/writing learners in a Grade 6 Science lesson on ecosystems.',
  },
  {
    id: 'behavior',
    title: 'Behavior Management',
    description: 'Routines and responses that keep a class on track.',
    prompt:
      'Suggest behavior management strategies for a Grade 7 class that talks over instructions and takes a long time to settle after lunch.',
  },
  {
    id: 'parent-communication',
    title: 'Parent Communication',
    description: 'A warm, clear message to a family.',
    prompt:
      "Draft a friendly email to a parent about their child's missing homework in Grade 5 Mathematics, and invite them to a short meeting.",
  },
] as const;
export type ChatTemplate = (typeof CHAT_TEMPLATES)[number];
