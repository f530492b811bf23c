import type { Db } from '../platform/db/client';
import { RateLimiter } from '../platform/http/rate-limiter';
import { createWorkerPool } from '../platform/workers/worker-pool';
import { createJobQueue } from '../platform/jobs/queue';
import { createBuiltinEngine } from '../ai/builtin/builtin-engine';
import { engineForAccounts, SLOW_ENGINES } from '../ai/paid-engines';
import { withRequesters } from '../ai/engine-requester';
import { createAuthRepository } from '../features/auth/auth.repository';
import { createAuthService } from '../features/auth/auth.service';
import { createSsoRepository } from '../features/sso/sso.repository';
import { createSsoService } from '../features/sso/sso.service';
import { createSsoClient } from '../features/sso/sso.client';
import { createSecretBox } from '../platform/secrets/secret-box';
import { createLtiRepository } from '../features/lti/lti.repository';
import { createLtiService } from '../features/lti/lti.service';
import { createToolKeys } from '../features/lti/lti.keys';
import { createPlatformVerifier } from '../features/lti/lti.verify';
import { createLtiCourseRepository } from '../features/lti/lti.course.repository';
import { createTokenClient } from '../features/lti/lti.tokens';
import { createRoster } from '../features/lti/lti.roster';
import { createCourses } from '../features/lti/lti.course';
import { createGrades } from '../features/lti/lti.grades';
import { createNightlyRoster } from '../features/lti/lti.roster-nightly';
import { createAdminRepository } from '../features/admin/admin.repository';
import { createAdminService } from '../features/admin/admin.service';
import { createAnalyticsService } from '../features/analytics/analytics.service';
import { MINUTES_PER_GENERATION } from '../features/analytics/time-saved';
import { createChosenEngine } from '../features/ai-admin/ai-admin.setup';
import { createAiAdminRepository } from '../features/ai-admin/ai-admin.repository';
import { createSubscriptionRepository } from '../features/subscription/subscription.repository';
import { createSubscriptionService } from '../features/subscription/subscription.service';
import { createUsageRepository } from '../features/usage/usage.repository';
import { createUsageService } from '../features/usage/usage.service';
import { createAiGateway, createAiService } from '../features/ai/ai.service';
import { createExtractor } from '../features/ai/ai.extract';
import { createAiDrafts } from '../features/ai/ai.drafts';
import { createExportService } from '../features/export/export.service';
import { createChatRepository } from '../features/chat/chat.repository';
import { createChatService } from '../features/chat/chat.service';
import { createReplyPublisher } from '../features/chat/chat.sse';
import { createQuizzesRepository } from '../features/quizzes/quizzes.repository';
import { createStandardsService } from '../features/standards/standards.service';
import { createQuizzesService } from '../features/quizzes/quizzes.service';
import { createInteropService } from '../features/interop/interop.service';
import { createGamesRepository } from '../features/games/games.repository';
import { createGamesService } from '../features/games/games.service';
import { createAvatarRepository } from '../features/avatar/avatar.repository';
import { createAvatarService } from '../features/avatar/avatar.service';
import { childRenderer } from '../features/avatar/avatar.renderer';
import { didTalksRenderer, DID_TALKS_ENGINE } from '../features/avatar/avatar.did-talks';
import { createDemoWiring } from './demo-wiring';
import { isLoopbackHost } from '../platform/http/loopback';
import { DEMO_ACCOUNTS } from '../features/system/demo-accounts';
import { gameSources, recordServicesOn } from './records';
import type { AppDeps, ZodApp } from './deps';

/**
 * The service graph: every repository and service, built once from the app's dependencies.
 * Besides `services` (what `app.services` exposes to tests and the CLI) it returns what only
 * the routes need. Closing hooks go on `app`, so `app.close()` stops what is started here.
 */
