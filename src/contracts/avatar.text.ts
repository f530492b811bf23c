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
 * A 60-second video's script is about 160 words, 900-1,000 characters: 1,000 characters of
 * prose speak for about 65 s with the built-in voice, which renders them in under half that
 * (bench/avatar.bench.ts). Numbers are spoken in words, so the speech itself is capped too: a
 * longer render ends as an error (refunded) rather than outlasting the page's minute.
 */
export const AVATAR_LIMITS = { text: 1000, imageUrl: 2048, speechSeconds: 75 } as const;

export const avatarVideoUrl = (id: string) => `/api/avatar/videos/${id}`;
