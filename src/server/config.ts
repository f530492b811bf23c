import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { isAcceptableIssuer, parseDomains, SSO_MESSAGES } from '../contracts/sso.contract';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();
const optionalKey = z.string().min(1).optional();

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Off by default, so a forged
 * header changes nothing; a hop count or the proxies' addresses (IPs or CIDR ranges) otherwise.
 * "true" (trust anyone) is refused: it would let any visitor pick their own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^(false|0|no|off)$/i.test(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value.split(',').map((s) => s.trim());
    const valid = list.every((entry) => {
      const [ip, bits, ...rest] = entry.split('/');
      if (rest.length > 0 || !ip || isIP(ip) === 0) return false;
      return bits === undefined || /^\d{1,3}$/.test(bits);
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count (e.g. 1) or proxy addresses (e.g. 10.0.0.1,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    return list;
  });

interface Variable {
  schema: z.ZodType;
  /** The default as the docs show it ("unset" when there is none). */
  shown: string;
  doc: string;
}
const v = <S extends z.ZodType>(schema: S, shown: string, doc: string) => ({ schema, shown, doc });

/**
 * Every environment variable Chalkwise reads, declared once: its schema (with the default), the
 * default as documented, and one line of documentation. The `Config` type follows from these;
 * `.env.example` and the README's configuration table are checked against this list
 * (config.docs.test.ts).
 */
export const VARIABLES = {
  NODE_ENV: v(
    z.enum(['development', 'production', 'test']).default('development'),
    'development',
    '`production` when started with npm start',
  ),
  PORT: v(z.coerce.number().int().min(0).max(65535).default(3000), '3000', 'HTTP port'),
  HOST: v(z.string().min(1).default('0.0.0.0'), '0.0.0.0', 'address to listen on'),
  DATA_DIR: v(
    z.string().min(1).default('./data'),
    './data',
    'where the embedded database (PGlite) keeps its files',
  ),
  DATABASE_URL: v(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    'unset',
    'PostgreSQL (15+) connection string; the embedded database is used when unset',
  ),
  DEMO_MODE: v(
    bool.optional(),
    'on with the embedded database, off with `DATABASE_URL`',
    'creates admin/admin123 and teacher/teacher123 with a sample class',
  ),
  GUESTS: v(
    bool.optional(),
    'on with `DEMO_MODE`, else off',
    '"Continue as Guest": a 24-hour sandbox account (no trial, no paid AI provider, no D-ID)',
  ),
  ADMIN_USERNAME: v(
    z.string().min(3).optional(),
    'unset',
    'first administrator, created at start when missing (set with `ADMIN_PASSWORD`)',
  ),
  ADMIN_PASSWORD: v(z.string().min(6).optional(), 'unset', 'password of `ADMIN_USERNAME`'),
  PUBLIC_URL: v(
    optionalUrl,
    'unset',
    'the address people use; https makes cookies Secure; only this Origin may change data',
  ),
  SSO_ISSUER: v(
    optionalUrl,
    'unset',
    "the school's OpenID Connect issuer (e.g. `https://accounts.google.com`); with the client id and secret it adds “Sign in with …” for teachers and wins over the Admin page's settings",
  ),
  SSO_CLIENT_ID: v(optionalKey, 'unset', "Chalkwise's client id at that issuer"),
  SSO_CLIENT_SECRET: v(optionalKey, 'unset', "Chalkwise's client secret at that issuer"),
  SSO_NAME: v(
    z.string().trim().min(1).max(60).default('your school account'),
    'your school account',
    "the sign-in button's words: “Sign in with {SSO_NAME}”",
  ),
  SSO_DOMAINS: v(
    z.string().default(''),
    'unset (any)',
    'comma-separated email domains allowed to sign in with the issuer (e.g. `school.org,staff.school.org`); empty: any',
  ),
  LTI_ROSTER_SYNC_AT: v(
    z
      .string()
      .trim()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'a time of day as HH:MM (24-hour), or off')
      .default('03:00'),
    '03:00',
    "when the nightly LMS roster sync runs, `HH:MM` on the server's clock (its `TZ`); `off`: never (a teacher's launch or Sync roster still syncs)",
  ),
  TRUST_PROXY: v(
    trustProxy.default(false),
    'off',
    'a hop count or the reverse proxies’ addresses whose X-Forwarded-For gives the client address',
  ),
  SALES_PHONE: v(
    z.string().min(1).default('+1 (555) 010-2030'),
    '+1 (555) 010-2030',
    'phone shown on the site',
  ),
  CONTACT_URL: v(
    z.url().default('https://chalkwise.example.org/contact'),
    'https://chalkwise.example.org/contact',
    '"contact us" link',
  ),
  ASSISTANT_URL: v(
    z.url().default('https://chalkwise.example.org/assistant'),
    'https://chalkwise.example.org/assistant',
    '"chat with an AI assistant" link',
  ),
  PRICING_URL: v(
    z.url().default('https://chalkwise.example.org/pricing'),
    'https://chalkwise.example.org/pricing',
    'pricing page opened by Upgrade Now',
  ),
  LOG_LEVEL: v(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'info',
    'fatal, error, warn, info, debug, trace, silent',
  ),
  MAX_BODY_BYTES: v(
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    '1048576',
    'largest request body; larger ones get 413',
  ),
  AI_PROVIDER: v(
    z.enum(['builtin', 'openrouter', 'openai', 'google', 'local']).optional(),
    'builtin',
    '`builtin`, `openrouter`, `openai` (any OpenAI-compatible server), `google`, `local` (a GGUF model in this process)',
  ),
  AI_MODEL: v(z.string().min(1).optional(), 'provider default', 'model name'),
  OPENROUTER_API_KEY: v(optionalKey, 'unset', 'OpenRouter key'),
  OPENAI_API_KEY: v(optionalKey, 'unset', 'OpenAI (or compatible server) key'),
  OPENAI_BASE_URL: v(
    optionalUrl,
    'unset',
    'e.g. `http://127.0.0.1:11434/v1` for Ollama, vLLM, LM Studio',
  ),
  GOOGLE_GENERATIVE_AI_API_KEY: v(optionalKey, 'unset', 'Google Generative AI key'),
  AI_TIMEOUT_MS: v(
    z.coerce.number().int().min(1000).default(45_000),
    '45000',
    'how long one AI call may take',
  ),
  LOCAL_AI_TIMEOUT_MS: v(
    z.coerce.number().int().min(1000).default(300_000),
    '300000',
    'how long one call to a local model or Ollama may take once it runs (a CPU writes a lesson in minutes)',
  ),
  LOCAL_AI_QUEUE_PER_USER: v(
    z.coerce.number().int().min(1).max(100).default(2),
    '2',
    'requests one account may have waiting for the local model (more get 429); teachers take turns, guests go last',
  ),
  LOCAL_AI_MEMORY_MB: v(
    z.coerce.number().int().min(128).max(1_048_576).optional(),
    'unset',
    "the local model process's private memory cap, MB (the mapped model file is not counted); unset: 2 x file + 2048",
  ),
  LOCAL_MODEL_PATH: v(
    z.string().min(1).optional(),
    'unset',
    'the GGUF model file the `local` engine runs; unset: the first .gguf in `DATA_DIR`/models',
  ),
  LOCAL_MODEL_THREADS: v(
    z.coerce.number().int().min(1).max(256).optional(),
    'unset',
    'CPU threads the local model uses; unset: 1 on 2 cores, else cores - 1 (more than the free cores is much slower)',
  ),
  HF_ENDPOINT: v(
    z.url().default('https://huggingface.co'),
    'https://huggingface.co',
    'where the AI tab and `npm run ai:download` fetch models (a Hugging Face mirror, as huggingface tools read it)',
  ),
  LOCAL_MODEL_CATALOG: v(
    z.string().min(1).optional(),
    'unset',
    'a JSON file of the models the AI tab offers (its fields and an example: README, "A model catalog of your own"); unset: the built-in catalog (set it for a mirror with other models, or in tests)',
  ),
  OLLAMA_BASE_URL: v(
    z.url().default('http://127.0.0.1:11434'),
    'http://127.0.0.1:11434',
    'the Ollama server whose models the AI tab offers when it answers',
  ),
  CHAT_MESSAGES_PER_DAY: v(
    z.coerce.number().int().min(1).max(100_000).default(200),
    '200',
    'AI Assistant replies each teacher may ask for in 24 hours (more answer 429)',
  ),
  REDIS_URL: v(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
    'unset',
    'Redis for live games across instances (Socket.IO Redis streams adapter); with DATABASE_URL and no Redis, PostgreSQL carries them',
  ),
  INSTANCE_ID: v(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash or underscore')
      .optional(),
    'random',
    "this process's name in live-game room leases (set it to the host name behind a load balancer to read logs easily)",
  ),
  GAME_JOINS_PER_MINUTE: v(
    z.coerce.number().int().min(1).max(1_000_000).default(120),
    '120',
    'live-game join attempts per address per minute (a class behind one school NAT shares an address)',
  ),
  AVATAR_DIR: v(
    z.string().min(1).optional(),
    '`DATA_DIR`/avatars',
    'where rendered avatar videos (MP4) are stored; shared storage when several instances render',
  ),
  AVATAR_RETENTION_DAYS: v(
    z.coerce.number().int().min(1).max(3650).default(30),
    '30',
    'days an avatar video is kept before it is deleted',
  ),
  AVATAR_RENDERS: v(
    z.coerce.number().int().min(1).max(8).default(1),
    '1',
    'avatar videos this instance renders at once (each in its own process, up to about 300 MB and one core while it runs)',
  ),
  DID_API_KEY: v(
    optionalKey,
    'unset',
    "D-ID API key: avatar videos are then made by D-ID's talks API (the script is sent to D-ID) instead of the built-in renderer",
  ),
  DID_API_URL: v(
    z.url().default('https://api.d-id.com'),
    'https://api.d-id.com',
    "D-ID's API address (used only when a D-ID key or agent is set)",
  ),
  DID_SOURCE_URL: v(
    z.url().default('https://d-id-public-bucket.s3.us-west-2.amazonaws.com/alice.jpg'),
    'https://d-id-public-bucket.s3.us-west-2.amazonaws.com/alice.jpg',
    'the picture D-ID animates for avatar videos (a public https image)',
  ),
  DID_AGENT_ID: v(
    optionalKey,
    'unset',
    "D-ID agent for the live assistant modal, with `DID_CLIENT_KEY` (the teacher's messages then go to D-ID)",
  ),
  DID_CLIENT_KEY: v(
    optionalKey,
    'unset',
    "that agent's client key (D-ID's browser-side key, given to signed-in browsers; allow this site's domain at D-ID)",
  ),
  DID_WS_URL: v(
    z.url({ protocol: /^wss?$/ }).default('wss://notifications.d-id.com'),
    'wss://notifications.d-id.com',
    "D-ID's notifications socket for the live agent (`DID_API_URL` is its API)",
  ),
} satisfies Record<string, Variable>;

type Variables = typeof VARIABLES;
export type Env = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

const envSchema = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, d]) => [name, d.schema])),
) as unknown as z.ZodType<Env>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Empty strings in .env files mean "not set". */
function dropEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * The variables of a `.env` file (as `.env.example` suggests), beneath the real environment:
 * a variable set by the service manager or the shell wins over the file.
 */
