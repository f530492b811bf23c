import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { standardsQuery, standardsResponse } from '../../../contracts/standards.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { guarded } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import type { StandardsService } from './standards.service';

/** GET /api/standards?subject&grade&q: search by code and words, paged (X-Next-Cursor). */
export const standardsRoutes: FastifyPluginAsyncZod<{ standards: StandardsService }> = async (
  app,
  { standards },
) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/api/standards',
    {
      schema: {
        tags: ['standards'],
        querystring: standardsQuery,
        response: { 200: standardsResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) => sendPage(request, reply, standards.page(request.query)),
  );
};
