import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common';
import {
  ltiDeploymentBody,
  ltiIntegrations,
  ltiPlatformBody,
  ltiPlatformPatch,
  ltiRegistrationLink,
} from '../../../contracts/lti.contract';
import { currentUser, requireAdmin } from '../../platform/http/auth-guard';
import { adminGuarded } from '../../platform/http/route-helpers';
import type { LtiService } from './lti.service';

const tags = ['admin'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const platformParams = z.object({ id });
const answer = {
  200: ltiIntegrations,
  400: errorBody,
  404: errorBody,
  409: errorBody,
  ...adminGuarded,
};

/** Administration → Integrations: the LMSs that may launch Chalkwise (issue 36 item 2). */
export const ltiAdminRoutes: FastifyPluginAsyncZod<{ lti: LtiService }> = async (app, { lti }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/lti',
    { schema: { tags, response: { 200: ltiIntegrations, ...adminGuarded } } },
    () => lti.integrations(),
  );

  // A one-time link for the LMS's dynamic registration, valid 24 hours.
  app.post(
    '/api/admin/lti/registrations',
    { schema: { tags, response: { 200: ltiRegistrationLink, 409: errorBody, ...adminGuarded } } },
    (request) => lti.registrationLink(currentUser(request).id),
  );

  app.post(
    '/api/admin/lti/platforms',
    { schema: { tags, body: ltiPlatformBody, response: answer } },
    (request) => lti.addPlatform(request.body),
  );

  app.patch(
    '/api/admin/lti/platforms/:id',
    { schema: { tags, params: platformParams, body: ltiPlatformPatch, response: answer } },
    (request) => lti.setEnabled(request.params.id, request.body.enabled),
  );

  app.delete(
    '/api/admin/lti/platforms/:id',
    { schema: { tags, params: platformParams, response: answer } },
    (request) => lti.removePlatform(request.params.id),
  );

  app.post(
    '/api/admin/lti/platforms/:id/deployments',
    { schema: { tags, params: platformParams, body: ltiDeploymentBody, response: answer } },
    (request) => lti.addDeployment(request.params.id, request.body.deploymentId),
  );

  app.delete(
    '/api/admin/lti/platforms/:id/deployments/:deploymentId',
    { schema: { tags, params: z.object({ id, deploymentId: id }), response: answer } },
    (request) => lti.removeDeployment(request.params.id, request.params.deploymentId),
  );

  // Rotation: the new key signs from now on; the old one stays published a day.
  app.post(
    '/api/admin/lti/keys/rotate',
    {
      schema: {
        tags,
        response: { 200: z.object({ kid: z.string() }), ...adminGuarded },
      },
    },
    () => lti.rotateKey(),
  );
};
