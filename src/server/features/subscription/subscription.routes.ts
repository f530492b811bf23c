import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { subscriptionInfo } from '../../../contracts/subscription.contract';
import { currentUser, requireUser } from '../../platform/http/auth-guard';
import type { SubscriptionService } from './subscription.service';

const tags = ['subscription'];

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscription: SubscriptionService;
}> = async (app, { subscription }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/subscription/info',
    { schema: { tags, response: { 200: subscriptionInfo, 401: errorBody } } },
    (request) => subscription.info(currentUser(request).id),
  );

  app.post(
    '/api/subscription/start-trial',
    { schema: { tags, response: { 200: subscriptionInfo, 401: errorBody, 409: errorBody } } },
    (request) => subscription.startTrial(currentUser(request).id),
  );
};
