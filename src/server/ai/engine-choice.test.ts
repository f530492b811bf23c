import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-app';
import { buildEngine, decideEngine, hostedProviders } from './engine-choice';
import { createBuiltinEngine } from './builtin/builtin-engine';

const ai = testConfig().ai;

describe('decideEngine', () => {
  it('answers with the built-in engine when nothing is set or chosen', () => {
    expect(decideEngine(ai, null)).toMatchObject({
      build: { engine: 'builtin' },
      source: 'default',
    });
  });

  it('applies the administrator choice when AI_PROVIDER is not set', () => {
    const choice = { engine: 'local', model: 'm.gguf' } as const;
    expect(decideEngine(ai, choice)).toMatchObject({ build: choice, source: 'admin' });
  });

  it('lets AI_PROVIDER (or an engine the server started with) win over the choice', () => {
    const choice = { engine: 'ollama', model: 'x' } as const;
    const env = decideEngine({ ...ai, provider: 'builtin' }, choice);
    expect(env).toMatchObject({ build: 'environment', source: 'environment' });
    expect(env.reason).toContain('AI_PROVIDER=builtin');
    expect(decideEngine(ai, choice, true)).toMatchObject({ source: 'environment' });
  });
});

describe('hostedProviders', () => {
  it('lists the providers with a key, and OpenAI-compatible servers with a base URL', () => {
    expect(hostedProviders(ai)).toEqual([]);
    expect(
      hostedProviders({ ...ai, googleApiKey: 'g', openaiBaseUrl: 'http://127.0.0.1:1/v1' }),
    ).toEqual(['openai', 'google']);
  });
});

describe('buildEngine', () => {
  const deps = {
    ai,
    modelsDir: '/models',
    environment: () => createBuiltinEngine(),
    createLocal: async (modelPath: string) => ({
      ...createBuiltinEngine(),
      info: { engine: 'builtin' as const, model: modelPath },
    }),
  };

  it('builds a local engine for the file in the models folder', async () => {
    const engine = await buildEngine({ engine: 'local', model: 'a.gguf' }, deps);
    expect(engine.info.model).toBe('/models/a.gguf');
  });

  it('names an Ollama model as Ollama, through the OpenAI-compatible engine', async () => {
    const engine = await buildEngine({ engine: 'ollama', model: 'qwen2.5:1.5b' }, deps);
    expect(engine.info).toEqual({ engine: 'ollama', model: 'qwen2.5:1.5b' });
  });
});
