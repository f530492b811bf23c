import type { FastifyInstance } from 'fastify';

/**
 * API answers carry teachers' and students' data: no browser or proxy cache may keep them
 * (a shared school computer's back button, a caching proxy). Routes that want caching set
 * their own Cache-Control; the API documentation is static and may be cached.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !reply.hasHeader('Cache-Control')
    ) {
      void reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });
}
