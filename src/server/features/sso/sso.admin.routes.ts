import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { ssoRequiredBody, ssoSettings, ssoSettingsBody } from '../../../contracts/sso.contract';
import { currentUser, requireAdmin } from '../../platform/http/auth-guard';
import { adminGuarded } from '../../platform/http/route-helpers';
import type { SsoService } from './sso.service';

const tags = ['admin'];
const saveErrors = { 400: errorBody, 409: errorBody, ...adminGuarded };

/** The Admin page's Sign-in tab: the school's provider, and whether teachers must use it. */
export const ssoAdminRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  app.addHook('onRequest', requireAdmin);

  // The secret is never part of the answer: `hasSecret` says whether one is stored.
  app.get(
    '/api/admin/sso',
    { schema: { tags, response: { 200: ssoSettings, ...adminGuarded } } },
    () => sso.adminView(),
  );

  app.put(
    '/api/admin/sso',
    { schema: { tags, body: ssoSettingsBody, response: { 200: ssoSettings, ...saveErrors } } },
    (request) => sso.save(request.body, currentUser(request).id),
  );

  // Also where the environment configures the provider: requiring it is the school's choice.
  app.put(
    '/api/admin/sso/required',
    { schema: { tags, body: ssoRequiredBody, response: { 200: ssoSettings, ...saveErrors } } },
    (request) => sso.setRequired(request.body.required, currentUser(request).id),
  );

  app.delete(
    '/api/admin/sso',
    { schema: { tags, response: { 200: ssoSettings, 409: errorBody, ...adminGuarded } } },
    (request) => sso.clear(currentUser(request).id),
  );
};
