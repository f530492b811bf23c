import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * The admin screen's AI tab (issue 24, item 2): the engine answering now, the catalog of local
 * models with their downloads, the engine an administrator chooses, a test generation and the
 * models of an Ollama server. Administrators only.
 */

/** What an administrator can choose; `local` names a GGUF file, `ollama` a model it serves. */
export const AI_ENGINE_CHOICES = [
  'builtin',
  'local',
  'ollama',
  'openrouter',
  'openai',
  'google',
] as const;
export const HOSTED_PROVIDERS = ['openrouter', 'openai', 'google'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

export const AI_ADMIN_MESSAGES = {
  modelId: 'A model id is lower-case letters, digits, dots, dashes or underscores.',
  file: 'A model file is a .gguf name in the models folder (letters, digits, dot, dash, underscore).',
  ollamaModel: 'An Ollama model name is up to 200 characters, like "qwen2.5:1.5b".',
  engine: 'Choose builtin, local, ollama, openrouter, openai or google.',
  modelNotFound: 'This model is not in the catalog.',
  fileNotFound: 'This model file is not in the models folder. Download it first.',
  diskFull: 'Not enough free disk space for this model.',
  downloading: 'This model is already downloading.',
  notDownloading: 'This model is not downloading.',
  inUse: 'This model is the one chosen here: choose another engine before deleting it.',
  busy: 'This model is downloading: cancel the download before deleting it.',
  providerNotConfigured:
    'This provider has no key on the server: set its variable (see the README) and restart.',
  testFailed: 'The test generation failed.',
  saved: 'AI engine saved',
  saveFailed: 'The AI engine was not changed',
  deleted: 'Model deleted',
  cancelled: 'Download cancelled',
} as const;

const M = AI_ADMIN_MESSAGES;

const modelId = z
  .string(M.modelId)
  .regex(/^[a-z0-9][a-z0-9._-]{0,79}$/, M.modelId)
  .refine((s) => !s.includes('..'), M.modelId);

/** A bare file name: never a path, so nothing outside the models folder can be named. */
const ggufFile = z
  .string(M.file)
  .max(200, M.file)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/, M.file)
  .refine((s) => !s.includes('..'), M.file);

export const ollamaModelName = z
  .string(M.ollamaModel)
  .min(1, M.ollamaModel)
  .max(200, M.ollamaModel)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/, M.ollamaModel);

/**
 * One recommended model: where Hugging Face serves it (a pinned revision), what it is, and the
 * sha256 the download must match. The same schema validates a catalog file given with
 * LOCAL_MODEL_CATALOG.
 */
export const catalogModel = z.object({
  id: modelId,
  name: z.string().min(1).max(120),
  /** "owner/name" on Hugging Face. */
  repo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/),
  /** A commit (or branch) of that repository; a commit pins the bytes. */
  revision: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/),
  file: ggufFile,
  licence: z.string().min(1).max(60),
  licenceUrl: z.url(),
  parameters: z.string().min(1).max(20),
  sizeBytes: z.number().int().positive(),
  /** Memory the server needs to run it (model, context and runtime), from published figures. */
  ramBytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  summary: z.string().min(1).max(300),
  /** The one offered first: small enough for 2-4 CPU cores. */
  recommended: z.boolean().optional(),
});
export type CatalogModel = z.output<typeof catalogModel>;
export const catalogFile = z.array(catalogModel).min(1).max(20);

const DOWNLOAD_PHASES = ['downloading', 'verifying', 'done', 'failed', 'cancelled'] as const;

/** The codes a download can end with; the UI words each one. */
export const DOWNLOAD_FAILURES = [
  'sha256_mismatch',
  'size_mismatch',
  'disk_full',
  'http',
  'network',
] as const;
export type DownloadFailure = (typeof DOWNLOAD_FAILURES)[number];

