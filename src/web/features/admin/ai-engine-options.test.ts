import { describe, expect, it } from 'vitest';
import type { ModelsResponse } from '../../../contracts/ai-admin.contract';
import { choiceValue, engineOptions } from './ai-engine-options';

const catalogModel = (state: 'ready' | 'absent', file: string) =>
  ({ id: file, name: file.toUpperCase(), file, state }) as ModelsResponse['models'][number];

describe('engineOptions', () => {
  it('offers the built-in engine, models on disk, Ollama models and configured providers', () => {
    const options = engineOptions(
      {
        models: [catalogModel('ready', 'a.gguf'), catalogModel('absent', 'b.gguf')],
        otherFiles: [{ file: 'mine.gguf', sizeBytes: 2_000_000 }],
        modelsDir: '/m',
        freeBytes: null,
      },
      { available: true, baseUrl: 'http://o', models: [{ name: 'qwen2.5:1.5b', sizeBytes: null }] },
      ['google'],
    );
    expect(options.map((o) => o.value)).toEqual([
      'builtin',
      'local:a.gguf',
      'local:mine.gguf',
      'ollama:qwen2.5:1.5b',
      'google',
    ]);
    expect(options[1]!.choice).toEqual({ engine: 'local', model: 'a.gguf' });
  });

  it('offers no Ollama model when Ollama does not answer', () => {
    const options = engineOptions(undefined, { available: false, baseUrl: 'x', models: [] }, []);
    expect(options.map((o) => o.value)).toEqual(['builtin']);
  });

  it('encodes a choice as the value its radio carries', () => {
    expect(choiceValue({ engine: 'ollama', model: 'm:1' })).toBe('ollama:m:1');
    expect(choiceValue({ engine: 'builtin' })).toBe('builtin');
  });
});
