import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiStatus,
  catalogEntry,
  connection,
  connectionBody,
  connectionIdParam,
  connectionModels,
  connectionPatch,
  connectionsResponse,
  connectionTestBody,
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
          422: errorBody,
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

  // Provider connections (issue 33 item 3): added, listed, changed, asked for their models,
  // tested and deleted here; chosen through PUT /api/admin/ai/engine.
  app.get(
    '/api/admin/ai/connections',
    { schema: { tags, response: { 200: connectionsResponse, ...adminGuarded } } },
    () => aiAdmin.connections(),
  );

  app.post(
    '/api/admin/ai/connections',
    {
      schema: {
        tags,
        body: connectionBody,
        response: { 201: connection, 400: errorBody, ...adminGuarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await aiAdmin.addConnection(request.body, currentUser(request).id)),
  );

  app.patch(
    '/api/admin/ai/connections/:id',
    {
      schema: {
        tags,
        params: connectionIdParam,
        body: connectionPatch,
        response: { 200: connection, ...byModel },
      },
    },
    (request) => aiAdmin.updateConnection(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/ai/connections/:id',
    {
      schema: {
        tags,
        params: connectionIdParam,
        response: { 204: z.null(), 409: errorBody, ...byModel },
      },
    },
    async (request, reply) => {
      await aiAdmin.deleteConnection(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/ai/connections/:id/models',
    {
      schema: {
        tags,
        params: connectionIdParam,
        response: { 200: connectionModels, 502: errorBody, ...byModel },
      },
    },
    (request) => aiAdmin.connectionModels(request.params.id),
  );

  app.post(
    '/api/admin/ai/connections/:id/test',
    {
      schema: {
        tags,
        params: connectionIdParam,
        body: connectionTestBody,
        response: { 200: testResult, 502: errorBody, ...byModel },
      },
    },
    (request) => aiAdmin.testConnection(request.params.id, request.body.model),
  );

  app.get(
    '/api/admin/ai/ollama',
    { schema: { tags, response: { 200: ollamaResponse, ...adminGuarded } } },
    () => aiAdmin.ollama(),
  );
};
