import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LTI_PATHS } from '../../../contracts/lti.contract';
import { SESSION_COOKIE } from '../../platform/http/auth-guard';
import { AppError } from '../../platform/http/app-error';
import { allowInlineScripts } from '../../platform/http/inline-scripts';
import { sessionCookieOptions, type AuthService } from '../auth/auth.service';
import type { UserRow } from '../../platform/db/schema/index';
import {
  ltiAccountPage,
  ltiContinuePage,
  ltiErrorPage,
  ltiLearnerPage,
  ltiPickerPage,
  ltiRegisteredPage,
  ltiReturnPage,
  ltiStorageCheckPage,
  ltiStoragePutPage,
} from './lti.page';
import { STATE_COOKIE } from './lti.storage';
import type { LtiService } from './lti.service';

interface LtiRoutesOptions {
  lti: LtiService;
  auth: AuthService;
  secureCookies: boolean;
}

/** Form fields: strings only, bounded; an id_token is a few kilobytes. */
const field = (max = 2000) => z.string().max(max).optional();
const loginParams = z.object({
  iss: field(),
  login_hint: field(),
  target_link_uri: field(),
  lti_message_hint: field(),
  client_id: field(255),
  lti_deployment_id: field(255),
  lti_storage_target: field(255),
});
const FORM_BODY_LIMIT = 64 * 1024;

