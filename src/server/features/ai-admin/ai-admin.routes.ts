import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiStatus,
  catalogEntry,
  engineChoice,
  modelIdParam,
  modelsResponse,
  ollamaResponse,
  testResult,
} from '../../../contracts/ai-admin.contract';
import { errorBody } from '../../../contracts/common';
import { currentUser, requireAdmin } from '../../platform/http/auth-guard';
import { adminGuarded } from '../../platform/http/route-helpers';
import type { AiAdminService } from './ai-admin.service';

const tags = ['admin'];
const byModel = { 400: errorBody, 404: errorBody, ...adminGuarded };

/** The admin screen's AI tab (issue 24). Administrators only. */
export const aiAdminRoutes: FastifyPluginAsyncZod<{ aiAdmin: AiAdminService }> = async (
  app,
  { aiAdmin },
) => {
  // onRequest, so a signed-out caller gets 401 before its body is even parsed.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/ai/status',
    { schema: { tags, response: { 200: aiStatus, ...adminGuarded } } },
    () => aiAdmin.status(),
  );

  app.put(
    '/api/admin/ai/engine',
    {
      schema: {
        tags,
        body: engineChoice,
        response: {
          200: aiStatus,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          ...adminGuarded,
        },
      },
    },
    (request) => aiAdmin.choose(request.body, currentUser(request).id),
  );

  app.get(
    '/api/admin/ai/models',
    { schema: { tags, response: { 200: modelsResponse, ...adminGuarded } } },
    () => aiAdmin.models(),
  );

  app.post(
    '/api/admin/ai/models/:id/download',
    {
      schema: {
        tags,
        params: modelIdParam,
        response: { 202: catalogEntry, 409: errorBody, 507: errorBody, ...byModel },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await aiAdmin.startDownload(request.params.id)),
  );

  app.delete(
    '/api/admin/ai/models/:id/download',
    { schema: { tags, params: modelIdParam, response: { 200: catalogEntry, ...byModel } } },
    (request) => aiAdmin.cancelDownload(request.params.id),
  );

  app.delete(
    '/api/admin/ai/models/:id',
    {
      schema: {
        tags,
        params: modelIdParam,
        response: { 200: catalogEntry, 409: errorBody, ...byModel },
      },
    },
    (request) => aiAdmin.deleteModel(request.params.id),
  );

  app.post(
    '/api/admin/ai/test',
    { schema: { tags, response: { 200: testResult, 502: errorBody, ...adminGuarded } } },
    () => aiAdmin.test(),
  );

  app.get(
    '/api/admin/ai/ollama',
    { schema: { tags, response: { 200: ollamaResponse, ...adminGuarded } } },
    () => aiAdmin.ollama(),
  );
};
