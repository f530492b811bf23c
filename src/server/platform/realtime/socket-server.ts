import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import pg from 'pg';
import { SOCKET_PATH } from '../../../contracts/games.contract';

/**
 * How live-game messages cross server processes (ARCHITECTURE.md stack table): Redis when it is
 * configured, PostgreSQL's NOTIFY when the app runs on PostgreSQL, memory on the embedded
 * database (one process).
 */
export type Transport =
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string; channel?: string }
  | { kind: 'redis'; url: string; channel?: string };

export interface SocketServer {
  io: Server;
  /** False with the in-memory adapter: there is no other server to talk to. */
  clustered: boolean;
  close(): Promise<void>;
}

/**
 * A request every other instance answers (through the adapter); an instance that does not
 * answer within the adapter's timeout is left out. Each answer is the handler's there.
 */
export function askOtherInstances<Q, A>(io: Server, event: string, request: Q): Promise<A[]> {
  return new Promise((resolve) => {
    const emit = io.serverSideEmit.bind(io) as (
      ev: string,
      req: Q,
      ack: (err: unknown, responses: A[]) => void,
    ) => boolean;
    emit(event, request, (_err, responses) => resolve(responses ?? []));
  });
}

/** Answers the other instances' `askOtherInstances(event)`; a failure answers null. */
export function answerOtherInstances<Q, A>(
  io: Server,
  event: string,
  handler: (request: Q) => Promise<A>,
  onError: (err: unknown) => void,
) {
  io.on(event, (request: Q, ack: (answer: A | null) => void) => {
    handler(request).then(ack, (err: unknown) => {
      onError(err);
      ack(null);
    });
  });
}

export function transportFor(opts: {
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
}): Transport {
  if (opts.redisUrl) return { kind: 'redis', url: opts.redisUrl };
  if (opts.databaseUrl) return { kind: 'postgres', url: opts.databaseUrl };
  return { kind: 'memory' };
}

export async function createSocketServer(
  http: HttpServer,
  transport: Transport,
  allowRequest: ServerOptions['allowRequest'],
  /** Where connection errors of the adapter's pool or Redis client go (a logger). */
  onError: (err: unknown, what: string) => void,
): Promise<SocketServer> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const options: Partial<ServerOptions> = {
    path: SOCKET_PATH,
    // Same origin only (allowRequest checks Origin); no CORS headers for other sites.
    cors: undefined,
    serveClient: false,
    allowRequest,
    // A phone that locks for a few seconds is still in the game when it wakes.
    pingInterval: 10_000,
    pingTimeout: 8_000,
    maxHttpBufferSize: 16 * 1024,
  };

  // Adapters load only when configured: one instance on the embedded database needs neither.
  if (transport.kind === 'postgres') {
    const { createAdapter: createPostgresAdapter } = await import('@socket.io/postgres-adapter');
    const pool = new pg.Pool({ connectionString: transport.url, max: 4 });
    // An idle connection that drops must not crash the process, nor go unseen.
    pool.on('error', (err) => onError(err, 'live-game adapter: database connection error'));
    // Messages over NOTIFY's 8,000 bytes go through socket_io_attachments, which migration
    // 0015 creates (schema/socket-io.ts), so the drift check sees it.
    options.adapter = createPostgresAdapter(pool, {
      channelPrefix: transport.channel ?? 'chalkwise',
      heartbeatInterval: 2_000,
      heartbeatTimeout: 6_000,
    });
    cleanups.push(() => pool.end());
  } else if (transport.kind === 'redis') {
    const { createAdapter: createRedisAdapter } = await import('@socket.io/redis-streams-adapter');
    const { createClient } = await import('redis');
    const client = createClient({ url: transport.url });
    client.on('error', (err) => onError(err, 'live-game adapter: Redis connection error'));
    await client.connect();
    options.adapter = createRedisAdapter(client, {
      streamName: transport.channel ?? 'chalkwise',
      heartbeatInterval: 2_000,
      heartbeatTimeout: 6_000,
    });
    cleanups.push(() => client.quit().catch(() => client.destroy()));
  }

  const io = new Server(http, options);
  return {
    io,
    clustered: transport.kind !== 'memory',
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        // io.close() also closes the HTTP server, which Fastify closes itself.
        io.engine.close();
        for (const nsp of io._nsps.values()) void nsp.adapter.close?.();
        resolve();
      });
      await Promise.allSettled(cleanups.map((c) => c()));
    },
  };
}