/** A posted form's fields; a repeated name (checkboxes) becomes a list. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const had = fields[k];
    fields[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return fields;
}

/** LTI 1.3 launches (issue 36 items 1, 2 and 4): the browser's round trip through the LMS. */
export const ltiRoutes: FastifyPluginAsyncZod<LtiRoutesOptions> = async (
  app,
  { lti, auth, secureCookies },
) => {
  // LMSs post forms (OIDC form_post); only this plugin's routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, formFields(body as string)),
  );

  function html(reply: FastifyReply, status: number, body: string) {
    allowInlineScripts(reply, body);
    // Helmet's no-referrer makes a browser send `Origin: null` with a page's form posts, which
    // the origin check refuses; same-origin keeps our own forms' origin and tells others nothing.
    void reply.header('referrer-policy', 'same-origin');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  // Navigations get a page, not JSON: every refusal says what went wrong, in words.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds)
        void reply.header('retry-after', error.extra.retryAfterSeconds);
      return html(reply, error.status, ltiErrorPage(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error) || (error.statusCode ?? 500) < 500)
      return html(
        reply,
        error.statusCode && error.statusCode !== 500 ? error.statusCode : 400,
        ltiErrorPage(
          'The LMS sent something Chalkwise cannot read. Open the link from your LMS again.',
        ),
      );
    request.log.error({ err: error }, 'lti: unhandled error');
    return html(
      reply,
      500,
      ltiErrorPage('Something went wrong in Chalkwise. Try again in a minute.'),
    );
  });

  /** Signs the browser in. Inside the LMS's frame the cookie must cross sites: SameSite=None. */
  function signIn(reply: FastifyReply, user: UserRow, token: string, framed: boolean) {
    const options = sessionCookieOptions(user.role, secureCookies);
    void reply.setCookie(SESSION_COOKIE, token, {
      ...options,
      sameSite: framed && secureCookies ? 'none' : options.sameSite,
    });
  }

  app.get(LTI_PATHS.jwks, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await lti.jwks()),
  );

  // Third-party initiated login: the LMS sends the browser here, by GET or by a posted form.
  // With the LMS's storage frame, a page stores the state there first (platform storage).
  const login = async (params: z.infer<typeof loginParams>, ip: string, reply: FastifyReply) => {
    const { url, storage } = await lti.login(params, ip);
    if (!storage) return reply.redirect(url, 302);
    // Where the browser keeps it, the cookie proves the browser at launch without asking the LMS.
    void reply.setCookie(STATE_COOKIE, storage.state, {
      path: '/lti',
      httpOnly: true,
      secure: secureCookies,
      sameSite: secureCookies ? 'none' : 'lax',
      maxAge: 600,
    });
    return html(reply, 200, ltiStoragePutPage({ ...storage, next: url }));
  };
  app.get(LTI_PATHS.login, { schema: { hide: true, querystring: loginParams } }, (request, reply) =>
    login(request.query, request.ip, reply),
  );
  app.post(LTI_PATHS.login, { schema: { hide: true, body: loginParams } }, (request, reply) =>
    login(request.body, request.ip, reply),
  );

  app.post(
    LTI_PATHS.launch,
    {
      schema: {
        hide: true,
        body: z.object({
          id_token: field(20_000),
          state: field(200),
          lti_storage: field(200),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await lti.launch(request.body, request.cookies[STATE_COOKIE]);
      if (outcome.kind !== 'ask') void reply.clearCookie(STATE_COOKIE, { path: '/lti' });
      switch (outcome.kind) {
        case 'ask':
          return html(reply, 200, ltiStorageCheckPage(outcome));
        case 'session':
          await auth.logout(request.cookies[SESSION_COOKIE]);
          signIn(reply, outcome.user, outcome.token, true);
          return html(reply, 200, ltiContinuePage(outcome));
        case 'choose':
          return html(reply, 200, ltiAccountPage(outcome));
        case 'learner':
          return html(reply, 200, ltiLearnerPage(outcome));
        case 'take':
          // A learner needs no session: the take page works by its link and their code.
          return reply.header('cache-control', 'no-store').redirect(outcome.path, 303);
        case 'pick':
          return html(reply, 200, ltiPickerPage(outcome));
      }
    },
  );

  // The new instructor's choice. A failed sign-in shows the same page again with the reason.
  app.post(
    LTI_PATHS.account,
    {
      schema: {
        hide: true,
        body: z.object({
          code: z.string().max(200),
          action: z.enum(['create', 'link']),
          username: field(200),
          password: field(500),
        }),
      },
    },
    async (request, reply) => {
      const { code } = request.body;
      try {
        const done = await lti.account(request.body, request.ip);
        await auth.logout(request.cookies[SESSION_COOKIE]);
        signIn(reply, done.user, done.token, true);
        if (done.deepLink)
          return html(
            reply,
            200,
            ltiPickerPage({ ...done, items: await lti.contentOf(done.user.id) }),
          );
        return html(reply, 200, ltiContinuePage(done));
      } catch (e) {
        if (!(e instanceof AppError) || request.body.action !== 'link') throw e;
        const again = await lti.pendingChoice(code);
        if (!again) throw e;
        return html(reply, e.status, ltiAccountPage({ ...again, code, message: e.message }));
      }
    },
  );

  // Deep Linking: the picks go back to the LMS as a signed response the browser posts there.
  app.post(
    LTI_PATHS.deepLink,
    {
      schema: {
        hide: true,
        body: z.object({
          code: z.string().max(200),
          item: z.union([z.string().max(40), z.array(z.string().max(40)).max(200)]).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, item } = request.body;
      const picks = item === undefined ? [] : Array.isArray(item) ? item : [item];
      const done = await lti.deepLinkResponse(code, picks);
      // The page's form posts to the LMS: this answer's form-action allows its origin too.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        void reply.header(
          'content-security-policy',
          policy.replace(
            "form-action 'self'",
            `form-action 'self' ${new URL(done.returnUrl).origin}`,
          ),
        );
      return html(reply, 200, ltiReturnPage(done));
    },
  );

  // The new window: a top-level page, where the cookie is first-party.
  app.get(
    LTI_PATHS.continue,
    { schema: { hide: true, querystring: z.object({ code: z.string().max(200) }) } },
    async (request, reply) => {
      const done = await lti.continueIn(request.query.code);
      await auth.logout(request.cookies[SESSION_COOKIE]);
      signIn(reply, done.user, done.token, false);
      return reply.redirect(done.target, 302);
    },
  );

  app.get(
    LTI_PATHS.register,
    {
      schema: {
        hide: true,
        querystring: z.object({
          token: field(200),
          openid_configuration: field(),
          registration_token: field(4000),
        }),
      },
    },
    async (request, reply) => {
      const { name } = await lti.register(request.query);
      return html(reply, 200, ltiRegisteredPage(name));
    },
  );
};
