import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  type AiStatus,
  type CatalogEntry,
  type CatalogModel,
  type Connection,
  type ConnectionBody,
  type ConnectionModels,
  type ConnectionPatch,
  type EngineChoice,
  type HostedProvider,
  type ModelsResponse,
  type TestResult,
} from '../../../contracts/ai-admin.contract';
import { connectionLlm, ConnectionError, listConnectionModels } from '../../ai/connections';
import type { AiEngine } from '../../ai/ai-engine';
import { describeCause } from '../../ai/pipeline/cause';
import type { Config } from '../../config';
import type { SecretBox } from '../../platform/secrets/secret-box';
import {
  changedConnectionValues,
  connectionOpener,
  connectionView,
  newConnectionValues,
} from './ai-admin.connections';
import { AI_ERRORS } from '../../../contracts/ai.contract';
import { AiError } from '../../ai/ai-engine';
import type { EngineDecision } from '../../ai/engine-choice';
import type { ClosableEngine, EngineSwitch } from '../../ai/engine-switch';
import { createBuiltinEngine } from '../../ai/builtin/builtin-engine';
import { DownloadError, partPath, sha256File, type FreeSpace } from '../../ai/local/download';
import type { Clock } from '../../platform/clock';
import { aiAdminErrors } from './ai-admin.errors';
import { DownloadRunningError, type ModelDownloads } from './ai-admin.downloads';
import { ollamaModels } from './ai-admin.ollama';
import type { AiAdminRepository } from './ai-admin.repository';

/** A short, safe question: no student data, an answer of a sentence or two. */
const TEST_PROMPT =
  'In two sentences, welcome a class of ten-year-olds to a lesson about the water cycle.';
/** Enough text to measure a speed; the rest of a long answer is not waited for. */
const TEST_MAX_CHARS = 400;

interface AiAdminServiceDeps {
  repo: AiAdminRepository;
  engine: EngineSwitch;
  decide: (stored: EngineChoice | null) => EngineDecision;
  build: (build: EngineDecision['build']) => Promise<ClosableEngine>;
  hostedProviders: HostedProvider[];
  ollamaBaseUrl: string;
  catalog: readonly CatalogModel[];
  modelsDir: string;
  downloads: ModelDownloads;
  freeSpace: FreeSpace;
  /** Rejects when a GGUF file does not load (issue 37 item 14). */
  probeLocal: (modelPath: string) => Promise<void>;
  clock: Clock;
  fetch?: typeof fetch;
  /** Seals the keys of connections added on the tab. */
  secrets: SecretBox;
  /** Timeouts for a connection's engine. */
  ai: Pick<Config['ai'], 'timeoutMs' | 'localTimeoutMs'>;
}

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  );

