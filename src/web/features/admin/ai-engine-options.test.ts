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

  it('offers the connection model chosen on its card, said to be unmetered when it is', () => {
    const connection = {
      id: 3,
      name: 'GPU server',
      kind: 'openai-compatible' as const,
      baseUrl: 'http://gpu:8000/v1',
      hasKey: false,
      engine: 'self-hosted',
      metered: false,
    };
    const options = engineOptions(
      undefined,
      undefined,
      [],
      [
        { ...connection, chosenModel: 'qwen2.5-7b-instruct' },
        { ...connection, id: 4, chosenModel: null },
      ],
    );
    expect(options.map((o) => o.value)).toEqual(['builtin', 'connection:3:qwen2.5-7b-instruct']);
    expect(options[1]).toMatchObject({
      label: 'qwen2.5-7b-instruct (GPU server)',
      detail: 'OpenAI-compatible server at http://gpu:8000/v1, not metered',
      choice: { engine: 'connection', connectionId: 3, model: 'qwen2.5-7b-instruct' },
    });
  });

  it('encodes a choice as the value its radio carries', () => {
    expect(choiceValue({ engine: 'ollama', model: 'm:1' })).toBe('ollama:m:1');
    expect(choiceValue({ engine: 'builtin' })).toBe('builtin');
  });
});
