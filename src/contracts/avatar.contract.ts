import { z } from 'zod';
import { defineErrors } from './errors';

/** Spec sections 8 and 9: the avatar video's messages and polling, word for word. */
export const AVATAR_MESSAGES = {
  generateFailed: 'Failed to generate avatar video. Please try again.',
  generateFailedShort: 'Failed to generate avatar video.',
  statusFailed: 'Failed to check avatar status.',
  timedOut: 'Avatar generation timed out. Please try again.',
  textEmpty: 'Text is required',
} as const;

/** Polled every 2 s, at most 30 times (about 60 s). */
export const AVATAR_POLL = { intervalMs: 2000, maxPolls: 30 } as const;

/**
 * A script of this length speaks for about 45 s with the built-in voice and renders in a few
 * seconds, well inside the minute the page waits (bench/avatar.bench.ts).
 */
export const AVATAR_LIMITS = { text: 700, imageUrl: 2048 } as const;

export const generateAvatarBody = z.object({
  text: z
    .string(AVATAR_MESSAGES.textEmpty)
    .trim()
    .min(1, AVATAR_MESSAGES.textEmpty)
    .max(AVATAR_LIMITS.text, `Text must be at most ${AVATAR_LIMITS.text} characters`),
  /** The spec sends it unset; the built-in renderer draws its own face and ignores it. */
  avatarImageUrl: z.string().max(AVATAR_LIMITS.imageUrl).optional(),
});
export type GenerateAvatarBody = z.infer<typeof generateAvatarBody>;

export const avatarIdParam = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/, 'Avatar video not found'),
});

export const avatarJobResponse = z.object({ id: z.string() });

const AVATAR_STATUSES = ['pending', 'done', 'error'] as const;
export type AvatarStatus = (typeof AVATAR_STATUSES)[number];

export const avatarStatusResponse = z.object({
  status: z.enum(AVATAR_STATUSES),
  /** Where the owner fetches the MP4, once done; null before. */
  result_url: z.string().nullable(),
});
export type AvatarStatusResponse = z.infer<typeof avatarStatusResponse>;

export const AVATAR_ERRORS = defineErrors('avatar', {
  not_found: { status: 404, message: 'Avatar video not found' },
  gone: { status: 404, message: 'This video is no longer available' },
});

export const avatarVideoUrl = (id: string) => `/api/avatar/videos/${id}`;

/**
 * Which live agent the assistant modal talks to (`GET /api/avatar/agent`): the built-in one, or
 * a D-ID agent with what its browser SDK needs. The client key is D-ID's browser-side key; the
 * API key never leaves the server, and undeclared fields are stripped from the answer.
 */
export const avatarAgentResponse = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin') }),
  z.object({
    provider: z.literal('d-id'),
    agentId: z.string(),
    clientKey: z.string(),
    baseURL: z.string(),
    wsURL: z.string(),
  }),
]);
export type AvatarAgentResponse = z.infer<typeof avatarAgentResponse>;
export type DidAgentSettings = Extract<AvatarAgentResponse, { provider: 'd-id' }>;
