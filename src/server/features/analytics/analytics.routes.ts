import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsOverview,
  analyticsStats,
  studentProgressResponse,
  studentsPerformanceResponse,
} from '../../../contracts/analytics.contract';
import { errorBody, idParam } from '../../../contracts/common';
import { currentUser, requireUser } from '../../platform/http/auth-guard';
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
    { schema: { tags, response: { 200: analyticsStats, 401: errorBody } } },
    (request) => analytics.stats(currentUser(request).id),
  );

  app.get(
    '/api/analytics/overview',
    { schema: { tags, response: { 200: analyticsOverview, 401: errorBody } } },
    (request) => analytics.overview(currentUser(request).id),
  );

  app.get(
    '/api/analytics/students',
    { schema: { tags, response: { 200: studentsPerformanceResponse, 401: errorBody } } },
    (request) => analytics.students(currentUser(request).id),
  );

  app.get(
    '/api/analytics/students/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: studentProgressResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    (request) => analytics.studentProgress(currentUser(request).id, request.params.id),
  );
};
