import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './platform/db/client';
import type { Clock } from './platform/clock';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerTextGuard } from './platform/http/text-guard';
import { registerNoStore } from './platform/http/no-store';
import { safeError } from './platform/logging/safe-error';
import { registerAuthGuard } from './platform/http/auth-guard';
import { RateLimiter } from './platform/http/rate-limiter';
import { registerClient } from './platform/http/static';
import { createAuthRepository } from './features/auth/auth.repository';
import { createAuthService, type AccountSeeder } from './features/auth/auth.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAdminRepository } from './features/admin/admin.repository';
import { createAdminService } from './features/admin/admin.service';
import { adminRoutes } from './features/admin/admin.routes';
import { systemRoutes } from './features/system/system.routes';
import { DEMO_ACCOUNTS } from './features/system/demo-accounts';
import { createStudentsRepository } from './features/students/students.repository';
import { createStudentsService } from './features/students/students.service';
import { studentsRoutes } from './features/students/students.routes';
import { createLessonsRepository } from './features/lessons/lessons.repository';
import { createLessonsService } from './features/lessons/lessons.service';
import { lessonsRoutes } from './features/lessons/lessons.routes';
import { createAssessmentsRepository } from './features/assessments/assessments.repository';
import { createAssessmentsService } from './features/assessments/assessments.service';
import { assessmentsRoutes } from './features/assessments/assessments.routes';
import { createAnalyticsService } from './features/analytics/analytics.service';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { createDemoSeeder, type DemoSeeder, type DemoServices } from './features/demo/demo.seeder';
import { MINUTES_PER_GENERATION } from './features/analytics/time-saved';
import type { AiEngine } from './ai/ai-engine';
import { createBuiltinEngine } from './ai/builtin/builtin-engine';
import { engineForAccounts, SLOW_ENGINES } from './ai/paid-engines';
import type { ClosableEngine } from './ai/engine-switch';
import type { FreeSpace } from './ai/local/download';
import { createChosenEngine } from './features/ai-admin/ai-admin.setup';
import { aiAdminRoutes } from './features/ai-admin/ai-admin.routes';
import { createSubscriptionRepository } from './features/subscription/subscription.repository';
import { createSubscriptionService } from './features/subscription/subscription.service';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { createUsageRepository } from './features/usage/usage.repository';
import { createUsageService } from './features/usage/usage.service';
import { usageRoutes } from './features/usage/usage.routes';
import { createAiService } from './features/ai/ai.service';
import { aiRoutes } from './features/ai/ai.routes';
import { createAiDrafts } from './features/ai/ai.drafts';
import { exportRoutes } from './features/export/export.routes';
import { createExportService } from './features/export/export.service';
import { csvReader } from './features/students/students.import';
import { createWorkerPool, type WorkerPool } from './platform/workers/worker-pool';
import { createChatRepository } from './features/chat/chat.repository';
import { createChatService } from './features/chat/chat.service';
import { createReplyPublisher } from './features/chat/chat.sse';
import { chatRoutes } from './features/chat/chat.routes';
import { forwardChatStops } from './features/chat/chat.socket';
import { createClassesRepository } from './features/classes/classes.repository';
import { createClassesService } from './features/classes/classes.service';
import { classesRoutes } from './features/classes/classes.routes';
import { createAttendanceRepository } from './features/attendance/attendance.repository';
import { createAttendanceService } from './features/attendance/attendance.service';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { faceModelRoutes } from './features/attendance/attendance.face-model';
import { createQuizzesRepository } from './features/quizzes/quizzes.repository';
import { createQuizzesService } from './features/quizzes/quizzes.service';
import { quizzesRoutes } from './features/quizzes/quizzes.routes';
import { createInteropService } from './features/interop/interop.service';
import { interopRoutes } from './features/interop/interop.routes';
import { createGamesRepository } from './features/games/games.repository';
import { createGamesService } from './features/games/games.service';
import { createRecordedGames } from './features/games/games.recorded';
import { DEVICE_COOKIE, gamesRoutes } from './features/games/games.routes';
import { createLiveRooms } from './features/games/games.live';
import { emitter, registerGameSockets } from './features/games/games.socket';
import {
  createSocketServer,
  transportFor,
  type Transport,
} from './platform/realtime/socket-server';
import { sameOrigin } from './platform/http/origin-check';
import proxyAddr from '@fastify/proxy-addr';
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from './platform/http/auth-guard';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import { createAvatarRepository } from './features/avatar/avatar.repository';
import { createAvatarService } from './features/avatar/avatar.service';
import { childRenderer } from './features/avatar/avatar.renderer';
import { didTalksRenderer, DID_TALKS_ENGINE } from './features/avatar/avatar.did-talks';
import { avatarRoutes } from './features/avatar/avatar.routes';
import { didAgentOrigins } from './features/avatar/avatar.did-agent';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where the built client lives; omitted in API tests. */
  clientDir?: string;
  seedNewAccount?: AccountSeeder;
  /** Tests inject a failing, slow or recording engine; otherwise configuration picks one. */
  aiEngine?: AiEngine;
  /** Builds the local engine for a GGUF file (tests); node-llama-cpp's when unset. */
  createLocalEngine?: (modelPath: string) => Promise<ClosableEngine>;
  /** Free space of the models folder (tests fill the disk); statfs when unset. */
  modelsFreeSpace?: FreeSpace;
  /** Threads for PDF/Word layout and large CSV files; the app makes (and closes) its own when unset. */
  workers?: WorkerPool;
  /** How live games cross processes; from configuration when unset (tests pick their own channel). */
  gameTransport?: Transport;
  /** Live-game room leases (ms): tests shorten them to see a takeover quickly. */
  gameLeaseMs?: number;
  /** Background jobs (avatar renders); pg-boss on the app's database when unset. */
  jobs?: JobQueue;
}

