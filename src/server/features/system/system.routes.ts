import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig, type PublicConfig } from '../../../contracts/system.contract';

export interface SystemRoutesOptions {
  ping: () => Promise<void>;
  publicConfig: () => PublicConfig | Promise<PublicConfig>;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, opts) => {
  // Alive means able to serve a signed-in request: the check runs a named statement, as the
  // session lookup does, so a database that refuses them makes a supervisor restart the server.
  app.get(
    '/healthz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'database not answering');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping();
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/api/config/public',
    // The same answer for everyone: no session is read for it.
    { config: { session: false }, schema: { tags: ['system'], response: { 200: publicConfig } } },
    () => opts.publicConfig(),
  );
};
