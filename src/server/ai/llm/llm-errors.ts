import { APICallError } from 'ai';
import { AiError } from '../ai-engine';

const statusOf = (e: unknown): number | undefined =>
  APICallError.isInstance(e) ? e.statusCode : undefined;

export const isRateLimited = (e: unknown) => statusOf(e) === 429;

function isTimeout(e: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  const name = (e as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** Provider failures as the engine's stable codes, with messages that name no key or URL secret. */
export function toAiError(e: unknown, signal: AbortSignal, model: string): AiError {
  if (e instanceof AiError) return e;
  if (isTimeout(e, signal))
    return new AiError('ai_timeout', 'The AI model took too long to answer. Please try again.', e);
  // A 200 the SDK could not read arrives as an APICallError caused by a parse error.
  const names = [e, (e as { cause?: unknown } | null)?.cause].map(
    (x) => (x as { name?: string } | null)?.name ?? '',
  );
  if (
    names.some((n) =>
      /JSONParseError|TypeValidationError|InvalidResponseDataError|NoContentGenerated|NoObjectGenerated|NoOutputGenerated/.test(
        n,
      ),
    )
  ) {
    return new AiError(
      'ai_malformed_answer',
      'The AI provider sent an answer that could not be read.',
      e,
    );
  }
  const status = statusOf(e);
  if (status === 401 || status === 403)
    return new AiError(
      'ai_bad_key',
      'The AI provider refused the API key. Ask your administrator to check it.',
      e,
    );
  if (status === 404)
    return new AiError(
      'ai_model_not_found',
      `The AI model "${model}" was not found at the provider.`,
      e,
    );
  if (status === 429)
    return new AiError(
      'ai_rate_limited',
      'The AI provider is busy (rate limited). Please try again in a minute.',
      e,
    );
  return new AiError(
    'ai_unavailable',
    'The AI provider could not be reached. Please try again later.',
    e,
  );
}