const sameBuild = (a: EngineDecision['build'], b: EngineDecision['build']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The words of an engine failure, from the messages the AI routes answer with. */
function failureText(e: unknown) {
  if (!(e instanceof AiError)) return AI_ERRORS.failed.message;
  const key = e.code.replace(/^ai_/, '') as keyof typeof AI_ERRORS;
  return AI_ERRORS[key]?.message ?? AI_ERRORS.failed.message;
}

/**
 * The AI tab (issue 24): which engine answers and why, the catalog's downloads, the choice of
 * engine (stored, and applied at once through the engine switch), a test generation and the
 * models of a local Ollama server.
 */
export function createAiAdminService(deps: AiAdminServiceDeps) {
  const { repo, engine, catalog, modelsDir, downloads } = deps;
  let stored: EngineChoice | null = null;
  let decision: EngineDecision | null = null;
  /** The chosen local model failed to load; the built-in engine answers meanwhile. */
  let notice: string | null = null;
  /** Files whose sha256 matched the catalog, by path, size and time: hashed once. */
  const verified = new Set<string>();
  // Choices are applied one at a time, so two quick saves cannot leave the older one in place.
  let applying: Promise<unknown> = Promise.resolve();

  /** `rebuild`: the chosen connection's address or key changed, so its engine is built again. */
  const apply = (choice: EngineChoice | null, rebuild = false) => {
    const run = async () => {
      const next = deps.decide(choice);
      stored = choice;
      if (!decision || !sameBuild(decision.build, next.build) || notice || rebuild) {
        engine.use(await deps.build(next.build));
      }
      decision = next;
      notice = null;
    };
    const done = applying.then(run, run);
    applying = done.catch(() => undefined);
    return done;
  };

  const find = (id: string) => {
    const model = catalog.find((m) => m.id === id);
    if (!model) throw aiAdminErrors.model_not_found();
    return model;
  };

  const isChosen = (file: string) => stored?.engine === 'local' && stored.model === file;

  async function entry(model: CatalogModel): Promise<CatalogEntry> {
    const [size, partBytes] = await Promise.all([
      sizeOf(path.join(modelsDir, model.file)),
      sizeOf(partPath(modelsDir, model.file)),
    ]);
    const running = downloads.running(model.id);
    return {
      ...model,
      state: running ? 'downloading' : size !== null ? 'ready' : partBytes ? 'partial' : 'absent',
      partialBytes: partBytes ?? 0,
      download: downloads.progress(model.id),
      chosen: isChosen(model.file),
    };
  }

  /** GGUF files copied into the folder by hand: they can be chosen too. */
  async function otherFiles() {
    const known = new Set(catalog.map((m) => m.file));
    const names = await readdir(modelsDir).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((name) => name.endsWith('.gguf') && !known.has(name))
        .map(async (file) => ({ file, sizeBytes: await sizeOf(path.join(modelsDir, file)) })),
    );
    return files.flatMap((f) => (f.sizeBytes === null ? [] : [{ ...f, sizeBytes: f.sizeBytes }]));
  }

  const status = (): AiStatus => ({
    engine: engine.info.engine,
    model: engine.info.model,
    source: decision?.source ?? 'default',
    reason: decision?.reason ?? '',
    choice: stored,
    hostedProviders: deps.hostedProviders,
    ollamaBaseUrl: deps.ollamaBaseUrl,
    notice,
  });

  /**
   * Before a local model can be chosen (issue 37 item 14): a catalog model's file must have the
   * catalog's sha256, and any file must load in a model process.
   */
  async function verifyLocal(file: string) {
    const full = path.join(modelsDir, file);
    const known = catalog.find((m) => m.file === file);
    if (known) {
      const s = await stat(full);
      const key = `${full}:${s.size}:${s.mtimeMs}`;
      if (!verified.has(key)) {
        if ((await sha256File(full)) !== known.sha256) throw aiAdminErrors.model_corrupt();
        verified.add(key);
      }
    }
    try {
      await deps.probeLocal(full);
    } catch {
      throw aiAdminErrors.model_unloadable();
    }
  }

  const openConnection = connectionOpener(repo, deps.secrets);
  const isChosenConnection = (id: number) =>
    stored?.engine === 'connection' && stored.connectionId === id;
  const existing = async (id: number) => {
    const row = await repo.connection(id);
    if (!row) throw aiAdminErrors.connection_not_found();
    return row;
  };
  const settingsOf = async (id: number) => {
    const settings = await openConnection(id);
    if (!settings) throw aiAdminErrors.connection_not_found();
    return settings;
  };

  /** One short chat reply from `target`, with its speed; a failure says why for the admin. */
  async function measure(target: AiEngine, secret?: string | null): Promise<TestResult> {
    const { engine: name, model } = target.info;
    const abort = new AbortController();
    const started = performance.now();
    let firstAt: number | null = null;
    let text = '';
    try {
      const stream = target.chat([{ role: 'user', content: TEST_PROMPT }], {
        signal: abort.signal,
      });
      for await (const piece of stream) {
        firstAt ??= performance.now();
        text += piece;
        if (text.length >= TEST_MAX_CHARS) abort.abort();
      }
      const ended = performance.now();
      const outputTokens = stream.usage().outputTokens;
      const seconds = (ended - started) / 1000;
      // Decoding speed: the tokens after the first over the time after it (the first waits
      // for the prompt, and for a local model's loading on its first call).
      const decoding = firstAt !== null ? (ended - firstAt) / 1000 : 0;
      const tokensPerSecond =
        outputTokens > 1 && decoding > 0
          ? (outputTokens - 1) / decoding
          : seconds > 0
            ? outputTokens / seconds
            : 0;
      return {
        engine: name,
        model,
        text: text.trim(),
        outputTokens,
        seconds,
        firstTokenSeconds: firstAt === null ? null : (firstAt - started) / 1000,
        tokensPerSecond,
      };
    } catch (e) {
      const base = `${aiAdminErrors.test_failed().message} ${failureText(e)}`;
      if (secret === undefined) throw aiAdminErrors.test_failed(base);
      // A connection's test tells its administrator what the server said (never the key).
      const cause = secret ? describeCause(e).replaceAll(secret, '[key]') : describeCause(e);
      throw aiAdminErrors.test_failed(`${base} (${cause})`);
    }
  }

  return {
    /** Reads the stored choice and puts the engine it names in place (at start). */
    async init() {
      await apply(await repo.choice());
    },

    status,

    async models(): Promise<ModelsResponse> {
      await mkdir(modelsDir, { recursive: true });
      const [models, others, freeBytes] = await Promise.all([
        Promise.all(catalog.map(entry)),
        otherFiles(),
        deps.freeSpace(modelsDir),
      ]);
      return { models, otherFiles: others, modelsDir, freeBytes };
    },

    async startDownload(id: string): Promise<CatalogEntry> {
      const model = find(id);
      if (downloads.running(id)) throw aiAdminErrors.downloading();
      const current = await entry(model);
      if (current.state === 'ready') return current;
      try {
        await downloads.start(model, current.partialBytes);
      } catch (e) {
        if (e instanceof DownloadError && e.code === 'disk_full') {
          throw aiAdminErrors.disk_full(e.message);
        }
        if (e instanceof DownloadRunningError) throw aiAdminErrors.downloading();
        throw e;
      }
      return entry(model);
    },

    async cancelDownload(id: string): Promise<CatalogEntry> {
      const model = find(id);
      if ((await downloads.cancel(id)) === null) throw aiAdminErrors.not_downloading();
      return entry(model);
    },

    /** Removes the model's file and any partial download. */
    async deleteModel(id: string): Promise<CatalogEntry> {
      const model = find(id);
      if (downloads.running(id)) throw aiAdminErrors.busy();
      if (isChosen(model.file)) throw aiAdminErrors.in_use();
      await Promise.all(
        [path.join(modelsDir, model.file), partPath(modelsDir, model.file)].map((f) =>
          unlink(f).catch(() => undefined),
        ),
      );
      downloads.forget(id);
      return entry(model);
    },

    async choose(choice: EngineChoice, userId: number): Promise<AiStatus> {
      if (choice.engine === 'local') {
        if ((await sizeOf(path.join(modelsDir, choice.model))) === null) {
          throw aiAdminErrors.file_not_found();
        }
        await verifyLocal(choice.model);
      }
      if (choice.engine === 'connection') await existing(choice.connectionId);
      if (
        (choice.engine === 'openrouter' ||
          choice.engine === 'openai' ||
          choice.engine === 'google') &&
        !deps.hostedProviders.includes(choice.engine)
      ) {
        throw aiAdminErrors.provider_not_configured();
      }
      await repo.save(choice, userId, deps.clock.now());
      await apply(choice);
      return status();
    },

    /** One short chat reply from the engine answering now, with its speed. */
    test: (): Promise<TestResult> => measure(engine),

    async connections(): Promise<{ connections: Connection[] }> {
      const rows = await repo.connections();
      return { connections: rows.map((row) => connectionView(row, stored)) };
    },

    async addConnection(body: ConnectionBody & { baseUrl: string }, userId: number) {
      const values = await newConnectionValues(body, deps.secrets);
      return connectionView(await repo.addConnection(values, userId, deps.clock.now()), stored);
    },

    /** A change to the chosen connection takes effect at once: its engine is built again. */
    async updateConnection(id: number, patch: ConnectionPatch & { baseUrl?: string }) {
      const values = await changedConnectionValues(await existing(id), patch, deps.secrets);
      const row = await repo.updateConnection(id, values, deps.clock.now());
      if (!row) throw aiAdminErrors.connection_not_found();
      if (isChosenConnection(id)) await apply(stored, true);
      return connectionView(row, stored);
    },

    async deleteConnection(id: number) {
      await existing(id);
      if (isChosenConnection(id)) throw aiAdminErrors.connection_in_use();
      if (!(await repo.deleteConnection(id))) throw aiAdminErrors.connection_not_found();
    },

    /** The models the connection's server lists, asked of it now. */
    async connectionModels(id: number): Promise<ConnectionModels> {
      const settings = await settingsOf(id);
      try {
        return { models: await listConnectionModels(settings, deps.fetch) };
      } catch (e) {
        if (e instanceof ConnectionError) throw aiAdminErrors.connection_failed(e.message);
        throw e;
      }
    },

    /** A short reply from one of the connection's models, before (or after) choosing it. */
    async testConnection(id: number, model: string): Promise<TestResult> {
      const settings = await settingsOf(id);
      const candidate = connectionLlm(settings, model, deps.ai);
      return measure(candidate, settings.apiKey);
    },

    ollama: () => ollamaModels(deps.ollamaBaseUrl, deps.fetch),

    /**
     * The local model at `modelPath` failed to load while chosen: the built-in engine answers
     * until another choice, and the AI tab says why. The choice itself is kept.
     */
    fallBack(modelPath: string, reason: string) {
      const current = engine.current().info;
      if (current.engine !== 'local' || current.model !== path.basename(modelPath)) return;
      engine.use(createBuiltinEngine());
      notice = `${reason} The built-in engine answers until the model is fixed or another engine is chosen.`;
    },
  };
}

export type AiAdminService = ReturnType<typeof createAiAdminService>;