export const downloadProgress = z.object({
  phase: z.enum(DOWNLOAD_PHASES),
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  /** Where this attempt started: above zero when it resumed a partial file. */
  resumedFromBytes: z.number().int().nonnegative(),
  bytesPerSecond: z.number().nonnegative(),
  /** Null until the speed is known. */
  etaSeconds: z.number().nonnegative().nullable(),
  failure: z.object({ code: z.enum(DOWNLOAD_FAILURES), message: z.string() }).nullable(),
});
export type DownloadProgress = z.output<typeof downloadProgress>;

const MODEL_STATES = ['absent', 'partial', 'downloading', 'ready'] as const;

export const catalogEntry = catalogModel.extend({
  state: z.enum(MODEL_STATES),
  /** Bytes of the partial file a download resumes from. */
  partialBytes: z.number().int().nonnegative(),
  /** The running or last finished download since the server started. */
  download: downloadProgress.nullable(),
  /** The model chosen here as the local engine's. */
  chosen: z.boolean(),
});
export type CatalogEntry = z.input<typeof catalogEntry>;

export const modelsResponse = z.object({
  models: z.array(catalogEntry),
  /** GGUF files in the models folder that are not in the catalog (copied in by hand). */
  otherFiles: z.array(z.object({ file: z.string(), sizeBytes: z.number().int() })),
  modelsDir: z.string(),
  /** Null when the file system cannot say. */
  freeBytes: z.number().int().nullable(),
});
export type ModelsResponse = z.input<typeof modelsResponse>;

export const engineChoice = z.discriminatedUnion(
  'engine',
  [
    z.object({ engine: z.literal('builtin') }),
    z.object({ engine: z.literal('local'), model: ggufFile }),
    z.object({ engine: z.literal('ollama'), model: ollamaModelName }),
    z.object({ engine: z.enum(HOSTED_PROVIDERS) }),
  ],
  { error: M.engine },
);
export type EngineChoice = z.output<typeof engineChoice>;

const ENGINE_SOURCES = ['environment', 'admin', 'default'] as const;

export const aiStatus = z.object({
  /** The engine that answers now, as the usage ledger names it. */
  engine: z.string(),
  model: z.string(),
  /** Why: the environment (which wins), this screen's choice, or nothing set. */
  source: z.enum(ENGINE_SOURCES),
  reason: z.string(),
  /** What was chosen here (kept, though the environment may override it). */
  choice: engineChoice.nullable(),
  /** Hosted providers whose key is set on the server. */
  hostedProviders: z.array(z.enum(HOSTED_PROVIDERS)),
  ollamaBaseUrl: z.string(),
});
export type AiStatus = z.input<typeof aiStatus>;

export const testResult = z.object({
  engine: z.string(),
  model: z.string(),
  text: z.string(),
  outputTokens: z.number().int().nonnegative(),
  seconds: z.number().nonnegative(),
  firstTokenSeconds: z.number().nonnegative().nullable(),
  tokensPerSecond: z.number().nonnegative(),
});
export type TestResult = z.input<typeof testResult>;

export const ollamaResponse = z.object({
  available: z.boolean(),
  baseUrl: z.string(),
  models: z.array(z.object({ name: ollamaModelName, sizeBytes: z.number().int().nullable() })),
});
export type OllamaResponse = z.input<typeof ollamaResponse>;

export const modelIdParam = z.object({ id: modelId });

export const AI_ADMIN_ERRORS = defineErrors('ai_admin', {
  model_not_found: { status: 404, message: M.modelNotFound },
  file_not_found: { status: 404, message: M.fileNotFound },
  not_downloading: { status: 404, message: M.notDownloading },
  disk_full: { status: 507, message: M.diskFull },
  downloading: { status: 409, message: M.downloading },
  in_use: { status: 409, message: M.inUse },
  busy: { status: 409, message: M.busy },
  provider_not_configured: { status: 409, message: M.providerNotConfigured },
  test_failed: { status: 502, message: M.testFailed },
});
