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
  'connection',
] as const;
export const HOSTED_PROVIDERS = ['openrouter', 'openai', 'google'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

/**
 * The one table of providers (issue 33 item 3): what a connection of each kind is, where it
 * answers by default, whether it needs a key, how its models are listed, and the engine name the
 * usage ledger and the plans see. The server builds engines, lists models and meters from it;
 * the AI tab builds its form from it.
 */
export const PROVIDER_KINDS = [
  'openai',
  'google',
  'openrouter',
  'anthropic',
  'openai-compatible',
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

interface ProviderSpec {
  label: string;
  /** What the kind covers, for the form. */
  detail: string;
  defaultBaseUrl: string;
  /** Hosted providers need a key; a server of the school's own may have none. */
  keyRequired: boolean;
  /** How the model list is asked for: `GET <base>/models` in each provider's own protocol. */
  modelList: 'openai' | 'google' | 'anthropic';
  /** The variable that configures it from the environment (AI_PROVIDER), when there is one. */
  keyVariable?: string;
}

export const PROVIDERS: Record<ProviderKind, ProviderSpec> = {
  openai: {
    label: 'OpenAI',
    detail: 'api.openai.com with your OpenAI key.',
    defaultBaseUrl: 'https://api.openai.com/v1',
    keyRequired: true,
    modelList: 'openai',
    keyVariable: 'OPENAI_API_KEY',
  },
  google: {
    label: 'Google Gemini',
    detail: 'The Gemini API with a Google AI Studio key.',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
    keyRequired: true,
    modelList: 'google',
    keyVariable: 'GOOGLE_GENERATIVE_AI_API_KEY',
  },
  openrouter: {
    label: 'OpenRouter',
    detail: 'Many providers through one OpenRouter key.',
    defaultBaseUrl: 'https://openrouter.ai/api/v1',
    keyRequired: true,
    modelList: 'openai',
    keyVariable: 'OPENROUTER_API_KEY',
  },
  anthropic: {
    label: 'Anthropic',
    detail: 'Claude models with an Anthropic key.',
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    keyRequired: true,
    modelList: 'anthropic',
  },
  'openai-compatible': {
    label: 'OpenAI-compatible server',
    detail:
      'Ollama, LM Studio, llama.cpp server or vLLM, on this machine or a GPU server: the base URL ends in /v1. A key only if the server asks for one.',
    defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    keyRequired: false,
    modelList: 'openai',
  },
};

/**
 * The engine name a connection answers as. A server of the school's own without a key is
 * `self-hosted`, which plans never meter (decision 0018); every other connection is metered.
 */
export const connectionEngine = (kind: ProviderKind, hasKey: boolean) =>
  kind === 'openai-compatible' ? (hasKey ? 'openai-compatible' : 'self-hosted') : kind;

export const AI_ADMIN_MESSAGES = {
  modelId: 'A model id is lower-case letters, digits, dots, dashes or underscores.',
  file: 'A model file is a .gguf name in the models folder (letters, digits, dot, dash, underscore).',
  ollamaModel: 'An Ollama model name is up to 200 characters, like "qwen2.5:1.5b".',
  engine: 'Choose builtin, local, ollama, openrouter, openai, google or a connection.',
  connectionName: 'A connection name is 1 to 80 characters, without control characters.',
  connectionKind: 'Choose openai, google, openrouter, anthropic or openai-compatible.',
  baseUrl:
    'The base URL is an http:// or https:// address of up to 500 characters, without a user name or password (put a key in the key field).',
  apiKey: 'A key is 1 to 500 characters, without spaces or control characters.',
  keyRequired: 'This provider needs a key.',
  connectionModel: 'A model name is 1 to 200 characters, without spaces or control characters.',
  connectionNotFound: 'This connection does not exist.',
  connectionInUse:
    'This connection is the engine chosen here: choose another engine before deleting it.',
  connectionFailed: 'The connection did not answer as expected.',
  connectionSaved: 'Connection saved',
  connectionDeleted: 'Connection deleted',
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
  modelCorrupt:
    "This model file is damaged: its sha256 is not the catalog's. Delete it and download it again.",
  modelUnloadable:
    'This model file could not be loaded: it is damaged or not a GGUF model this server can run. Delete it, or choose another.',
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
  'disk',
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

/** Printable, no spaces: how provider model ids look ("gpt-4o-mini", "org/model:tag"). */
export const connectionModelName = z
  .string(M.connectionModel)
  .min(1, M.connectionModel)
  .max(200, M.connectionModel)
  .regex(/^[^\s\p{Cc}]+$/u, M.connectionModel);

const connectionId = z.coerce
  .number(M.connectionNotFound)
  .int(M.connectionNotFound)
  .positive(M.connectionNotFound)
  .max(2_147_483_647, M.connectionNotFound);

export const engineChoice = z.discriminatedUnion(
  'engine',
  [
    z.object({
      engine: z.literal('connection'),
      connectionId: z.number(M.connectionNotFound).int().positive().max(2_147_483_647),
      model: connectionModelName,
    }),
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
  /** The chosen local model failed to load and the built-in engine answers instead: why. */
  notice: z.string().nullable(),
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

const connectionName = z
  .string(M.connectionName)
  .trim()
  .min(1, M.connectionName)
  .max(80, M.connectionName)
  .regex(/^[^\p{Cc}]+$/u, M.connectionName);

/**
 * Only http and https, and no credentials in the address. The administrator chooses the URL
 * (README): the server asks it for models, tests and answers only when told to.
 */
const baseUrl = z
  .string(M.baseUrl)
  .trim()
  .max(500, M.baseUrl)
  .pipe(z.url({ protocol: /^https?$/, error: M.baseUrl }))
  .refine((u) => {
    // Zod runs this even after z.url() refused the value, so it must not throw.
    const url = URL.canParse(u) ? new URL(u) : null;
    return url !== null && !url.username && !url.password && !url.search && !url.hash;
  }, M.baseUrl)
  .transform((u) => u.replace(/\/+$/, ''));

const apiKey = z
  .string(M.apiKey)
  .min(1, M.apiKey)
  .max(500, M.apiKey)
  .regex(/^[\x21-\x7e]+$/, M.apiKey);

export const connectionBody = z
  .strictObject({
    name: connectionName,
    kind: z.enum(PROVIDER_KINDS, M.connectionKind),
    baseUrl,
    apiKey: apiKey.optional(),
  })
  .refine((c) => !PROVIDERS[c.kind].keyRequired || c.apiKey !== undefined, {
    message: M.keyRequired,
    path: ['apiKey'],
  });
export type ConnectionBody = z.input<typeof connectionBody>;

/** A change: what is left out stays; `apiKey: null` removes the key. */
export const connectionPatch = z.strictObject({
  name: connectionName.optional(),
  baseUrl: baseUrl.optional(),
  apiKey: apiKey.nullable().optional(),
});
export type ConnectionPatch = z.input<typeof connectionPatch>;

/** A connection as the tab sees it: never its key, only whether it has one. */
export const connection = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PROVIDER_KINDS),
  baseUrl: z.string(),
  hasKey: z.boolean(),
  /** The engine name it answers as; plans meter it unless it is `self-hosted`. */
  engine: z.string(),
  metered: z.boolean(),
  /** The model chosen here from this connection, if it is the chosen engine. */
  chosenModel: z.string().nullable(),
});
export type Connection = z.input<typeof connection>;

export const connectionsResponse = z.object({ connections: z.array(connection) });
export type ConnectionsResponse = z.input<typeof connectionsResponse>;

export const connectionModels = z.object({
  models: z.array(z.object({ id: connectionModelName, label: z.string().nullable() })),
});
export type ConnectionModels = z.input<typeof connectionModels>;

export const connectionIdParam = z.object({ id: connectionId });
export const connectionTestBody = z.strictObject({ model: connectionModelName });

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
  model_corrupt: { status: 422, message: M.modelCorrupt },
  model_unloadable: { status: 422, message: M.modelUnloadable },
  connection_not_found: { status: 404, message: M.connectionNotFound },
  connection_in_use: { status: 409, message: M.connectionInUse },
  connection_failed: { status: 502, message: M.connectionFailed },
  key_required: { status: 400, message: M.keyRequired },
});
