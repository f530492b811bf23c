import { existsSync } from 'node:fs';
import type { Config } from '../config';
import type { AiEngine } from './ai-engine';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { createLlmEngine, type LlmProvider } from './llm/llm-engine';
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
  const keys: Record<LlmProvider, { key: string | undefined; variable: string }> = {
    openrouter: { key: ai.openrouterApiKey, variable: 'OPENROUTER_API_KEY' },
    openai: { key: ai.openaiApiKey, variable: 'OPENAI_API_KEY' },
    google: { key: ai.googleApiKey, variable: 'GOOGLE_GENERATIVE_AI_API_KEY' },
  };
  const { key, variable } = keys[provider];
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
