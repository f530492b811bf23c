import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { subscriptionInfo } from '../../../contracts/subscription.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { guarded, owner } from '../../platform/http/route-helpers';
import type { SubscriptionService } from './subscription.service';

const tags = ['subscription'];

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscription: SubscriptionService;
}> = async (app, { subscription }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/subscription/info',
    { schema: { tags, response: { 200: subscriptionInfo, ...guarded } } },
    (request) => subscription.info(owner(request)),
  );

  app.post(
    '/api/subscription/start-trial',
    { schema: { tags, response: { 200: subscriptionInfo, 409: errorBody, ...guarded } } },
    (request) => subscription.startTrial(owner(request)),
  );
};
