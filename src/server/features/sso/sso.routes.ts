import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common';
import { SSO_CALLBACK_PATH, SSO_START_PATH, ssoLink } from '../../../contracts/sso.contract';
import { currentUser, requireUser, SESSION_COOKIE } from '../../platform/http/auth-guard';
import { AppError } from '../../platform/http/app-error';
import { guarded } from '../../platform/http/route-helpers';
import { sessionCookieOptions, type AuthService } from '../auth/auth.service';
import { ATTEMPT_TTL_MS, type SsoService } from './sso.service';
import { ssoErrorPage } from './sso.page';
import { ssoErrors } from './sso.errors';

/** Ties a sign-in in flight to this browser; only the sign-in paths see it. */
const SSO_COOKIE = 'chalkwise_sso';
const COOKIE_PATH = '/auth/sso';

export interface SsoRoutesOptions {
  sso: SsoService;
  auth: AuthService;
  secureCookies: boolean;
}

/** Sign-in with the school's identity provider (issue 36 item 7): the browser's round trip. */
export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (
  app,
  { sso, auth, secureCookies },
) => {
  function remember(reply: FastifyReply, token: string) {
    void reply.setCookie(SSO_COOKIE, token, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET, which carries it.
      sameSite: 'lax',
      secure: secureCookies,
      path: COOKIE_PATH,
      maxAge: Math.floor(ATTEMPT_TTL_MS / 1000),
    });
  }

  /** Navigations get a page, not JSON: what went wrong, and the way back. */
  function failed(reply: FastifyReply, e: unknown) {
    if (!(e instanceof AppError)) throw e;
    if (e.extra.retryAfterSeconds) void reply.header('retry-after', e.extra.retryAfterSeconds);
    return reply.status(e.status).type('text/html; charset=utf-8').send(ssoErrorPage(e.message));
  }

  // The "Sign in with …" button is a link here. A GET is safe to be linked from anywhere: it
  // only sends the browser to the provider, where the person signs in as themselves.
  app.get(
    SSO_START_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ next: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      try {
        const { url, token } = await sso.start({ next: request.query.next, ip: request.ip });
        remember(reply, token);
        return reply.redirect(url, 302);
      } catch (e) {
        return failed(reply, e);
      }
    },
  );

  app.get(SSO_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[SSO_COOKIE];
    void reply.clearCookie(SSO_COOKIE, { path: COOKIE_PATH });
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    try {
      const done = await sso.finish({ token, query, ip: request.ip });
      if (done.token) {
        // A new session at every sign-in: one fixed before it is worthless.
        await auth.logout(request.cookies[SESSION_COOKIE]);
        void reply.setCookie(
          SESSION_COOKIE,
          done.token,
          sessionCookieOptions(done.user.role, secureCookies),
        );
      }
      return reply.redirect(done.next, 302);
    } catch (e) {
      return failed(reply, e);
    }
  });

  // Linking changes the signed-in account, so it is a POST (origin-checked); the page then
  // sends the browser to the answered address.
  app.post(
    '/api/user/sso/link',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        response: {
          200: z.object({ url: z.string() }),
          403: errorBody,
          404: errorBody,
          429: errorBody,
          502: errorBody,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'guest') throw ssoErrors.not_teacher();
      const { url, token } = await sso.start({ linkUserId: user.id, ip: request.ip });
      remember(reply, token);
      return { url };
    },
  );

  app.get(
    '/api/user/sso',
    { onRequest: requireUser, schema: { tags: ['auth'], response: { 200: ssoLink, ...guarded } } },
    (request) => sso.linkOf(currentUser(request).id),
  );
};
