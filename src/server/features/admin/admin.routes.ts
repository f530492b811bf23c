import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStats,
  createUserBody,
  updateUserBody,
  userResponse,
  usersResponse,
} from '../../../contracts/auth.contract';
import { passwordResetResponse, securityNotice } from '../../../contracts/admin.contract';
import { errorBody, idParam, okBody } from '../../../contracts/common';
import { currentUser, requireAdmin } from '../../platform/http/auth-guard';
import { adminGuarded } from '../../platform/http/route-helpers';
import { presentUser } from '../auth/auth.service';
import type { AdminService } from './admin.service';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  // onRequest, so a signed-out caller gets 401 before its body is even parsed.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/users',
    { schema: { tags: ['admin'], response: { 200: usersResponse, ...adminGuarded } } },
    async () => (await admin.listUsers()).map(presentUser),
  );

  app.get(
    '/api/admin/stats',
    { schema: { tags: ['admin'], response: { 200: adminStats, ...adminGuarded } } },
    () => admin.stats(),
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        body: createUserBody,
        response: { 201: userResponse, 400: errorBody, 409: errorBody, ...adminGuarded },
      },
    },
    async (request, reply) => {
      const user = await admin.createUser(request.body);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: updateUserBody,
        response: {
          200: userResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          ...adminGuarded,
        },
      },
    },
    async (request) => ({
      user: presentUser(await admin.updateUser(request.params.id, request.body)),
    }),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        response: { 200: passwordResetResponse, 400: errorBody, 404: errorBody, ...adminGuarded },
      },
    },
    async (request) => admin.resetPassword(currentUser(request).id, request.params.id),
  );

  // The banner on every admin page while demo accounts keep their published passwords.
  app.get(
    '/api/admin/security',
    { schema: { tags: ['admin'], response: { 200: securityNotice, ...adminGuarded } } },
    () => admin.securityNotice(),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        response: { 200: okBody, 400: errorBody, 404: errorBody, 409: errorBody, ...adminGuarded },
      },
    },
    async (request) => {
      await admin.deleteUser(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
