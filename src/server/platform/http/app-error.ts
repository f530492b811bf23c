import type { ErrorSpec } from '../../../contracts/errors';
import { HTTP_ERRORS } from '../../../contracts/errors';

/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { reason?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type Extra = AppError['extra'];
type Declared = ErrorSpec & { code: string };

/**
 * A factory per declared error (`lessonErrors.not_found()`); a factory takes an optional message
 * for errors whose text carries a detail (a line number, a limit) and optional extras.
 */
export type ErrorFactories<T extends Record<string, Declared>> = {
  readonly [K in keyof T]: (message?: string, extra?: Extra) => AppError;
};

export function errorFactories<T extends Record<string, Declared>>(declared: T): ErrorFactories<T> {
  return Object.fromEntries(
    Object.entries(declared).map(([key, spec]) => [
      key,
      (message?: string, extra?: Extra) =>
        new AppError(spec.status, spec.code, message ?? spec.message, extra),
    ]),
  ) as ErrorFactories<T>;
}

/** Errors of the platform itself (auth guard, origin check, limits, body parsing). */
export const httpErrors = errorFactories(HTTP_ERRORS);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  httpErrors.rate_limited(message, { retryAfterSeconds });