export async function createServices(app: ZodApp, deps: AppDeps) {
  const { config, database, clock } = deps;
  const limiter = new RateLimiter(clock);
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    clock,
    limiter,
    // Guests get the demo class; the seeder needs services built below, hence the late binding.
    seedNewAccount: deps.seedNewAccount ?? ((user) => demo.seedNewAccount(user)),
    guests: config.guests,
    // School sign-in may be required for teachers; sso is built below, hence the late binding.
    passwordRefusal: (user) => sso.passwordRefusal(user),
  });
  // One secret box: the sealed SSO secret and the tool's LTI keys share the server's key file.
  const secrets = createSecretBox(config.dataDir);
  const sso = createSsoService({
    repo: createSsoRepository(database.db),
    auth,
    client: createSsoClient({ fetch: deps.ssoFetch }),
    secrets,
    clock,
    limiter,
    environment: config.sso,
    publicUrl: config.publicUrl,
    onFailure: (err, what) => app.log.warn({ err }, what),
  });
  const ltiRepo = createLtiRepository(database.db);
  const ltiKeys = createToolKeys({ repo: ltiRepo, secrets, clock });
  const ltiCourseRepo = createLtiCourseRepository(database.db);
  // The roster reaches students, classes and assessments through their services, built below.
  const people = () => ({ students, classes, assessments });
  const ltiTokens = createTokenClient({ keys: ltiKeys, clock, fetch: deps.ltiFetch ?? fetch });
  // One pg-boss for the app's jobs: avatar renders, LMS score posts and nightly roster syncs.
  const jobs = deps.jobs ?? createJobQueue(database, (err) => app.log.error({ err }, 'job queue'));
  const ltiGrades = createGrades({
    course: ltiCourseRepo,
    repo: ltiRepo,
    tokens: ltiTokens,
    clock,
    fetch: deps.ltiFetch ?? fetch,
    queue: jobs,
    scores: () => assessments,
    roomScores: () => games.roomScores,
    retry: deps.ltiScoreRetry,
    onFailure: (err, what) => app.log.warn({ err }, what),
  });
  const ltiRoster = createRoster({
    course: ltiCourseRepo,
    tokens: ltiTokens,
    clock,
    fetch: deps.ltiFetch ?? fetch,
    people,
  });
  // The nightly roster sync's hour, on the server's clock (LTI_ROSTER_SYNC_AT, TZ).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const nightly = config.ltiRosterSyncAt ? { at: config.ltiRosterSyncAt, zone } : null;
  const ltiCourses = createCourses({
    course: ltiCourseRepo,
    repo: ltiRepo,
    clock,
    people,
    // A learner's quiz link opens the teacher's assignment; those services are built below.
    quizzes: () => ({ get: quizzes.get, openAssignment: games.openAssignment }),
    roster: ltiRoster,
    nightly,
    onFailure: (err, what) => app.log.warn({ err }, what),
  });
  const ltiNightly = createNightlyRoster({
    course: ltiCourseRepo,
    repo: ltiRepo,
    roster: ltiRoster,
    clock,
    queue: jobs,
    at: config.ltiRosterSyncAt,
    timeZone: zone,
    onFailure: (err, what) => app.log.warn({ err }, what),
  });
  const lti = createLtiService({
    repo: ltiRepo,
    auth,
    keys: ltiKeys,
    courses: ltiCourses,
    verifier: createPlatformVerifier({ cooldownMs: deps.ltiJwksCooldownMs }),
    clock,
    limiter,
    publicUrl: config.publicUrl,
    fetch: deps.ltiFetch,
    // Deep Linking's picker; those services are built below, hence the late binding.
    content: (ownerId) => linkableContent(ownerId),
    onFailure: (err, what) => app.log.warn({ err }, what),
  });
  const admin = createAdminService({
    repo: createAdminRepository(database.db),
    auth,
    // Demo mode's published passwords only matter where others can reach the server.
    exposedDemoAccounts: config.demoMode && !isLoopbackHost(config.host) ? DEMO_ACCOUNTS : [],
  });
  const workers = deps.workers ?? createWorkerPool();
  if (!deps.workers) app.addHook('onClose', () => workers.close());
  const recordServices = (db: Db) => recordServicesOn(db, { clock, workers });
  const { students, lessons, classes, attendance, assessments } = recordServicesOn(database.db, {
    clock,
    workers,
    // New results go on to the LMS's gradebook for learners who came from one (issue 36 item 5).
    onResults: (ownerId, assessmentId, studentIds) =>
      void ltiGrades.changed(ownerId, assessmentId, studentIds),
  });
  // The environment's engine, or the one chosen on the admin screen's AI tab (issue 24).
  const chosen = await createChosenEngine({
    config,
    repo: createAiAdminRepository(database.db),
    clock,
    injected: deps.aiEngine,
    createLocal: deps.createLocalEngine,
    probeLocal: deps.probeLocalModel,
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
  // The local model's queue is fair between accounts, guests last (issue 33 item 4).
  const engineFor = withRequesters(
    engineForAccounts(engine, createBuiltinEngine(), isGuest),
    isGuest,
  );
  // The one way features reach an engine (issue 33 item 1): limit, plan, privacy, ledger.
  const gateway = createAiGateway({
    engine,
    engineFor,
    roster,
    limiter,
    subscription,
    usage,
    logFailure: (what, cause) => app.log.warn({ cause }, what),
  });
  const ai = createAiService({ gateway });
  const chatPublisher = createReplyPublisher();
  const chat = createChatService({
    repo: createChatRepository(database.db),
    gateway,
    usage,
    clock,
    publisher: chatPublisher,
    messagesPerDay: config.chat.messagesPerDay,
    // A model on this machine may write for minutes; a provider's reply is over in seconds.
    staleAfterMs: () =>
      (SLOW_ENGINES.has(engine.info.engine) ? config.ai.localTimeoutMs : config.ai.timeoutMs) +
      15_000,
    onStoreError: (err) => app.log.error({ err }, 'chat reply could not be stored or checked'),
  });
  const avatar = createAvatarService({
    repo: createAvatarRepository(database.db),
    clock,
    queue: jobs,
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
    classes,
    minutesPerGeneration: MINUTES_PER_GENERATION,
  });
  const games = createGamesService({
    repo: createGamesRepository(database.db),
    clock,
    ...gameSources({ quizzes, classes, students }),
  });
  const { seedInTransaction, demo } = createDemoWiring({
    database,
    clock,
    ai,
    students,
    recordServices,
  });
  const interop = createInteropService({
    assessments,
    quizzes,
    users: auth,
    roster: { students, classes },
    limiter,
    workers,
  });

  /** What a teacher can link into an LMS course (issue 36 item 3), newest first per kind. */
  async function linkableContent(ownerId: number) {
    const [l, a, q] = await Promise.all([
      lessons.list(ownerId),
      assessments.list(ownerId),
      quizzes.list(ownerId),
    ]);
    return [
      ...l.map((x) => ({ kind: 'lesson' as const, id: x.id, title: x.title })),
      // Gradable: the LMS makes a gradebook column on its scale (issue 36 item 5).
      ...a.map((x) => ({
        kind: 'assessment' as const,
        id: x.id,
        title: x.title,
        scoreMaximum: x.maxScore,
      })),
      // A quiz's column counts its scored questions (decision 0033); only polls: none.
      ...q.map((x) => ({
        kind: 'quiz' as const,
        id: x.id,
        title: x.title,
        ...(x.scoredCount > 0 ? { scoreMaximum: x.scoredCount } : {}),
      })),
    ];
  }

  return {
    services: {
      auth,
      sso,
      lti,
      ltiCourses,
      ltiGrades,
      ltiNightly,
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
      standards: createStandardsService(),
    },
    limiter,
    engine,
    chatPublisher,
    drafts: createAiDrafts({ ai, lessons, assessments }),
    exporter: createExportService({ workers }),
    interop,
    extract: createExtractor({ workers }),
  };
}

export type AppServices = Awaited<ReturnType<typeof createServices>>;