export function withEnvFile(
  env: Record<string, string | undefined> = process.env,
  file = path.resolve('.env'),
): Record<string, string | undefined> {
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...dropEmpty(env) };
}

/** The settings the app uses, shaped from the parsed variables. */
function toConfig(e: Env) {
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // The embedded database is for trying Chalkwise out, so it comes with demo accounts.
    demoMode: e.DEMO_MODE ?? e.DATABASE_URL === undefined,
    guests: e.GUESTS ?? e.DEMO_MODE ?? e.DATABASE_URL === undefined,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    ltiRosterSyncAt: e.LTI_ROSTER_SYNC_AT === 'off' ? null : e.LTI_ROSTER_SYNC_AT,
    // Off unless all three are set; the Admin page's settings apply when SSO_ISSUER is unset.
    sso:
      e.SSO_ISSUER && e.SSO_CLIENT_ID && e.SSO_CLIENT_SECRET
        ? {
            issuer: e.SSO_ISSUER,
            clientId: e.SSO_CLIENT_ID,
            clientSecret: e.SSO_CLIENT_SECRET,
            name: e.SSO_NAME,
            domains: e.SSO_DOMAINS,
          }
        : undefined,

    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    salesPhone: e.SALES_PHONE,
    contactUrl: e.CONTACT_URL,
    assistantUrl: e.ASSISTANT_URL,
    pricingUrl: e.PRICING_URL,
    logLevel: e.LOG_LEVEL,
    maxBodyBytes: e.MAX_BODY_BYTES,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      openrouterApiKey: e.OPENROUTER_API_KEY,
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      googleApiKey: e.GOOGLE_GENERATIVE_AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      localTimeoutMs: e.LOCAL_AI_TIMEOUT_MS,
      localModelPath: e.LOCAL_MODEL_PATH && path.resolve(e.LOCAL_MODEL_PATH),
      localModelThreads: e.LOCAL_MODEL_THREADS,
      localQueuePerUser: e.LOCAL_AI_QUEUE_PER_USER,
      localMemoryMb: e.LOCAL_AI_MEMORY_MB,
      modelsDir: path.resolve(e.DATA_DIR, 'models'),
      hfEndpoint: e.HF_ENDPOINT,
      catalogFile: e.LOCAL_MODEL_CATALOG,
      ollamaBaseUrl: e.OLLAMA_BASE_URL,
    },
    chat: { messagesPerDay: e.CHAT_MESSAGES_PER_DAY },
    avatar: {
      dir: path.resolve(e.AVATAR_DIR ?? path.join(e.DATA_DIR, 'avatars')),
      retentionDays: e.AVATAR_RETENTION_DAYS,
      renders: e.AVATAR_RENDERS,
      did: e.DID_API_KEY
        ? { apiKey: e.DID_API_KEY, apiUrl: e.DID_API_URL, sourceUrl: e.DID_SOURCE_URL }
        : undefined,
      // The live agent needs both; the API key stays on the server and is never part of it.
      agent:
        e.DID_AGENT_ID && e.DID_CLIENT_KEY
          ? {
              agentId: e.DID_AGENT_ID,
              clientKey: e.DID_CLIENT_KEY,
              apiUrl: e.DID_API_URL,
              wsUrl: e.DID_WS_URL,
            }
          : undefined,
    },
    games: {
      redisUrl: e.REDIS_URL,
      instanceId: e.INSTANCE_ID,
      joinsPerMinute: e.GAME_JOINS_PER_MINUTE,
    },
  };
}

