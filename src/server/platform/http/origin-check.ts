import type { FastifyInstance } from 'fastify';
import { httpErrors } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Requests without an
 * Origin header (curl, server-to-server) are allowed: they carry no ambient browser cookies.
 * `crossSitePaths` are posted to by other sites by design (an LMS's LTI login and launch forms);
 * they act on nothing but what the posted, verified message carries.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  publicUrl: string | undefined,
  crossSitePaths: readonly string[] = [],
) {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  const open = new Set(crossSitePaths);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (open.has(request.url.split('?')[0]!)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (sameOrigin(origin, request.headers.host, configured)) return;
    throw httpErrors.bad_origin();
  });
}

/** The page that sent the request is ours: PUBLIC_URL's origin, or the host it was sent to. */
export function sameOrigin(
  origin: string,
  host: string | undefined,
  configured: string | undefined,
) {
  return configured !== undefined ? origin === configured : hostOf(origin) === host;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
