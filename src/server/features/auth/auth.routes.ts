import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  loginBody,
  registerBody,
  safeNextPath,
  updateProfileBody,
  userResponse,
} from '../../../contracts/auth.contract';
import { errorBody, okBody } from '../../../contracts/common';
import { SESSION_COOKIE, currentUser, requireUser } from '../../platform/http/auth-guard';
import { presentUser, sessionCookieOptions, type AuthService } from './auth.service';
import type { UserRow } from '../../platform/db/schema/index';

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
}

const errors = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, secureCookies },
) => {
  function setSession(reply: FastifyReply, token: string, user: UserRow) {
    void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(user.role, secureCookies));
  }

  async function endSession(token: string | undefined, reply: FastifyReply) {
    await auth.logout(token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  app.get(
    '/api/user',
    {
      onRequest: requireUser,
      // The app learns here that the password must be changed, and shows the change screen.
      config: { beforePasswordChange: true },
      schema: { tags: ['auth'], response: { 200: userResponse, 401: errorBody } },
    },
    async (request) => {
      const caller = currentUser(request);
      // The session join already read the row: no second query on the app's hottest call.
      const user = auth.rowOf(caller) ?? (await auth.findUser(caller.id));
      return { user: presentUser(user!) };
    },
  );

  // The profile page: the caller's own names and email.
  app.patch(
    '/api/user',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        body: updateProfileBody,
        response: { 200: userResponse, 403: errorBody, ...errors },
      },
    },
    async (request) => ({
      user: presentUser(await auth.updateProfile(currentUser(request).id, request.body)),
    }),
  );

  // Also the only thing a temporary password from an administrator can do.
  app.post(
    '/api/user/password',
    {
      onRequest: requireUser,
      config: { beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        body: changePasswordBody,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const user = await auth.changePassword(
        currentUser(request).id,
        request.body,
        request.cookies[SESSION_COOKIE],
      );
      return { user: presentUser(user) };
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBody,
        // 403: school sign-in is required for teachers (features/sso).
        response: { 200: userResponse, 403: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      // A new token at every login: a session fixed before sign-in is worthless.
      await auth.logout(request.cookies[SESSION_COOKIE]);
      const { user, token } = await auth.login(
        request.body.username,
        request.body.password,
        request.ip,
      );
      setSession(reply, token, user);
      return { user: presentUser(user) };
    },
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: { 201: userResponse, 403: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      const { user, token } = await auth.register(request.body, request.ip);
      setSession(reply, token, user);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    '/api/guest-login',
    {
      schema: {
        tags: ['auth'],
        response: { 200: userResponse, 403: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      const { user, token } = await auth.guestLogin(request.ip);
      setSession(reply, token, user);
      return { user: presentUser(user) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], response: { 200: okBody } } },
    async (request, reply) => {
      await endSession(request.cookies[SESSION_COOKIE], reply);
      return { ok: true as const };
    },
  );

  // Navigation targets: the browser is sent here by links, not by fetch.
  // `next` brings the teacher back to the page they asked for; only a path on this site.
  app.get(
    '/api/login',
    {
      schema: {
        hide: true,
        querystring: z.object({ next: z.string().max(500).optional() }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const next = safeNextPath(request.query.next);
      const query = next ? `&next=${encodeURIComponent(next)}` : '';
      return reply.redirect(`/?signin=1${query}`, 302);
    },
  );

  // A GET must not change state: any site could link here. The page asks, then POSTs.
  app.get(
    '/api/logout',
    { schema: { hide: true, response: { 302: z.null() } } },
    async (_req, reply) => reply.redirect('/logout', 302),
  );
};
