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
        scriptSrc: ["'self'"],
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
