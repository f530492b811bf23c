import { describe, expect, it } from 'vitest';
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
};

describe('createAiEngine', () => {
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
