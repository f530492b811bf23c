import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  addStudentsBody,
  classListQuery,
  classListResponse,
  classResponse,
  classStudentParams,
  createClassBody,
  saveSeatsBody,
  updateClassBody,
} from '../../../contracts/classes.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import type { ClassesService } from './classes.service';

const tags = ['classes'];

/** The teacher's classes. Every handler passes the caller's id, so other ids answer 404. */
export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (
  app,
  { classes },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/classes',
    {
      schema: {
        tags,
        querystring: classListQuery,
        response: { 200: classListResponse, 400: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await classes.page(owner(request), request.query)),
  );

  app.post(
    '/api/classes',
    {
      schema: { tags, body: createClassBody, response: { 201: classResponse, ...byId } },
    },
    async (request, reply) =>
      reply.status(201).send(await classes.create(owner(request), request.body)),
  );

  app.get(
    '/api/classes/:id',
    { schema: { tags, params: idParam, response: { 200: classResponse, ...byId } } },
    (request) => classes.get(owner(request), request.params.id),
  );

  app.patch(
    '/api/classes/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateClassBody,
        response: { 200: classResponse, ...byId },
      },
    },
    (request) => classes.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/classes/:id',
    { schema: { tags, params: idParam, response: { 200: okBody, ...byId } } },
    async (request) => {
      await classes.remove(owner(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/classes/:id/students',
    {
      schema: {
        tags,
        params: idParam,
        body: addStudentsBody,
        response: { 200: classResponse, ...byId },
      },
    },
    (request) => classes.addStudents(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/classes/:id/students/:studentId',
    { schema: { tags, params: classStudentParams, response: { 200: classResponse, ...byId } } },
    (request) => classes.removeStudent(owner(request), request.params.id, request.params.studentId),
  );

  app.put(
    '/api/classes/:id/seats',
    {
      schema: {
        tags,
        params: idParam,
        body: saveSeatsBody,
        response: { 200: classResponse, ...byId },
      },
    },
    (request) => classes.saveSeats(owner(request), request.params.id, request.body),
  );
};
