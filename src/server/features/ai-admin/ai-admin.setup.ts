import type { Config } from '../../config';
import type { AiEngine } from '../../ai/ai-engine';
import { createBuiltinEngine } from '../../ai/builtin/builtin-engine';
import { buildEngine, decideEngine, hostedProviders } from '../../ai/engine-choice';
import { createEngineSwitch, type ClosableEngine } from '../../ai/engine-switch';
import { loadCatalog } from '../../ai/local/catalog';
import { createLocalEngine } from '../../ai/local/local-engine';
import { probeLocalModel } from '../../ai/local/local-model';
import { withLoadFallback } from './ai-admin.fallback';
import { freeSpace as statfsFreeSpace, type FreeSpace } from '../../ai/local/download';
import { createAiEngine } from '../../ai/registry';
import type { Clock } from '../../platform/clock';
import { createSecretBox } from '../../platform/secrets/secret-box';
import { connectionOpener } from './ai-admin.connections';
import { createModelDownloads } from './ai-admin.downloads';
import type { AiAdminRepository } from './ai-admin.repository';
import { createAiAdminService } from './ai-admin.service';

interface ChosenEngineDeps {
  config: Config;
  /** Where the AI tab's choice is stored. */
  repo: AiAdminRepository;
  clock: Clock;
  /** An engine the server was started with (tests): it wins like AI_PROVIDER does. */
  injected?: AiEngine;
  /** Builds the local engine for a GGUF file; node-llama-cpp's engine when unset. */
  createLocal?: (modelPath: string) => Promise<ClosableEngine>;
  /** Whether a GGUF file loads, before it can be chosen; a model process when unset. */
  probeLocal?: (modelPath: string) => Promise<void>;
  freeSpace?: FreeSpace;
  warn: (message: string) => void;
  onError: (err: unknown, what: string) => void;
}

/** The local engine for a model file, as AI_PROVIDER=local builds it (registry.ts). */
function localEngineFactory(config: Config, warn: (message: string) => void) {
  return async (modelPath: string): Promise<ClosableEngine> =>
    createLocalEngine({
      modelPath,
      threads: config.ai.localModelThreads,
      timeoutMs: config.ai.localTimeoutMs,
      queuePerUser: config.ai.localQueuePerUser,
      memoryMb: config.ai.localMemoryMb,
      log: { info: () => undefined, warn },
    });
}

/**
 * The app's engine as a switch, and the AI tab's service that flips it (issue 24): the stored
 * choice is read and applied before the app answers anything.
 */
export async function createChosenEngine(deps: ChosenEngineDeps) {
  const { config } = deps;
  const { modelsDir } = config.ai;
  const engine = createEngineSwitch(deps.injected ?? createBuiltinEngine(), (err) =>
    deps.onError(err, 'an AI engine did not close'),
  );
  const freeSpace = deps.freeSpace ?? statfsFreeSpace;
  const downloads = createModelDownloads({
    modelsDir,
    endpoint: config.ai.hfEndpoint,
    freeSpace,
    onError: (err) => deps.onError(err, 'model download'),
  });
  const createLocal = deps.createLocal ?? localEngineFactory(config, deps.warn);
  const secrets = createSecretBox(config.dataDir);
  const aiAdmin = createAiAdminService({
    repo: deps.repo,
    engine,
    decide: (stored) => decideEngine(config.ai, stored, deps.injected !== undefined),
    build: (build) =>
      buildEngine(build, {
        ai: config.ai,
        modelsDir,
        environment: () => deps.injected ?? createAiEngine(config.ai, deps.warn),
        // A chosen model that fails to load gives way to the built-in engine (issue 37 item 14).
        createLocal: async (modelPath) =>
          withLoadFallback(await createLocal(modelPath), (reason) =>
            aiAdmin.fallBack(modelPath, reason),
          ),
        connection: connectionOpener(deps.repo, secrets),
        warn: deps.warn,
      }),
    probeLocal: deps.probeLocal ?? ((modelPath) => probeLocalModel(modelPath)),
    hostedProviders: hostedProviders(config.ai),
    ollamaBaseUrl: config.ai.ollamaBaseUrl,
    catalog: await loadCatalog(config.ai.catalogFile),
    modelsDir,
    downloads,
    freeSpace,
    clock: deps.clock,
    secrets,
    ai: config.ai,
  });
  await aiAdmin.init();
  return {
    engine,
    aiAdmin,
    async close() {
      await downloads.close();
      await engine.close();
    },
  };
}
