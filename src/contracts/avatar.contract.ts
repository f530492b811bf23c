import { z } from 'zod';
import { defineErrors } from './errors';

import { AVATAR_LIMITS, AVATAR_MESSAGES } from './avatar.text';

export * from './avatar.text';

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
  /** While it waits to start: how many videos are ahead of it (0: next); null once rendering. */
  queue_position: z.number().int().nullable(),
  /** Why it failed, in words a teacher can act on; null unless the status is error. */
  error: z.string().nullable(),
});
export type AvatarStatusResponse = z.infer<typeof avatarStatusResponse>;

export const AVATAR_ERRORS = defineErrors('avatar', {
  not_found: { status: 404, message: 'Avatar video not found' },
  gone: { status: 404, message: 'This video is no longer available' },
});

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
