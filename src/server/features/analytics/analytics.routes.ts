import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsOverview,
  analyticsStats,
  studentProgressResponse,
  standardsMasteryQuery,
  standardsMasteryResponse,
  studentsPerformanceResponse,
} from '../../../contracts/analytics.contract';
import { idParam } from '../../../contracts/common';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import type { AnalyticsService } from './analytics.service';

const tags = ['analytics'];

/** Read-only figures of the caller's own class; every call is scoped by the caller's id. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  // onRequest, so a signed-out caller gets 401 before params are even validated.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/analytics/stats',
    { schema: { tags, response: { 200: analyticsStats, ...guarded } } },
    (request) => analytics.stats(owner(request)),
  );

  app.get(
    '/api/analytics/overview',
    { schema: { tags, response: { 200: analyticsOverview, ...guarded } } },
    (request) => analytics.overview(owner(request)),
  );

  app.get(
    '/api/analytics/students',
    { schema: { tags, response: { 200: studentsPerformanceResponse, ...guarded } } },
    (request) => analytics.students(owner(request)),
  );

  app.get(
    '/api/analytics/standards',
    {
      schema: {
        tags,
        querystring: standardsMasteryQuery,
        response: { 200: standardsMasteryResponse, ...byId },
      },
    },
    (request) => analytics.standards(owner(request), request.query.classId),
  );

  app.get(
    '/api/analytics/students/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: studentProgressResponse, ...byId },
      },
    },
    (request) => analytics.studentProgress(owner(request), request.params.id),
  );
};
