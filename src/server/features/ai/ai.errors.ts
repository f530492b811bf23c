import { AI_ERRORS } from '../../../contracts/ai.contract';
import { AiError, type AiErrorCode } from '../../ai/ai-engine';
import { AppError, errorFactories } from '../../platform/http/app-error';

export const aiErrors = errorFactories(AI_ERRORS);

const BY_ENGINE_CODE: Record<AiErrorCode, keyof typeof aiErrors> = {
  ai_timeout: 'timeout',
  ai_rate_limited: 'rate_limited',
  ai_bad_key: 'bad_key',
  ai_model_not_found: 'model_not_found',
  ai_malformed_answer: 'malformed_answer',
  ai_unavailable: 'unavailable',
  ai_busy: 'too_many_requests',
};

/** Engine failures as clear HTTP errors: never a 500, never a key or a stack trace. */
export function toHttpError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiError) {
    const retryAfterSeconds = error.retryAfterSeconds;
    return aiErrors[BY_ENGINE_CODE[error.code]](
      error.message,
      retryAfterSeconds ? { retryAfterSeconds } : undefined,
    );
  }
  return aiErrors.failed();
}