export type Config = ReturnType<typeof toConfig>;

export function loadConfig(source: Record<string, string | undefined> = withEnvFile()): Config {
  const parsed = envSchema.safeParse(dropEmpty(source));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']);
  }
  const sso = [e.SSO_ISSUER, e.SSO_CLIENT_ID, e.SSO_CLIENT_SECRET];
  if (sso.some(Boolean) && !sso.every(Boolean)) {
    throw new ConfigError(['SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET must be set together']);
  }
  if (e.SSO_ISSUER && !isAcceptableIssuer(e.SSO_ISSUER)) {
    throw new ConfigError([`SSO_ISSUER: ${SSO_MESSAGES.issuerInvalid}`]);
  }
  if (parseDomains(e.SSO_DOMAINS) === null) {
    throw new ConfigError([`SSO_DOMAINS: ${SSO_MESSAGES.domainsInvalid}`]);
  }
  return toConfig(e);
}

/**
 * For a command's start: the configuration, or the readable list of what is wrong on stderr
 * and the process ended with `exitCode` (no stack trace for a typo in .env).
 */
export function loadConfigOrExit(
  exitCode: number,
  source: Record<string, string | undefined> = withEnvFile(),
): Config {
  try {
    return loadConfig(source);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(exitCode);
  }
}
