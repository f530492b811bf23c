import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  generateQuizBody,
  generateQuizResponse,
  quizFromAssessmentBody,
  quizListQuery,
  quizListResponse,
  quizResponse,
  updateQuizBody,
} from '../../../contracts/quizzes.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { clientGone } from '../../platform/http/client-gone';
import { sendPage } from '../../platform/http/paged';
import type { QuizzesService } from './quizzes.service';

const tags = ['quizzes'];
/** What a generation can answer besides success: plan limit, rate limit, engine failures. */
const aiFailures = {
  400: errorBody,
  402: errorBody,
  429: errorBody,
  502: errorBody,
  503: errorBody,
  504: errorBody,
  ...guarded,
};

/** RollCall quizzes (spec 7): the teacher's own; every handler passes the caller's id. */
export const quizzesRoutes: FastifyPluginAsyncZod<{ quizzes: QuizzesService }> = async (
  app,
  { quizzes },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/quizzes',
    {
      schema: {
        tags,
        querystring: quizListQuery,
        response: { 200: quizListResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await quizzes.page(owner(request), request.query)),
  );

  app.post(
    '/api/quizzes/generate',
    {
      schema: {
        tags: [...tags, 'ai'],
        body: generateQuizBody,
        response: { 201: generateQuizResponse, ...aiFailures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await quizzes.generate(owner(request), request.body, { gone: clientGone(reply) })),
  );

  app.post(
    '/api/quizzes/from-assessment',
    {
      schema: {
        tags,
        body: quizFromAssessmentBody,
        response: { 201: quizResponse, ...byId },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await quizzes.fromAssessment(owner(request), request.body.assessmentId)),
  );

  app.get(
    '/api/quizzes/:id',
    { schema: { tags, params: idParam, response: { 200: quizResponse, ...byId } } },
    (request) => quizzes.get(owner(request), request.params.id),
  );

  app.patch(
    '/api/quizzes/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateQuizBody,
        response: { 200: quizResponse, ...byId },
      },
    },
    (request) => quizzes.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/quizzes/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await quizzes.remove(owner(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/quizzes/:id/duplicate',
    { schema: { tags, params: idParam, response: { 201: quizResponse, ...byId } } },
    async (request, reply) =>
      reply.status(201).send(await quizzes.duplicate(owner(request), request.params.id)),
  );
};
