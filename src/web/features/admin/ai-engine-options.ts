import {
  PROVIDERS,
  type AiStatus,
  type Connection,
  type EngineChoice,
  type HostedProvider,
  type ModelsResponse,
  type OllamaResponse,
} from '../../../contracts/ai-admin.contract';
import { formatBytes } from '../../../contracts/ai-admin.text';

const ENGINE_NAMES: Record<string, string> = {
  builtin: 'Built-in engine',
  local: 'Local model',
  ollama: 'Ollama',
  openrouter: 'OpenRouter',
  openai: 'OpenAI (or compatible server)',
  google: 'Google Gemini',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server',
  'self-hosted': 'Your own model server',
};

export const engineName = (engine: string) => ENGINE_NAMES[engine] ?? engine;

export const SOURCE_LABELS: Record<AiStatus['source'], string> = {
  environment: 'Set by the environment',
  admin: 'Chosen here',
  default: 'Default',
};

/** One radio of the engine chooser: its value encodes the whole choice. */
export interface EngineOption {
  value: string;
  label: string;
  detail: string;
  choice: EngineChoice;
}

export const choiceValue = (choice: EngineChoice) =>
  choice.engine === 'connection'
    ? `connection:${choice.connectionId}:${choice.model}`
    : 'model' in choice
      ? `${choice.engine}:${choice.model}`
      : choice.engine;

/**
 * Everything that can answer now: the built-in engine, each model file on disk, each model the
 * Ollama server has, each hosted provider the server has a key for, and the connection model
 * chosen on its card (other connection models are chosen there).
 */
export function engineOptions(
  models: ModelsResponse | undefined,
  ollama: OllamaResponse | undefined,
  hosted: readonly HostedProvider[],
  connections: readonly Connection[] = [],
): EngineOption[] {
  const options: EngineOption[] = [
    {
      value: 'builtin',
      label: ENGINE_NAMES.builtin!,
      detail: 'Offline templates and the question bank: no model, no download.',
      choice: { engine: 'builtin' },
    },
  ];
  for (const m of models?.models ?? []) {
    if (m.state !== 'ready') continue;
    const choice: EngineChoice = { engine: 'local', model: m.file };
    options.push({
      value: choiceValue(choice),
      label: `${m.name} (local)`,
      detail: `${m.file}, runs on this server`,
      choice,
    });
  }
  for (const f of models?.otherFiles ?? []) {
    const choice: EngineChoice = { engine: 'local', model: f.file };
    options.push({
      value: choiceValue(choice),
      label: `${f.file} (local)`,
      detail: `${formatBytes(f.sizeBytes)}, copied into the models folder; not checked against a sha256`,
      choice,
    });
  }
  for (const m of ollama?.available ? ollama.models : []) {
    const choice: EngineChoice = { engine: 'ollama', model: m.name };
    options.push({
      value: choiceValue(choice),
      label: `${m.name} (Ollama)`,
      detail: `Served by Ollama at ${ollama!.baseUrl}${m.sizeBytes ? `, ${formatBytes(m.sizeBytes)}` : ''}`,
      choice,
    });
  }
  for (const provider of hosted) {
    options.push({
      value: provider,
      label: ENGINE_NAMES[provider]!,
      detail: 'Hosted: prompts leave this server (students’ names are replaced first).',
      choice: { engine: provider },
    });
  }
  for (const c of connections) {
    if (!c.chosenModel) continue;
    const choice: EngineChoice = { engine: 'connection', connectionId: c.id, model: c.chosenModel };
    options.push({
      value: choiceValue(choice),
      label: `${c.chosenModel} (${c.name})`,
      detail: `${PROVIDERS[c.kind].label} at ${c.baseUrl}${c.metered ? '' : ', not metered'}`,
      choice,
    });
  }
  return options;
}
