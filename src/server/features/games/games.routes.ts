import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contracts/common';
import {
  createRoomBody,
  createRoomResponse,
  gameResultsResponse,
  gameStatsResponse,
  joinInfoResponse,
  roomCodeParam,
  roomListQuery,
  roomListResponse,
  studentGamesResponse,
} from '../../../contracts/games.contract';
import { sendCsv } from '../../platform/http/csv-reply';
import { requireUser } from '../../platform/http/auth-guard';
import { byId, guarded, owner } from '../../platform/http/route-helpers';
import { sendPage } from '../../platform/http/paged';
import { limitPublicLookups, type PublicLimit } from '../../platform/http/public-limit';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import { addressGroup } from '../../platform/http/address-group';
import { gameErrors } from './games.errors';
import { deviceMarks, type GamesService } from './games.service';

const tags = ['games'];

interface Options {
  games: GamesService;
  limiter: RateLimiter;
  secureCookies: boolean;
}

/** Marks a student's device when it opens a join page (its game socket sends it back). */
export const DEVICE_COOKIE = 'chalkwise_device';
const DEVICE_COOKIE_SECONDS = 24 * 60 * 60;
/**
 * New device marks one network gets for one roster room: a class on one school address fits,
 * a script asking for a mark per name does not get far.
 */
export const DEVICES_PER_NETWORK = { limit: 100, windowMs: 60 * 60_000 };

/** The teacher's rooms and results; another teacher's ids answer 404. */
const teacherRoutes: FastifyPluginAsyncZod<Options> = async (app, { games }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/games/room',
    {
      schema: {
        tags,
        body: createRoomBody,
        response: { 201: createRoomResponse, 400: errorBody, 404: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ room: await games.createRoom(owner(request), request.body) }),
  );

  app.get(
    '/api/games/rooms',
    {
      schema: {
        tags,
        querystring: roomListQuery,
        response: { 200: roomListResponse, 400: errorBody, ...guarded },
      },
    },
    // The body keeps its { rooms } shape; the next page is in the headers (decision 0011).
    async (request, reply) => ({
      rooms: sendPage(request, reply, await games.page(owner(request), request.query)),
    }),
  );

  app.get(
    '/api/games/stats',
    { schema: { tags, response: { 200: gameStatsResponse, ...guarded } } },
    (request) => games.stats(owner(request)),
  );

  app.get(
    '/api/games/:id/results',
    { schema: { tags, params: idParam, response: { 200: gameResultsResponse, ...byId } } },
    (request) => games.results(owner(request), request.params.id),
  );

  app.get(
    '/api/games/:id/results.csv',
    { schema: { tags, params: idParam, response: { 200: z.string(), ...byId } } },
    async (request, reply) => {
      const { filename, csv } = await games.resultsCsv(owner(request), request.params.id);
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/api/students/:id/games',
    { schema: { tags, params: idParam, response: { 200: studentGamesResponse, ...byId } } },
    async (request) => ({ games: await games.studentGames(owner(request), request.params.id) }),
  );
};

const JOIN_LIMIT: PublicLimit = {
  name: 'game-code',
  // A class typing codes makes a few mistakes; guessing open codes makes thousands.
  failures: { limit: 60, windowMs: 10 * 60_000 },
  requests: { limit: 3000, windowMs: 10 * 60_000 },
  failureStatuses: new Set([404]),
  message: 'Too many attempts from this network. Please wait a few minutes and try again.',
};

/** Students, without an account: what the join screen shows for a code. */
const joinRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { games, limiter, secureCookies },
) => {
  limitPublicLookups(app, limiter, JOIN_LIMIT);
  app.get(
    '/api/games/join/:code',
    {
      schema: {
        tags,
        params: roomCodeParam,
        response: {
          200: joinInfoResponse,
          400: errorBody,
          404: errorBody,
          410: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { room, ...info } = await games.joinInfo(request.params.code);
      // In roster mode one device plays one student: the socket accepts a name only with a mark
      // this room gave, and one network gets only so many.
      if (info.roster && !deviceMarks.check(room, request.cookies[DEVICE_COOKIE])) {
        const wait = limiter.hit(
          `game-device:${room.id}:${addressGroup(request.ip)}`,
          DEVICES_PER_NETWORK.limit,
          DEVICES_PER_NETWORK.windowMs,
        );
        if (wait > 0) throw gameErrors.too_many_devices(undefined, { retryAfterSeconds: wait });
        void reply.setCookie(DEVICE_COOKIE, deviceMarks.issue(room), {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: '/',
          maxAge: DEVICE_COOKIE_SECONDS,
        });
      }
      return info;
    },
  );
};

export const gamesRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  await app.register(teacherRoutes, opts);
  await app.register(joinRoutes, opts);
};
