import fastifyHelmet from '@fastify/helmet';
import type { Config } from '../config';
import { didAgentOrigins } from '../features/avatar/avatar.did-agent';
import type { ZodApp } from './deps';

/** Helmet's headers with the Content-Security-Policy the client (and nothing else) needs. */
export async function registerSecurityHeaders(app: ZodApp, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly may be compiled (never eval'd script): the face counter's engine.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // D-ID's API and socket only when its live agent is configured.
        connectSrc: ["'self'", 'ws:', 'wss:', ...didAgentOrigins(config.avatar.agent)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
}

/**
 * Pages may be framed by the registered LMSs, and only by them (issue 36 item 1): a launch opens
 * Chalkwise in the LMS's iframe and the teacher goes on from page to page there. With no LMS
 * registered every page keeps frame-ancestors 'none'. JSON answers are not documents and keep it.
 */
export function allowFramingBy(app: ZodApp, origins: () => Promise<string[]>) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const policy = reply.getHeader('content-security-policy');
    if (typeof type !== 'string' || !type.startsWith('text/html') || typeof policy !== 'string')
      return payload;
    const allowed = await origins();
    if (allowed.length === 0) return payload;
    void reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", `frame-ancestors ${allowed.join(' ')}`),
    );
    // frame-ancestors supersedes it, but older browsers read only this header.
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
