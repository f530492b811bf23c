import path from 'node:path';
import type { EngineChoice, HostedProvider } from '../../contracts/ai-admin.contract';
import type { Config } from '../config';
import { createBuiltinEngine } from './builtin/builtin-engine';
import type { ClosableEngine } from './engine-switch';
import { createLlmEngine } from './llm/llm-engine';
import { connectionLlm, type ConnectionSettings } from './connections';
import { createAiEngine } from './registry';

export type EngineSource = 'environment' | 'admin' | 'default';

export interface EngineDecision {
  /** What to build: the environment's engine, or an administrator's choice. */
  build: EngineChoice | 'environment';
  source: EngineSource;
  reason: string;
}

/** Hosted providers the server holds a key for (an OpenAI-compatible base URL needs none). */
export function hostedProviders(ai: Config['ai']): HostedProvider[] {
  const configured: Record<HostedProvider, boolean> = {
    openrouter: Boolean(ai.openrouterApiKey),
    openai: Boolean(ai.openaiApiKey || ai.openaiBaseUrl),
    google: Boolean(ai.googleApiKey),
  };
  return (Object.keys(configured) as HostedProvider[]).filter((p) => configured[p]);
}

/**
 * Which engine answers (issue 24): AI_PROVIDER in the environment (or an engine the server was
 * started with) wins; otherwise the administrator's choice on the AI tab; otherwise the
 * built-in engine.
 */
export function decideEngine(
  ai: Config['ai'],
  stored: EngineChoice | null,
  startedWithEngine = false,
): EngineDecision {
  if (ai.provider !== undefined) {
    return {
      build: 'environment',
      source: 'environment',
      reason: `AI_PROVIDER=${ai.provider} is set in the server's environment, which wins over a choice made here.`,
    };
  }
  if (startedWithEngine) {
    return {
      build: 'environment',
      source: 'environment',
      reason: 'The server was started with this engine, which wins over a choice made here.',
    };
  }
  if (stored) return { build: stored, source: 'admin', reason: 'Chosen on this screen.' };
  return {
    build: { engine: 'builtin' },
    source: 'default',
    reason: 'Nothing is chosen here and AI_PROVIDER is not set, so the built-in engine answers.',
  };
}

interface EngineBuilderDeps {
  ai: Config['ai'];
  /** The engine the environment configures (or the one the server was started with). */
  environment: () => ClosableEngine;
  modelsDir: string;
  /** The local engine for a GGUF file; it loads the model at its first call, not here. */
  createLocal: (modelPath: string) => Promise<ClosableEngine>;
  /** A connection added on the AI tab, its key opened; null when it no longer exists. */
  connection?: (id: number) => Promise<ConnectionSettings | null>;
  warn?: (message: string) => void;
}

/** An Ollama model through the OpenAI-compatible engine, named so the ledger says Ollama. */
function ollamaEngine(baseUrl: string, model: string, timeoutMs: number): ClosableEngine {
  const llm = createLlmEngine({
    provider: 'openai',
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/v1`,
    model,
    timeoutMs,
  });
  return { ...llm, info: { engine: 'ollama', model } };
}

export async function buildEngine(
  build: EngineDecision['build'],
  deps: EngineBuilderDeps,
): Promise<ClosableEngine> {
  const { ai } = deps;
  if (build === 'environment') return deps.environment();
  switch (build.engine) {
    case 'builtin':
      return createBuiltinEngine();
    case 'local':
      return deps.createLocal(path.join(deps.modelsDir, build.model));
    case 'ollama':
      return ollamaEngine(ai.ollamaBaseUrl, build.model, ai.localTimeoutMs);
    case 'connection': {
      const settings = await deps.connection?.(build.connectionId);
      if (!settings) {
        deps.warn?.(
          `The chosen AI connection ${build.connectionId} no longer exists: using the built-in engine.`,
        );
        return createBuiltinEngine();
      }
      return connectionLlm(settings, build.model, ai);
    }
    default:
      return createAiEngine({ ...ai, provider: build.engine }, deps.warn);
  }
}
