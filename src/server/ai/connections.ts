import {
  connectionEngine,
  connectionModelName,
  PROVIDERS,
  type ProviderKind,
} from '../../contracts/ai-admin.contract';
import type { Config } from '../config';
import type { ClosableEngine } from './engine-switch';
import { createLlmEngine, type LlmProvider } from './llm/llm-engine';
import { SLOW_ENGINES } from './paid-engines';

/** A provider connection as the server uses it: its key opened, never sent to a browser. */
export interface ConnectionSettings {
  kind: ProviderKind;
  baseUrl: string;
  apiKey: string | null;
}

/** The AI SDK provider that speaks each kind's protocol. */
const SDK_PROVIDER: Record<ProviderKind, LlmProvider> = {
  openai: 'openai',
  google: 'google',
  openrouter: 'openrouter',
  anthropic: 'anthropic',
  // Chat completions, which Ollama, LM Studio, llama.cpp server and vLLM speak.
  'openai-compatible': 'openai',
};

/**
 * The engine for one model of a connection, named from the providers table so that plans meter
 * it unless it is a keyless server of the school's own (`self-hosted`). Such a server may be a
 * CPU, so it gets the local model's timeout.
 */
export function connectionLlm(
  c: ConnectionSettings,
  model: string,
  ai: Pick<Config['ai'], 'timeoutMs' | 'localTimeoutMs'>,
): ClosableEngine {
  const engine = connectionEngine(c.kind, c.apiKey !== null);
  return createLlmEngine({
    provider: SDK_PROVIDER[c.kind],
    engine,
    model,
    apiKey: c.apiKey ?? undefined,
    baseUrl: c.baseUrl,
    timeoutMs: SLOW_ENGINES.has(engine) ? ai.localTimeoutMs : ai.timeoutMs,
  });
}

/** Why a connection's server did not answer, in words an administrator can act on. */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
}

/** Long enough for a server across the school's network, short enough for the tab. */
const LIST_TIMEOUT_MS = 5_000;
const MAX_MODELS = 1000;

interface ListedModel {
  id: string;
  label: string | null;
}

function request(c: ConnectionSettings): { url: string; headers: Record<string, string> } {
  const list = PROVIDERS[c.kind].modelList;
  const key = c.apiKey;
  if (list === 'google')
    return {
      url: `${c.baseUrl}/models?pageSize=1000`,
      headers: key ? { 'x-goog-api-key': key } : {},
    };
  if (list === 'anthropic')
    return {
      url: `${c.baseUrl}/models?limit=1000`,
      headers: { 'anthropic-version': '2023-06-01', ...(key ? { 'x-api-key': key } : {}) },
    };
  return { url: `${c.baseUrl}/models`, headers: key ? { authorization: `Bearer ${key}` } : {} };
}

/** The cause of a failed fetch (undici wraps it): "connection refused", a DNS failure. */
function networkCause(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'nothing is listening there (connection refused)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve';
  if (code === 'ECONNRESET') return 'the connection was dropped';
  // fetch refuses ports browsers block (9, 25, 6000…), before any connection is made.
  if ((e instanceof Error ? e.message : '') === 'bad port' || cause?.message === 'bad port')
    return 'fetch refuses this port (a port reserved for other services): choose another';
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return 'its TLS certificate was refused';
  return cause?.message ?? (e instanceof Error ? e.message : 'the request failed');
}

function modelsOf(kind: ProviderKind, body: unknown): ListedModel[] | null {
  if (PROVIDERS[kind].modelList === 'google') {
    const models = (body as { models?: unknown }).models;
    if (!Array.isArray(models)) return null;
    return models.flatMap(
      (m: { name?: unknown; displayName?: unknown; supportedGenerationMethods?: unknown }) => {
        const methods = Array.isArray(m.supportedGenerationMethods)
          ? m.supportedGenerationMethods
          : [];
        if (typeof m.name !== 'string' || !methods.includes('generateContent')) return [];
        return [
          {
            id: m.name.replace(/^models\//, ''),
            label: typeof m.displayName === 'string' ? m.displayName : null,
          },
        ];
      },
    );
  }
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) return null;
  return data.flatMap((m: { id?: unknown; display_name?: unknown; name?: unknown }) => {
    if (typeof m.id !== 'string') return [];
    const label =
      typeof m.display_name === 'string'
        ? m.display_name
        : typeof m.name === 'string'
          ? m.name
          : null;
    return [{ id: m.id, label }];
  });
}

/**
 * The models a connection's server offers, asked of the server itself (`GET <base>/models` in
 * its protocol). Only when an administrator asks: nothing is sent anywhere otherwise. Redirects
 * are refused (the URL the administrator typed is the one asked). Every failure is a
 * ConnectionError that says what happened at which address.
 */
export async function listConnectionModels(
  c: ConnectionSettings,
  doFetch: typeof fetch = fetch,
): Promise<ListedModel[]> {
  const { url, headers } = request(c);
  const at = url.replace(/\?.*$/, '');
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { accept: 'application/json', ...headers },
      redirect: 'error',
      signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
    });
  } catch (e) {
    if ((e as Error).name === 'TimeoutError')
      throw new ConnectionError(`${at} did not answer within ${LIST_TIMEOUT_MS / 1000} seconds.`);
    throw new ConnectionError(`${at} did not answer: ${networkCause(e)}.`);
  }
  if (res.status === 401 || res.status === 403)
    throw new ConnectionError(
      `${at} refused the request (HTTP ${res.status}): check the key${c.apiKey ? '' : ' (none is set)'}.`,
    );
  if (res.status === 404)
    throw new ConnectionError(
      `${at} has no model list (HTTP 404): check the base URL (an OpenAI-compatible server's usually ends in /v1).`,
    );
  if (res.status >= 300 && res.status < 400)
    throw new ConnectionError(
      `${at} answered with a redirect (HTTP ${res.status}): use the address it redirects to.`,
    );
  if (!res.ok) throw new ConnectionError(`${at} answered HTTP ${res.status}.`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ConnectionError(`${at} answered, but not with JSON: is this the API's base URL?`);
  }
  const models = body && typeof body === 'object' ? modelsOf(c.kind, body) : null;
  if (!models) throw new ConnectionError(`${at} answered, but not with a model list.`);
  const seen = new Set<string>();
  return models
    .filter((m) => connectionModelName.safeParse(m.id).success && !seen.has(m.id) && seen.add(m.id))
    .map((m) => ({ id: m.id, label: m.label && m.label !== m.id ? m.label.slice(0, 200) : null }))
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(0, MAX_MODELS);
}
