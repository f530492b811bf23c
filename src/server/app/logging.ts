import { safeError } from '../platform/logging/safe-error';

export function loggerOptions(level: string): Record<string, unknown> {
  return {
    level,
    // Errors are logged by type and code only: messages and query parameters carry user data.
    serializers: {
      err: safeError,
      error: safeError,
      // The path without its query string: a search box's text can be a student's name.
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        'body.password',
      ],
      censor: '[redacted]',
    },
  };
}
