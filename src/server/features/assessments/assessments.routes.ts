import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  assessmentListQuery,
  assessmentListResponse,
  assessmentResponse,
  assessmentResultsResponse,
  assessmentStats,
  createAssessmentBody,
  gradeAnswersBody,
  publishResponse,
  resultParams,
  saveScoresBody,
  studentCodesResponse,
  studentIdentity,
  studentIdParam,
  submitAnswersBody,
  submitAnswersResponse,
  takeAssessmentResponse,
  takeCodeParam,
  updateAssessmentBody,
} from '../../../contracts/assessments.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import { limitPublicLookups, type PublicLimit } from '../../platform/http/public-limit';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type { AssessmentsService } from './assessments.service';

const tags = ['assessments'];

interface Options {
  assessments: AssessmentsService;
  limiter: RateLimiter;
}

/** The teacher's own assessments. Every handler passes the caller's id, so other ids answer 404. */
const teacherRoutes: FastifyPluginAsyncZod<Options> = async (app, { assessments }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/assessments',
    {
      schema: {
        tags,
        querystring: assessmentListQuery,
        response: { 200: assessmentListResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await assessments.page(owner(request), request.query)),
  );

  app.post(
    '/api/assessments',
    {
      schema: {
        tags,
        body: createAssessmentBody,
        response: { 201: assessmentResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assessments.create(owner(request), request.body)),
  );

  app.get(
    '/api/assessments/stats',
    { schema: { tags, response: { 200: assessmentStats, ...guarded } } },
    (request) => assessments.stats(owner(request)),
  );

  app.get(
    '/api/assessments/review-count',
    { schema: { tags, response: { 200: z.object({ count: z.number().int() }), ...guarded } } },
    async (request) => ({ count: await assessments.reviewCount(owner(request)) }),
  );

  app.get(
    '/api/assessments/:id',
    { schema: { tags, params: idParam, response: { 200: assessmentResponse, ...byId } } },
    (request) => assessments.get(owner(request), request.params.id),
  );

  app.patch(
    '/api/assessments/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateAssessmentBody,
        response: { 200: assessmentResponse, ...byId },
      },
    },
    (request) => assessments.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/assessments/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await assessments.remove(owner(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/assessments/:id/results',
    { schema: { tags, params: idParam, response: { 200: assessmentResultsResponse, ...byId } } },
    (request) => assessments.resultsPage(owner(request), request.params.id),
  );

  app.put(
    '/api/assessments/:id/scores',
    {
      schema: {
        tags,
        params: idParam,
        body: saveScoresBody,
        response: { 200: assessmentResultsResponse, ...byId },
      },
    },
    async (request) => {
      await assessments.saveScores(owner(request), request.params.id, request.body);
      return assessments.resultsPage(owner(request), request.params.id);
    },
  );

  app.patch(
    '/api/assessments/:id/results/:resultId',
    {
      schema: {
        tags,
        params: resultParams,
        body: gradeAnswersBody,
        response: { 200: assessmentResultsResponse, ...byId },
      },
    },
    (request) =>
      assessments.grade(owner(request), request.params.id, request.params.resultId, request.body),
  );

  app.get(
    '/api/assessments/student-codes',
    { schema: { tags, response: { 200: studentCodesResponse, ...guarded } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return assessments.classSheet(owner(request));
    },
  );

  app.post(
    '/api/assessments/student-codes/:studentId',
    {
      schema: {
        tags,
        params: studentIdParam,
        response: { 200: studentCodesResponse, ...byId },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return assessments.renewStudentCode(owner(request), request.params.studentId);
    },
  );

  app.post(
    '/api/assessments/:id/publish',
    { schema: { tags, params: idParam, response: { 200: publishResponse, ...byId } } },
    (request) => assessments.publish(owner(request), request.params.id),
  );

  app.post(
    '/api/assessments/:id/publish/new-link',
    { schema: { tags, params: idParam, response: { 200: publishResponse, ...byId } } },
    (request) => assessments.renewLink(owner(request), request.params.id),
  );

  app.post(
    '/api/assessments/:id/release',
    { schema: { tags, params: idParam, response: { 200: assessmentResponse, ...byId } } },
    (request) => assessments.releaseResults(owner(request), request.params.id),
  );

  app.delete(
    '/api/assessments/:id/publish',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await assessments.unpublish(owner(request), request.params.id);
      return { ok: true as const };
    },
  );
};

/**
 * Per address, only failures count (an unknown link, a wrong personal code, a second
 * submission), so a school behind one NAT address is never limited by students who get it
 * right, while guessing links (31^8) or personal codes (31^5 per student) stays infeasible.
 * A generous cap on all requests bounds floods.
 */
export const TAKE_FAILURE_LIMIT = { limit: 40, windowMs: 10 * 60_000 };
/**
 * Wrong personal codes count per student (and, far more loosely, per address): 40 typos across a
 * class behind one school address used to lock every student out of every take page.
 */
export const CODE_FAILURE_LIMIT = {
  perSubject: { limit: 10, windowMs: 10 * 60_000 },
  perAddress: { limit: 300, windowMs: 10 * 60_000 },
};

const TAKE_LIMIT: PublicLimit = {
  name: 'take',
  failures: TAKE_FAILURE_LIMIT,
  requests: { limit: 2000, windowMs: 10 * 60_000 },
  failureStatuses: new Set([403, 404, 409]),
  message: 'Too many attempts from this network. Please wait a few minutes and try again.',
  subjectFailures: {
    statuses: new Set([403]),
    subjectOf: (request) => {
      const studentId = (request.body as { studentId?: unknown } | undefined)?.studentId;
      const { code } = request.params as { code?: string };
      return typeof studentId === 'number' && code ? `${code}:${studentId}` : undefined;
    },
    ...CODE_FAILURE_LIMIT,
    message: 'Too many wrong codes for this name. Please wait a few minutes or ask your teacher.',
  },
};

const takeErrors = { 400: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/** Students, without an account: anyone holding the code sees the questions (never the answers). */
const studentRoutes: FastifyPluginAsyncZod<Options> = async (app, { assessments, limiter }) => {
  limitPublicLookups(app, limiter, TAKE_LIMIT);

  app.get(
    '/api/take/:code',
    {
      schema: {
        tags,
        params: takeCodeParam,
        response: { 200: takeAssessmentResponse, ...takeErrors },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return assessments.forStudent(request.params.code);
    },
  );

  app.post(
    '/api/take/:code',
    {
      schema: {
        tags,
        params: takeCodeParam,
        body: submitAnswersBody,
        response: { 201: submitAnswersResponse, 409: errorBody, ...takeErrors },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return reply
        .status(201)
        .send(await assessments.submitAsStudent(request.params.code, request.body));
    },
  );

  app.post(
    '/api/take/:code/result',
    {
      schema: {
        tags,
        params: takeCodeParam,
        body: studentIdentity,
        response: { 200: submitAnswersResponse, ...takeErrors },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return assessments.studentResult(request.params.code, request.body);
    },
  );
};

export const assessmentsRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  await app.register(teacherRoutes, opts);
  await app.register(studentRoutes, opts);
};
