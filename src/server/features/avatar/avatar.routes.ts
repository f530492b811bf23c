import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common';
import {
  avatarAgentResponse,
  avatarIdParam,
  avatarJobResponse,
  avatarStatusResponse,
  generateAvatarBody,
} from '../../../contracts/avatar.contract';
import { currentUser, requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { tooManyRequests } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type { AvatarService } from './avatar.service';
import { agentSettings } from './avatar.did-agent';
import type { Config } from '../../config';

const tags = ['avatar'];
/** Per teacher: a ceiling for scripts; the plan limits real use. */
const GENERATE_LIMIT = { limit: 10, windowMs: 60_000 };

/**
 * Spec section 7's avatar calls, plus the owner's MP4 (with byte ranges, for seeking) and which
 * live agent the assistant modal talks to.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{
  avatar: AvatarService;
  limiter: RateLimiter;
  /** The D-ID live agent, when configured. */
  agent?: Config['avatar']['agent'];
}> = async (app, { avatar, limiter, agent }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onClose', () => avatar.stop());

  app.post(
    '/api/avatar/generate',
    {
      schema: {
        tags,
        body: generateAvatarBody,
        response: {
          200: avatarJobResponse,
          400: errorBody,
          402: errorBody,
          429: errorBody,
          ...guarded,
        },
      },
    },
    (request) => {
      const id = owner(request);
      const wait = limiter.hit(`avatar:${id}`, GENERATE_LIMIT.limit, GENERATE_LIMIT.windowMs);
      if (wait > 0) throw tooManyRequests('Too many videos at once. Please wait a minute.', wait);
      return avatar.generate(id, request.body);
    },
  );

  app.get(
    '/api/avatar/agent',
    { schema: { tags, response: { 200: avatarAgentResponse, ...guarded } } },
    // A guest's sandbox is anyone's: no D-ID client key for it (issue 23 item 3).
    (request) => agentSettings(currentUser(request).role === 'guest' ? undefined : agent),
  );

  app.get(
    '/api/avatar/status/:id',
    { schema: { tags, params: avatarIdParam, response: { 200: avatarStatusResponse, ...byId } } },
    (request) => avatar.status(owner(request), request.params.id),
  );

  app.get(
    '/api/avatar/videos/:id',
    {
      schema: {
        tags,
        description: 'The finished MP4 (video/mp4), to its owner only; honours a Range header.',
        params: avatarIdParam,
        headers: z.object({ range: z.string().max(100).optional() }).loose(),
        response: { 200: z.any(), 206: z.any(), 416: errorBody, ...byId },
      },
    },
    async (request, reply) => {
      const { file, size } = await avatar.video(owner(request), request.params.id);
      reply.header('Accept-Ranges', 'bytes');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range || (!range[1] && !range[2])) {
        reply.type('video/mp4').header('Content-Length', size);
        return reply.send(fs.createReadStream(file));
      }
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        reply.header('Content-Range', `bytes */${size}`);
        return reply.status(416).send({ message: 'Range not satisfiable', code: 'http.range' });
      }
      reply
        .type('video/mp4')
        .status(206)
        .header('Content-Range', `bytes ${start}-${end}/${size}`)
        .header('Content-Length', end - start + 1);
      return reply.send(fs.createReadStream(file, { start, end }));
    },
  );
};