export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

export function loggerOptions(level: string): Record<string, unknown> {
  return {
    level,
    // Errors are logged by type and code only: messages and query parameters carry user data.
    serializers: {
      err: safeError,
      error: safeError,
      // The path without its query string: a search box's text can be a student's name.
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        'body.password',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Off unless TRUST_PROXY names the proxies, so a forged X-Forwarded-For changes nothing. Fastify
 * ignores a bare hop count (it cannot check the peer), so hops become "trust the first N".
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function createApp(deps: AppDeps) {
  const { config, database, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.maxBodyBytes,
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // D-ID's API and socket only when its live agent is configured.
        connectSrc: ["'self'", 'ws:', 'wss:', ...didAgentOrigins(config.avatar.agent)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Chalkwise API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const limiter = new RateLimiter(clock);
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    clock,
    limiter,
    // Guests get the demo class; the seeder needs services built below, hence the late binding.
    seedNewAccount: deps.seedNewAccount ?? ((user) => demo.seedNewAccount(user)),
    guests: config.guests,
  });
  const admin = createAdminService({ repo: createAdminRepository(database.db), auth });
  const workers = deps.workers ?? createWorkerPool();
  if (!deps.workers) app.addHook('onClose', () => workers.close());
  /**
   * The teaching records' services on `db`: the app's own on the pool, and the demo seeder's
   * on one transaction (see demoServicesOn), built the same way so the same rules apply.
   */
  const recordServices = (db: Db) => {
    const students = createStudentsService({
      repo: createStudentsRepository(db),
      clock,
      readCsv: csvReader(workers),
    });
    const classes = createClassesService({ repo: createClassesRepository(db), students, clock });
    return {
      students,
      classes,
      lessons: createLessonsService({ repo: createLessonsRepository(db), clock }),
      attendance: createAttendanceService({
        repo: createAttendanceRepository(db),
        classes,
        students,
        clock,
      }),
      assessments: createAssessmentsService({ repo: createAssessmentsRepository(db), clock }),
    };
  };
  const { students, lessons, classes, attendance, assessments } = recordServices(database.db);
  // The environment's engine, or the one chosen on the admin screen's AI tab (issue 24).
  const chosen = await createChosenEngine({
    config,
    db: database.db,
    clock,
    injected: deps.aiEngine,
    createLocal: deps.createLocalEngine,
    freeSpace: deps.modelsFreeSpace,
    warn: (message) => app.log.warn(message),
    onError: (err, what) => app.log.error({ err }, what),
  });
  app.addHook('onClose', () => chosen.close());
  const { engine, aiAdmin } = chosen;
  const subscription = createSubscriptionService({
    repo: createSubscriptionRepository(database.db),
    clock,
    // Late-bound: the engine for an account (engineFor, below) is known once the AI is built.
    activeEngine: async (userId) => (await engineFor(userId)).info.engine,
  });
  const usage = createUsageService({
    repo: createUsageRepository(database.db),
    clock,
    activeEngine: engine.info,
  });
  /** The teacher's students, redacted from every prompt that leaves the server. */
  const roster = async (ownerId: number) =>
    (await students.list(ownerId)).map(({ firstName, lastName, email, parentEmail }) => ({
      firstName,
      lastName,
      email,
      parentEmail,
    }));
  const isGuest = async (userId: number) => (await auth.findUser(userId))?.role === 'guest';
  const engineFor = engineForAccounts(engine, createBuiltinEngine(), isGuest);
  const ai = createAiService({ engine, engineFor, subscription, usage, roster, limiter });
  const chatPublisher = createReplyPublisher();
  const chat = createChatService({
    repo: createChatRepository(database.db),
    engine,
    engineFor,
    usage,
    roster,
    clock,
    publisher: chatPublisher,
    messagesPerDay: config.chat.messagesPerDay,
    // A model on this machine may write for minutes; a provider's reply is over in seconds.
    staleAfterMs: () =>
      (SLOW_ENGINES.has(engine.info.engine) ? config.ai.localTimeoutMs : config.ai.timeoutMs) +
      15_000,
    onStoreError: (err) => app.log.error({ err }, 'chat reply could not be stored'),
  });
  const avatar = createAvatarService({
    repo: createAvatarRepository(database.db),
    clock,
    queue: deps.jobs ?? createJobQueue(database, (err) => app.log.error({ err }, 'job queue')),
    subscription,
    usage,
    render: config.avatar.did ? didTalksRenderer(config.avatar.did) : childRenderer(),
    concurrency: config.avatar.renders,
    engine: config.avatar.did ? DID_TALKS_ENGINE : undefined,
    external: config.avatar.did ? { builtin: childRenderer(), isGuest, roster } : undefined,
    dir: config.avatar.dir,
    retentionDays: config.avatar.retentionDays,
    onError: (err, what) => app.log.error({ err }, what),
  });
  const quizzes = createQuizzesService({
    repo: createQuizzesRepository(database.db),
    clock,
    ai,
    assessments,
  });
  const analytics = createAnalyticsService({
    students,
    lessons,
    assessments,
    minutesPerGeneration: MINUTES_PER_GENERATION,
  });
  /** What a game reads from the other features: the quiz's questions, the class's roster. */
  const gameSources = (on: {
    quizzes: typeof quizzes;
    classes: typeof classes;
    students: typeof students;
  }) => ({
    loadQuiz: async (ownerId: number, quizId: number) => {
      const quiz = await on.quizzes.get(ownerId, quizId);
      return {
        title: quiz.title,
        questions: quiz.questions.map(({ question, choices, answerIndex, timeLimit }) => ({
          question,
          choices,
          answerIndex,
          timeLimit,
        })),
      };
    },
    loadClass: (ownerId: number, classId: number) => on.classes.get(ownerId, classId),
    assertStudent: (ownerId: number, studentId: number) => on.students.get(ownerId, studentId),
  });
  const games = createGamesService({
    repo: createGamesRepository(database.db),
    clock,
    ...gameSources({ quizzes, classes, students }),
  });

  /**
   * The services the demo seeder writes through, built by the same factories on `db`, one
   * transaction, so the whole class commits together (issue 16, item 5). Nothing in them may
   * reach `database.db`: on the embedded database that is the one connection the transaction
   * holds, and a query outside it would wait for ever.
   */
  const demoServicesOn = (db: Db): DemoServices => {
    const records = recordServices(db);
    // `ai` is only for generating, which the seeder never does.
    const quizzesOnDb = createQuizzesService({
      repo: createQuizzesRepository(db),
      clock,
      ai,
      assessments: records.assessments,
    });
    const gamesRepo = createGamesRepository(db);
    const gamesOnDb = createGamesService({
      repo: gamesRepo,
      clock,
      ...gameSources({ ...records, quizzes: quizzesOnDb }),
    });
    return {
      ...records,
      quizzes: quizzesOnDb,
      recordedGames: createRecordedGames({
        repo: gamesRepo,
        clock,
        createRoom: gamesOnDb.createRoom,
      }),
    };
  };
  const seedInTransaction: <T>(write: (services: DemoServices) => Promise<T>) => Promise<T> = (
    write,
  ) =>
    // A transaction has every query builder the repositories use (it is Drizzle's database
    // class underneath); its type lacks only the pool handle, which they never touch.
    database.db.transaction((tx) => write(demoServicesOn(tx as unknown as Db)));
  const demo: DemoSeeder = createDemoSeeder({
    clock,
    students,
    transaction: seedInTransaction,
  });

  registerOriginCheck(app, config.publicUrl);
  registerTextGuard(app);
  registerNoStore(app);
  registerAuthGuard(app, (token) => auth.resolveSession(token));

  await app.register(systemRoutes, {
    ping: () => database.ping(),
    publicConfig: () => ({
      demoMode: config.demoMode,
      guests: config.guests,
      ...(config.demoMode
        ? {
            demoCredentials: DEMO_ACCOUNTS.map(({ role, username, password }) => ({
              role,
              username,
              password,
            })),
          }
        : {}),
      salesPhone: config.salesPhone,
      contactUrl: config.contactUrl,
      assistantUrl: config.assistantUrl,
      pricingUrl: config.pricingUrl,
      ai: { engine: engine.info.engine, model: engine.info.model },
    }),
  });
  await app.register(authRoutes, { auth, secureCookies: config.secureCookies });
  await app.register(adminRoutes, { admin });
  await app.register(aiAdminRoutes, { aiAdmin });
  await app.register(studentsRoutes, { students });
  await app.register(lessonsRoutes, { lessons, limiter });
  await app.register(assessmentsRoutes, { assessments, limiter });
  await app.register(analyticsRoutes, { analytics });
  await app.register(subscriptionRoutes, { subscription });
  await app.register(usageRoutes, { usage });
  await app.register(aiRoutes, {
    ai,
    drafts: createAiDrafts({ ai, lessons, assessments }),
  });
  await app.register(exportRoutes, { exporter: createExportService({ workers }) });
  await app.register(chatRoutes, { chat, publisher: chatPublisher });
  await app.register(classesRoutes, { classes });
  await app.register(attendanceRoutes, { attendance });
  await app.register(faceModelRoutes);
  await app.register(quizzesRoutes, { quizzes });
  await app.register(interopRoutes, {
    interop: createInteropService({
      assessments,
      quizzes,
      roster: { students, classes },
      // One transaction for a whole OneRoster import, through the same services (see demoServicesOn).
      rosterTransaction: (work) =>
        database.db.transaction((tx) => work(recordServices(tx as unknown as Db))),
      workers,
    }),
  });
  await app.register(avatarRoutes, { avatar, limiter, agent: config.avatar.agent });

  await app.register(gamesRoutes, { games, limiter, secureCookies: config.secureCookies });
  await registerLiveGames(app, deps, { games, auth, limiter, chat });

  await registerClient(app, deps.clientDir);

  return Object.assign(app as unknown as FastifyInstance, {
    services: {
      auth,
      admin,
      aiAdmin,
      students,
      lessons,
      assessments,
      analytics,
      demo,
      seedInTransaction,
      subscription,
      usage,
      ai,
      chat,
      quizzes,
      classes,
      attendance,
      games,
      avatar,
    },
  });
}

export type App = Awaited<ReturnType<typeof createApp>>;

/** Socket.IO on Fastify's own server, the rooms this process owns, and their clean stop. */
async function registerLiveGames(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    games: ReturnType<typeof createGamesService>;
    auth: { resolveSession(token: string): Promise<{ id: number } | null> };
    limiter: RateLimiter;
    chat: Parameters<typeof forwardChatStops>[1];
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
  if (sockets.clustered) forwardChatStops(sockets.io, services.chat, onError);
  const live = createLiveRooms({
    repo: createGamesRepository(database.db),
    clock,
    instanceId: config.games.instanceId ?? `chalkwise-${randomBytes(4).toString('hex')}`,
    leaseMs: deps.gameLeaseMs,
    emit: emitter(sockets.io),
    onError,
  });
  const trust = trustedProxies(config.trustProxy);
  registerGameSockets({
    io: sockets.io,
    clustered: sockets.clustered,
    live,
    games: services.games,
    async teacherOf(request) {
      const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
      return token ? services.auth.resolveSession(token) : null;
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
