import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  createStudentBody,
  csvImportBody,
  importPreviewResponse,
  importResultResponse,
  STUDENT_LIMITS,
  studentListQuery,
  studentListResponse,
  studentResponse,
  STUDENTS_EXPORT_FILENAME,
  updateStudentBody,
} from '../../../contracts/students.contract';
import { sendCsv } from '../../platform/http/csv-reply';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import type { StudentsService } from './students.service';

const tags = ['students'];
const csvErrors = { 400: errorBody, 413: errorBody, ...guarded };

/**
 * JSON-escaped CSV can take several bytes per character; the service enforces the character
 * limit itself (also 413), this only stops a flood before it is parsed.
 */
const CSV_BODY_LIMIT = STUDENT_LIMITS.csvChars * 4;

/** The teacher's own roster. Every handler passes the caller's id, so other ids answer 404. */
export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (
  app,
  { students },
) => {
  // onRequest, so a signed-out caller gets 401 before its body is even parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/students',
    {
      schema: {
        tags,
        querystring: studentListQuery,
        response: { 200: studentListResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await students.page(owner(request), request.query)),
  );

  app.post(
    '/api/students',
    {
      schema: {
        tags,
        body: createStudentBody,
        response: { 201: studentResponse, 400: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.create(owner(request), request.body)),
  );

  // Registered before /:id reads better; find-my-way prefers the static segment either way.
  // A text/csv body is sent as is (Fastify serializes only JSON); the schema documents it.
  app.get(
    '/api/students/export.csv',
    { schema: { tags, response: { 200: z.string(), ...guarded } } },
    async (request, reply) => {
      const csv = await students.exportCsv(owner(request));
      return sendCsv(reply, STUDENTS_EXPORT_FILENAME, csv);
    },
  );

  app.post(
    '/api/students/import/preview',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: { tags, body: csvImportBody, response: { 200: importPreviewResponse, ...csvErrors } },
    },
    (request) => students.previewImport(owner(request), request.body.csv),
  );

  app.post(
    '/api/students/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        body: csvImportBody,
        response: { 201: importResultResponse, 409: errorBody, 422: errorBody, ...csvErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.importCsv(owner(request), request.body.csv)),
  );

  app.get(
    '/api/students/:id',
    { schema: { tags, params: idParam, response: { 200: studentResponse, ...byId } } },
    (request) => students.get(owner(request), request.params.id),
  );

  app.patch(
    '/api/students/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateStudentBody,
        response: { 200: studentResponse, 409: errorBody, ...byId },
      },
    },
    (request) => students.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/students/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await students.remove(owner(request), request.params.id);
      return { ok: true as const };
    },
  );
};
