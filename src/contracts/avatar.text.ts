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

/**
 * Polled every 2 s, at most 30 times (about 60 s) once its render has begun; polls while it
 * waits behind other videos do not count (issue 37 item 9), as the server's own budget does not.
 */
export const AVATAR_POLL = { intervalMs: 2000, maxPolls: 30 } as const;

/**
 * How long a video may wait to start behind others before it is given up (and refunded):
 * bounded, so a video whose instance died before rendering it does not stay pending for ever.
 */
export const AVATAR_QUEUE_WAIT_MS = 10 * 60_000;

/** Where a waiting video stands, as the video card shows it. */
export const avatarQueueText = (ahead: number) =>
  ahead === 0
    ? 'Waiting to start: yours is next.'
    : `Waiting to start: ${ahead} ${ahead === 1 ? 'video' : 'videos'} ahead of yours.`;

/** Why a render failed, by the row's error code (`avatar.<reason>`): what a teacher can do. */
export const AVATAR_FAILURE_REASONS = {
  empty: 'The text has nothing the voice can say.',
  too_long: 'The speech runs past 75 seconds: shorten the text.',
  encoder: 'The video could not be encoded on the server.',
  crashed: 'The video renderer stopped unexpectedly.',
  out_of_memory: 'The video renderer ran out of memory.',
  timeout: 'Rendering took longer than its 60 seconds.',
  queue_timeout: 'It waited too long behind other videos to start.',
  unauthorized: 'The video provider refused the server’s key.',
  rate_limited: 'The video provider is busy: try again in a minute.',
  provider: 'The video provider could not make this video.',
} as const;
export const avatarFailureText = (code: string | null) =>
  (AVATAR_FAILURE_REASONS as Record<string, string>)[(code ?? '').replace(/^avatar\./, '')] ??
  'The video could not be made.';

/**
 * A 60-second video's script is about 160 words, 900-1,000 characters: 1,000 characters of
 * prose speak for about 65 s with the built-in voice, which renders them in under half that
 * (bench/avatar.bench.ts). Numbers are spoken in words, so the speech itself is capped too: a
 * longer render ends as an error (refunded) rather than outlasting the page's minute.
 */
export const AVATAR_LIMITS = { text: 1000, imageUrl: 2048, speechSeconds: 75 } as const;

export const avatarVideoUrl = (id: string) => `/api/avatar/videos/${id}`;
