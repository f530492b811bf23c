import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contracts/common';
import { ltiCourse, ltiGrades, ltiSyncResult } from '../../../contracts/lti.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, owner } from '../../platform/http/route-helpers';
import type { Courses } from './lti.course';
import type { Grades } from './lti.grades';

const tags = ['lti'];

/** A class that is an LMS course (issue 36 item 6): its roster's state and "Sync roster". */
export const ltiCourseRoutes: FastifyPluginAsyncZod<{ courses: Courses; grades: Grades }> = async (
  app,
  { courses, grades },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/lti/classes/:id',
    { schema: { tags, params: idParam, response: { 200: ltiCourse, ...byId } } },
    (request) => courses.courseOf(owner(request), request.params.id),
  );

  app.post(
    '/api/lti/classes/:id/sync',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: ltiSyncResult, 403: errorBody, 502: errorBody, ...byId },
      },
    },
    (request) => courses.sync(owner(request), request.params.id),
  );

  // How each LMS learner's score went to the LMS, for the assessment's results page (item 5).
  app.get(
    '/api/lti/assessments/:id/grades',
    { schema: { tags, params: idParam, response: { 200: ltiGrades, ...byId } } },
    (request) => grades.statusOf(owner(request), { assessmentId: request.params.id }),
  );

  // The same for a quiz's self-paced room, for its results page (decision 0033).
  app.get(
    '/api/lti/rooms/:id/grades',
    { schema: { tags, params: idParam, response: { 200: ltiGrades, ...byId } } },
    (request) => grades.statusOf(owner(request), { roomId: request.params.id }),
  );
};
