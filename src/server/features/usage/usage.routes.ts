import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { adminUsageResponse, myUsageResponse, usageQuery } from '../../../contracts/usage.contract';
import { currentUser, requireAdmin, requireUser } from '../../platform/http/auth-guard';
import type { UsageService } from './usage.service';

const tags = ['usage'];

export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageService }> = async (
  app,
  { usage },
) => {
  app.get(
    '/api/usage',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: usageQuery,
        response: { 200: myUsageResponse, 400: errorBody, 401: errorBody },
      },
    },
    (request) => usage.mine(currentUser(request).id, request.query.limit, request.query.offset),
  );

  app.get(
    '/api/admin/usage',
    {
      onRequest: requireAdmin,
      schema: { tags, response: { 200: adminUsageResponse, 401: errorBody, 403: errorBody } },
    },
    () => usage.admin(),
  );
};
