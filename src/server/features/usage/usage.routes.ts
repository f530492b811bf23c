import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { adminUsageResponse, myUsageResponse, usageQuery } from '../../../contracts/usage.contract';
import { requireAdmin, requireUser } from '../../platform/http/auth-guard';
import { adminGuarded, guarded, owner } from '../../platform/http/route-helpers';
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
        response: { 200: myUsageResponse, 400: errorBody, ...guarded },
      },
    },
    (request) => usage.mine(owner(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/admin/usage',
    {
      onRequest: requireAdmin,
      schema: { tags, response: { 200: adminUsageResponse, ...adminGuarded } },
    },
    () => usage.admin(),
  );
};
