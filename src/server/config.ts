import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  DEMO_MODE: bool.optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  PUBLIC_URL: optionalUrl,
  SALES_PHONE: z.string().min(1).default('+1 (555) 010-2030'),
  CONTACT_URL: z.url().default('https://chalkwise.example.org/contact'),
  ASSISTANT_URL: z.url().default('https://chalkwise.example.org/assistant'),
  PRICING_URL: z.url().default('https://chalkwise.example.org/pricing'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  AI_PROVIDER: z.enum(['builtin', 'openrouter', 'openai', 'google']).optional(),
  AI_MODEL: z.string().min(1).optional(),
  OPENROUTER_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoMode: boolean;
  bootstrapAdmin: { username: string; password: string } | undefined;
  publicUrl: string | undefined;
  secureCookies: boolean;
  salesPhone: string;
  contactUrl: string;
  assistantUrl: string;
  pricingUrl: string;
  logLevel: Env['LOG_LEVEL'];
  maxBodyBytes: number;
  ai: {
    provider: NonNullable<Env['AI_PROVIDER']> | undefined;
    model: string | undefined;
    openrouterApiKey: string | undefined;
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    googleApiKey: string | undefined;
    timeoutMs: number;
  };
}

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // The embedded database is for trying Chalkwise out, so it comes with demo accounts.
    demoMode: e.DEMO_MODE ?? e.DATABASE_URL === undefined,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    publicUrl: e.PUBLIC_URL,
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
    },
  };
}
