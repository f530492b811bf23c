/**
 * How the UI names the engine answering (product-decisions: "The UI says plainly that the built-in
 * generator is in use and how to connect a model"), and where the words go. A local model keeps
 * everything on this server, so it must not be described as "sent" anywhere.
 */
const HOSTED: Record<string, string> = {
  openrouter: 'OpenRouter, the AI model routing service',
  openai: 'an OpenAI-compatible model server',
  google: 'Google Gemini',
  anthropic: 'Anthropic Claude',
  'openai-compatible': 'an OpenAI-compatible model server',
  'self-hosted': "a model server of your school's own",
};

export interface EngineWords {
  /** "a language model on this server (qwen2.5-1.5b…gguf)". */
  who: string;
  /** Where the teacher's words go, in one sentence. */
  privacy: string;
}

export function engineWords(engine: string, model: string | null): EngineWords {
  const named = (what: string) => (model ? `${what} (${model})` : what);
  if (engine === 'builtin')
    return {
      who: "Chalkwise's built-in engine",
      privacy: 'It runs offline: nothing leaves this server.',
    };
  if (engine === 'local')
    return {
      who: named('a language model running on this server'),
      privacy: 'Nothing leaves this server.',
    };
  if (engine === 'ollama')
    return {
      who: named("Ollama, on your school's own machine"),
      privacy: 'Student names and emails are replaced before anything is sent to it.',
    };
  return {
    who: named(HOSTED[engine] ?? engine),
    privacy: 'Student names and emails are replaced before anything is sent.',
  };
}

/** What a teacher can ask for when only the built-in engine answers. */
export const CONNECT_A_MODEL =
  'For a language model, your administrator can download one in the AI tab of the Admin page ' +
  '(it runs on this server, no account needed), or connect Ollama or a hosted provider there.';
