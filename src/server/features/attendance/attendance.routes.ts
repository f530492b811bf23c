import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import {
  attendanceDayResponse,
  attendanceDaysResponse,
  attendanceSummaryResponse,
  classDayParams,
  dateRangeQuery,
  saveAttendanceBody,
  studentAttendanceResponse,
  summaryQuery,
} from '../../../contracts/attendance.contract';
import { sendCsv } from '../../platform/http/csv-reply';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import type { AttendanceService } from './attendance.service';

const tags = ['attendance'];

/** Attendance of the teacher's classes. Another teacher's class, student or day is 404. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/attendance/summary',
    {
      schema: {
        tags,
        querystring: summaryQuery,
        response: { 200: attendanceSummaryResponse, 400: errorBody, ...guarded },
      },
    },
    (request) => attendance.summary(owner(request), request.query.today),
  );

  app.get(
    '/api/classes/:id/attendance',
    {
      schema: {
        tags,
        params: idParam,
        querystring: dateRangeQuery,
        response: { 200: attendanceDaysResponse, ...byId },
      },
    },
    (request) => attendance.listDays(owner(request), request.params.id, request.query),
  );

  // A text/csv body is sent as is; find-my-way prefers this static segment over :date.
  app.get(
    '/api/classes/:id/attendance/export.csv',
    {
      schema: {
        tags,
        params: idParam,
        querystring: dateRangeQuery,
        response: { 200: z.string(), ...byId },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await attendance.exportCsv(
        owner(request),
        request.params.id,
        request.query,
      );
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/api/classes/:id/attendance/:date',
    { schema: { tags, params: classDayParams, response: { 200: attendanceDayResponse, ...byId } } },
    (request) => attendance.getDay(owner(request), request.params.id, request.params.date),
  );

  app.put(
    '/api/classes/:id/attendance/:date',
    {
      schema: {
        tags,
        params: classDayParams,
        body: saveAttendanceBody,
        response: { 200: attendanceDayResponse, ...byId },
      },
    },
    (request) =>
      attendance.saveDay(owner(request), request.params.id, request.params.date, request.body),
  );

  app.delete(
    '/api/classes/:id/attendance/:date',
    { schema: { tags, params: classDayParams, response: { 200: okBody, ...byId } } },
    async (request) => {
      await attendance.deleteDay(owner(request), request.params.id, request.params.date);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/students/:id/attendance',
    { schema: { tags, params: idParam, response: { 200: studentAttendanceResponse, ...byId } } },
    (request) => attendance.student(owner(request), request.params.id),
  );
};
