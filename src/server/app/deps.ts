import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../platform/db/client';
import type { Clock } from '../platform/clock';
import type { AccountSeeder } from '../features/auth/auth.service';
import type { AiEngine } from '../ai/ai-engine';
import type { ClosableEngine } from '../ai/engine-switch';
import type { FreeSpace } from '../ai/local/download';
import type { WorkerPool } from '../platform/workers/worker-pool';
import type { Transport } from '../platform/realtime/socket-server';
import type { JobQueue } from '../platform/jobs/queue';
import type { CustomFetch } from 'openid-client';

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
  /** Whether a GGUF file loads before it can be chosen (tests); a model process when unset. */
  probeLocalModel?: (modelPath: string) => Promise<void>;
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
  /** How school sign-in reaches the provider (tests tamper with its answers); fetch when unset. */
  ssoFetch?: CustomFetch;
  /** How LTI dynamic registration reaches the LMS (tests watch it); fetch when unset. */
  ltiFetch?: typeof fetch;
  /** pg-boss retries of an LMS score post (tests: quick); 5 tries 30 s apart, doubling, when unset. */
  ltiScoreRetry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  /** How soon an LMS's keys may be fetched again for an unknown kid (tests: 0); 30 s when unset. */
  ltiJwksCooldownMs?: number;
}

/** The Fastify instance createApp builds: zod schemas in and out of every route. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
