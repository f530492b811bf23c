import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contracts/common';
import {
  GRADE_EXPORT_FORMATS,
  INTEROP_LIMITS,
  kahootImportQuery,
  kahootImportResponse,
  kahootPreviewResponse,
  questionExportParams,
  rosterImportQuery,
  rosterImportResponse,
  rosterPreviewResponse,
} from '../../../contracts/interop.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { contentDisposition } from '../../platform/http/file-reply';
import { interopErrors } from './interop.errors';
import type { InteropService } from './interop.service';

const tags = ['interop'];
const uploadErrors = {
  400: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
  503: errorBody,
  ...guarded,
};

/** Files arrive as the request body itself: the browser sends the File, no multipart needed. */
const FILE_TYPES = [
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

function upload(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw interopErrors.file_required();
  return body;
}

/** A file, not JSON: Fastify sends Buffers as they are (the route schemas cover the errors). */
function sendFile(
  reply: FastifyReply,
  file: { body: Buffer; type: string; title: string; ext: string },
) {
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', contentDisposition(file.title, file.ext))
    .header('Cache-Control', 'private, no-store')
    .send(file.body as never);
}

/**
 * Question exports (GIFT, Moodle XML, QTI 2.1) of the teacher's own assessments and quizzes,
 * Kahoot spreadsheets in as quizzes and OneRoster bundles in as students and classes.
 */
export const interopRoutes: FastifyPluginAsyncZod<{ interop: InteropService }> = async (
  app,
  { interop },
) => {
  app.addHook('onRequest', requireUser);
  // Only this plugin's routes take raw files; the route's bodyLimit caps them (413).
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  for (const kind of ['assessments', 'quizzes'] as const) {
    app.get(
      `/api/${kind}/:id/export/:format`,
      { schema: { tags, params: questionExportParams, response: byId } },
      async (request, reply) => {
        const { id, format } = request.params;
        const file =
          kind === 'assessments'
            ? await interop.exportAssessment(owner(request), id, format)
            : await interop.exportQuiz(owner(request), id, format);
        return sendFile(reply, file);
      },
    );
  }

  // Grades out: an assessment's results and a class's gradebook, as CSV or Excel.
  for (const { format } of GRADE_EXPORT_FORMATS) {
    app.get(
      `/api/assessments/:id/results.${format}`,
      { schema: { tags, params: idParam, response: byId } },
      async (request, reply) =>
        sendFile(reply, await interop.assessmentResults(owner(request), request.params.id, format)),
    );
    app.get(
      `/api/classes/:id/gradebook.${format}`,
      { schema: { tags, params: idParam, response: byId } },
      async (request, reply) =>
        sendFile(reply, await interop.classGradebook(owner(request), request.params.id, format)),
    );
  }

  app.post(
    '/api/quizzes/import/kahoot/preview',
    {
      bodyLimit: INTEROP_LIMITS.kahootBytes,
      schema: { tags, response: { 200: kahootPreviewResponse, ...uploadErrors } },
    },
    (request) => interop.previewKahoot(upload(request)),
  );

  app.post(
    '/api/quizzes/import/kahoot',
    {
      bodyLimit: INTEROP_LIMITS.kahootBytes,
      schema: {
        tags,
        querystring: kahootImportQuery,
        response: { 201: kahootImportResponse, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await interop.importKahoot(owner(request), upload(request), request.query)),
  );

  app.post(
    '/api/students/import/oneroster/preview',
    {
      bodyLimit: INTEROP_LIMITS.rosterBytes,
      schema: {
        tags,
        querystring: rosterImportQuery,
        response: { 200: rosterPreviewResponse, ...uploadErrors },
      },
    },
    (request) => interop.previewRoster(owner(request), upload(request), request.query.teacher),
  );

  app.post(
    '/api/students/import/oneroster',
    {
      bodyLimit: INTEROP_LIMITS.rosterBytes,
      schema: {
        tags,
        querystring: rosterImportQuery,
        response: { 200: rosterImportResponse, 409: errorBody, ...uploadErrors },
      },
    },
    (request) => interop.importRoster(owner(request), upload(request), request.query.teacher),
  );
};
