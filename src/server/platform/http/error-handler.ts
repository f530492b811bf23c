import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { AppError } from './app-error';

/** Fastify's own client errors (bad JSON, body too large, ...) keep their status with a clear message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_ERRORS.payload_too_large,
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_ERRORS.invalid_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_ERRORS.empty_json,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_ERRORS.unsupported_media_type,
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.extra.reason ? { reason: error.extra.reason } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        message: first?.message ?? HTTP_ERRORS.validation.message,
        code: HTTP_ERRORS.validation.code,
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ message: known.message, code: known.code });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message || 'Bad request', code: HTTP_ERRORS.validation.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: HTTP_ERRORS.internal.message, code: HTTP_ERRORS.internal.code });
  });
}
