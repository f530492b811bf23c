import type { Grades } from '../features/lti/lti.grades';
import { randomBytes } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { sameOrigin } from '../platform/http/origin-check';
import { SESSION_COOKIE } from '../platform/http/auth-guard';
import type { RateLimiter } from '../platform/http/rate-limiter';
import { createSocketServer, transportFor } from '../platform/realtime/socket-server';
import { forwardChatStops } from '../features/chat/chat.socket';
import { createGamesRepository } from '../features/games/games.repository';
import type { createGamesService } from '../features/games/games.service';
import { DEVICE_COOKIE } from '../features/games/games.routes';
import { createLiveRooms } from '../features/games/games.live';
import { emitter, registerGameSockets } from '../features/games/games.socket';
import type { AppDeps, ZodApp } from './deps';
import { trustedProxies } from './proxies';

/** Socket.IO on Fastify's own server, the rooms this process owns, and their clean stop. */
export async function registerLiveGames(
  app: ZodApp,
  deps: AppDeps,
  services: {
    games: ReturnType<typeof createGamesService>;
    auth: {
      resolveSession(token: string): Promise<{ id: number; mustChangePassword: boolean } | null>;
    };
    limiter: RateLimiter;
    chat: Parameters<typeof forwardChatStops>[1];
    ltiGrades: Pick<Grades, 'roomEnded' | 'playerFinished'>;
  },
) {
  const { config, database, clock } = deps;
  const configured = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const sockets = await createSocketServer(
    app.server,
    deps.gameTransport ??
      transportFor({ redisUrl: config.games.redisUrl, databaseUrl: config.databaseUrl }),
    (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || sameOrigin(origin, request.headers.host, configured));
    },
    // The logger's err serializer (safeError) keeps messages and data out of the line.
    (err, what) => app.log.error({ err }, what),
  );
  const onError = (err: unknown, what: string) => app.log.error({ err }, what);
  // Tests of several instances wait on it until the adapters have found each other.
  app.decorate('socketIo', sockets.io);
  if (sockets.clustered) forwardChatStops(sockets.io, services.chat, onError);
  const live = createLiveRooms({
    repo: createGamesRepository(database.db),
    clock,
    instanceId: config.games.instanceId ?? `chalkwise-${randomBytes(4).toString('hex')}`,
    leaseMs: deps.gameLeaseMs,
    emit: emitter(sockets.io),
    onError,
    // A quiz room's learners who came from an LMS get their scores in its gradebook.
    onEnded: (ownerId, roomId) => void services.ltiGrades.roomEnded(ownerId, roomId),
    onPlayerFinished: (ownerId, roomId, studentId, score) =>
      void services.ltiGrades.playerFinished(ownerId, roomId, studentId, score),
  });
  const trust = trustedProxies(config.trustProxy);
  registerGameSockets({
    io: sockets.io,
    clustered: sockets.clustered,
    live,
    games: services.games,
    async teacherOf(request) {
      const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token ? await services.auth.resolveSession(token) : null;
      // A temporary password opens nothing but the change screen, live games included.
      return user && !user.mustChangePassword ? user : null;
    },
    deviceCookie: (request) => app.parseCookie(request.headers.cookie ?? '')[DEVICE_COOKIE],
    // The same proxies Fastify trusts for request.ip (TRUST_PROXY), or none.
    clientAddress: (request) =>
      trust === false ? (request.socket.remoteAddress ?? 'unknown') : proxyAddr(request, trust),
    limiter: services.limiter,
    joinsPerMinute: config.games.joinsPerMinute,
    onError,
  });
  live.start();
  app.addHook('preClose', async () => {
    await live.stop();
    await sockets.close();
  });
}
