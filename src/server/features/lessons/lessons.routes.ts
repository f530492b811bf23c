import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  createLessonBody,
  lessonListQuery,
  lessonListResponse,
  lessonResponse,
  shareLinkResponse,
  sharedLessonResponse,
  shareTokenParam,
  updateLessonBody,
} from '../../../contracts/lessons.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import type { LessonsService } from './lessons.service';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import { limitPublicLookups } from '../../platform/http/public-limit';

const tags = ['lessons'];

/** The teacher's own lessons. Every handler passes the caller's id, so other ids answer 404. */
const teacherRoutes: FastifyPluginAsyncZod<{ lessons: LessonsService }> = async (
  app,
  { lessons },
) => {
  // onRequest, so a signed-out caller gets 401 before its body is even parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/lessons',
    {
      schema: {
        tags,
        querystring: lessonListQuery,
        response: { 200: lessonListResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await lessons.page(owner(request), request.query)),
  );

  app.post(
    '/api/lessons',
    {
      schema: {
        tags,
        body: createLessonBody,
        response: { 201: lessonResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lessons.create(owner(request), request.body)),
  );

  app.get(
    '/api/lessons/:id',
    { schema: { tags, params: idParam, response: { 200: lessonResponse, ...byId } } },
    (request) => lessons.get(owner(request), request.params.id),
  );

  app.patch(
    '/api/lessons/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateLessonBody,
        response: { 200: lessonResponse, ...byId },
      },
    },
    (request) => lessons.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/lessons/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await lessons.remove(owner(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/lessons/:id/duplicate',
    { schema: { tags, params: idParam, response: { 201: lessonResponse, ...byId } } },
    async (request, reply) =>
      reply.status(201).send(await lessons.duplicate(owner(request), request.params.id)),
  );

  app.post(
    '/api/lessons/:id/share',
    { schema: { tags, params: idParam, response: { 200: shareLinkResponse, ...byId } } },
    (request) => lessons.share(owner(request), request.params.id),
  );

  app.delete(
    '/api/lessons/:id/share',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await lessons.unshare(owner(request), request.params.id);
      return { ok: true as const };
    },
  );
};

/** Guessing share links (128 random bits) is hopeless anyway; failures are still bounded. */
const SHARE_LIMIT = {
  name: 'share',
  failures: { limit: 40, windowMs: 10 * 60_000 },
  requests: { limit: 2000, windowMs: 10 * 60_000 },
  failureStatuses: new Set([400, 404]),
  message: 'Too many attempts from this network. Please wait a few minutes and try again.',
};

type Options = { lessons: LessonsService; limiter: RateLimiter };

/** Anyone with the link, signed in or not; the response schema strips ids and owner data. */
const publicRoutes: FastifyPluginAsyncZod<Options> = async (app, { lessons, limiter }) => {
  limitPublicLookups(app, limiter, SHARE_LIMIT);
  app.get(
    '/api/shared/lessons/:token',
    {
      schema: {
        tags,
        params: shareTokenParam,
        response: { 200: sharedLessonResponse, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // The token is a secret in the URL: keep the page out of shared caches.
      void reply.header('Cache-Control', 'private, no-store');
      void reply.header('Referrer-Policy', 'no-referrer');
      return lessons.shared(request.params.token);
    },
  );
};

export const lessonsRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  await app.register(teacherRoutes, opts);
  await app.register(publicRoutes, opts);
};
