import { existsSync } from 'node:fs';
import type { Config } from '../config';
import type { AiEngine } from './ai-engine';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { PROVIDERS, type HostedProvider } from '../../contracts/ai-admin.contract';
import { createLlmEngine } from './llm/llm-engine';
import { firstModelIn } from './local/local-defaults';
import { createLocalEngine } from './local/local-engine';

/** The local model engine with LOCAL_MODEL_PATH, or the first .gguf in DATA_DIR/models. */
function localEngine(ai: Config['ai'], warn: (message: string) => void): AiEngine {
  const modelPath = ai.localModelPath ?? firstModelIn(ai.modelsDir);
  if (!modelPath || !existsSync(modelPath)) {
    warn(
      `AI_PROVIDER=local but there is no model file (${modelPath ?? `no .gguf in ${ai.modelsDir}`}): using the built-in engine.`,
    );
    return createBuiltinEngine();
  }
  return createLocalEngine({
    modelPath,
    threads: ai.localModelThreads,
    timeoutMs: ai.localTimeoutMs,
    queuePerUser: ai.localQueuePerUser,
    memoryMb: ai.localMemoryMb,
    log: { info: () => undefined, warn },
  });
}

/**
 * Picks the engine from configuration (ARCHITECTURE rule 7). Without a usable key the built-in
 * engine answers, with a warning that names the missing variable (never a key's value).
 */
export function createAiEngine(
  ai: Config['ai'],
  warn: (message: string) => void = () => undefined,
): AiEngine {
  const provider = ai.provider;
  if (provider === undefined || provider === 'builtin') return createBuiltinEngine();
  if (provider === 'local') return localEngine(ai, warn);
  const keys: Record<HostedProvider, string | undefined> = {
    openrouter: ai.openrouterApiKey,
    openai: ai.openaiApiKey,
    google: ai.googleApiKey,
  };
  const key = keys[provider];
  // The variable's name comes from the providers table, as the AI tab shows it.
  const variable = PROVIDERS[provider].keyVariable!;
  // A local OpenAI-compatible server (Ollama, LM Studio, vLLM) needs a base URL, not a key.
  const keyless = provider === 'openai' && ai.openaiBaseUrl !== undefined;
  if (!key && !keyless) {
    warn(`AI_PROVIDER=${provider} but ${variable} is not set: using the built-in engine.`);
    return createBuiltinEngine();
  }
  return createLlmEngine({
    provider,
    model: ai.model,
    apiKey: key,
    baseUrl: provider === 'openai' ? ai.openaiBaseUrl : undefined,
    timeoutMs: ai.timeoutMs,
  });
}
