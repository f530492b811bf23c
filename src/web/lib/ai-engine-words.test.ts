import { describe, expect, it } from 'vitest';
import { engineWords } from './ai-engine-words';

describe('engineWords', () => {
  it('never says a local model sends anything anywhere', () => {
    const w = engineWords('local', 'qwen2.5-1.5b-instruct-q4_k_m.gguf');
    expect(w.who).toBe(
      'a language model running on this server (qwen2.5-1.5b-instruct-q4_k_m.gguf)',
    );
    expect(w.privacy).toBe('Nothing leaves this server.');
  });

  it('names the built-in engine as offline', () => {
    expect(engineWords('builtin', 'chalkwise-builtin').who).toBe("Chalkwise's built-in engine");
    expect(engineWords('builtin', null).privacy).toMatch(/nothing leaves this server/);
  });

  it('names hosted providers and Ollama, and says names are replaced before sending', () => {
    expect(engineWords('openrouter', 'openai/gpt-4o-mini').who).toBe(
      'OpenRouter, the AI model routing service (openai/gpt-4o-mini)',
    );
    expect(engineWords('google', null).who).toBe('Google Gemini');
    expect(engineWords('ollama', 'llama3.2').who).toBe(
      "Ollama, on your school's own machine (llama3.2)",
    );
    for (const e of ['openrouter', 'openai', 'google', 'ollama'])
      expect(engineWords(e, null).privacy).toMatch(/replaced before anything is sent/);
  });
});
