import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerOriginCheck } from './platform/http/origin-check';
import { LTI_PATHS } from '../contracts/lti.contract';
import { registerTextGuard } from './platform/http/text-guard';
import { registerNoStore } from './platform/http/no-store';
import { registerAuthGuard } from './platform/http/auth-guard';
import { registerClient } from './platform/http/static';
import type { AppDeps } from './app/deps';
import { loggerOptions } from './app/logging';
import { trustedProxies } from './app/proxies';
import { allowFramingBy, registerSecurityHeaders } from './app/security-headers';
import { createServices } from './app/services';
import { registerRoutes } from './app/routes';
import { registerLiveGames } from './app/sockets';

export type { AppDeps } from './app/deps';
export { loggerOptions } from './app/logging';

export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

/**
 * The whole server from its dependencies: platform plugins and headers, the service graph
 * (app/services.ts), the request guards, every feature's routes (app/routes.ts), live games'
 * sockets (app/sockets.ts) and the built client, in that order.
 */
export async function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.maxBodyBytes,
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Chalkwise API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const built = await createServices(app, deps);
  const { services, limiter } = built;

  // An LMS posts its LTI login and launch forms from its own site (issue 36 item 1).
  registerOriginCheck(app, config.publicUrl, [LTI_PATHS.login, LTI_PATHS.launch]);
  allowFramingBy(app, () => services.lti.frameOrigins());
  registerTextGuard(app);
  registerNoStore(app);
  registerAuthGuard(app, (token) => services.auth.resolveSession(token));

  await registerRoutes(app, deps, built);
  await registerLiveGames(app, deps, { ...services, limiter });

  await registerClient(app, deps.clientDir);

  return Object.assign(app as unknown as FastifyInstance, { services });
}

export type App = Awaited<ReturnType<typeof createApp>>;
