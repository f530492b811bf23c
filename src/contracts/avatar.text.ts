// The avatar video's messages, limits and polling, without zod: the web's video card imports
// them.

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

export const avatarVideoUrl = (id: string) => `/api/avatar/videos/${id}`;
