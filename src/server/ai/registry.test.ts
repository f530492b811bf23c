import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../testing/tiny-gguf';
import type { Config } from '../config';
import { createAiEngine } from './registry';

const base: Config['ai'] = {
  provider: undefined,
  model: undefined,
  openrouterApiKey: undefined,
  openaiApiKey: undefined,
  openaiBaseUrl: undefined,
  googleApiKey: undefined,
  timeoutMs: 45_000,
  localTimeoutMs: 300_000,
  localQueuePerUser: 2,
  localMemoryMb: undefined,
  localModelPath: undefined,
  localModelThreads: undefined,
  modelsDir: '/nonexistent/models',
  hfEndpoint: 'https://huggingface.co',
  catalogFile: undefined,
  ollamaBaseUrl: 'http://127.0.0.1:11434',
};

describe('createAiEngine', () => {
  it('runs the local model engine on a GGUF file, and falls back with a warning without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-models-'));
    const warnings: string[] = [];
    const none = createAiEngine({ ...base, provider: 'local', modelsDir: dir }, (m) =>
      warnings.push(m),
    );
    expect(none.info.engine).toBe('builtin');
    expect(warnings[0]).toContain('AI_PROVIDER=local but there is no model file');
    writeTinyGguf(path.join(dir, 'b-model.gguf'));
    writeTinyGguf(path.join(dir, 'a-model.gguf'));
    const local = createAiEngine({ ...base, provider: 'local', modelsDir: dir });
    expect(local.info).toEqual({ engine: 'local', model: 'a-model.gguf' });
    const chosen = createAiEngine({
      ...base,
      provider: 'local',
      modelsDir: dir,
      localModelPath: path.join(dir, 'b-model.gguf'),
    });
    expect(chosen.info.model).toBe('b-model.gguf');
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the built-in engine without configuration', () => {
    expect(createAiEngine(base).info).toEqual({ engine: 'builtin', model: 'chalkwise-builtin-1' });
    expect(createAiEngine({ ...base, provider: 'builtin' }).info.engine).toBe('builtin');
  });

  it('falls back to the built-in engine, with a warning naming the variable, when a key is missing', () => {
    const warnings: string[] = [];
    const engine = createAiEngine({ ...base, provider: 'openrouter' }, (m) => warnings.push(m));
    expect(engine.info.engine).toBe('builtin');
    expect(warnings).toEqual([
      'AI_PROVIDER=openrouter but OPENROUTER_API_KEY is not set: using the built-in engine.',
    ]);
  });

  it('picks each provider with its default or configured model, and never exposes the key', () => {
    expect(
      createAiEngine({ ...base, provider: 'openrouter', openrouterApiKey: 'sk-or-secret' }).info,
    ).toEqual({ engine: 'openrouter', model: 'openai/gpt-4o-mini' });
    expect(
      createAiEngine({
        ...base,
        provider: 'google',
        googleApiKey: 'g-secret',
        model: 'gemini-2.5-pro',
      }).info,
    ).toEqual({ engine: 'google', model: 'gemini-2.5-pro' });
    const local = createAiEngine({
      ...base,
      provider: 'openai',
      openaiBaseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
    });
    expect(local.info).toEqual({ engine: 'openai', model: 'llama3.2' });
    expect(JSON.stringify(local.info)).not.toContain('secret');
  });
});
