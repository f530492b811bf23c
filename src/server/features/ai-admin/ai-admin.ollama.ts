import { ollamaModelName, type OllamaResponse } from '../../../contracts/ai-admin.contract';

/** Long enough for a local server, short enough that the tab does not wait on a missing one. */
const TAGS_TIMEOUT_MS = 1_500;

interface TagsAnswer {
  models?: Array<{ name?: unknown; model?: unknown; size?: unknown }>;
}

/**
 * The models an Ollama server has pulled (`GET /api/tags`). Any failure (nothing listening, a
 * timeout, another program on the port) is "not available", never an error for the tab.
 */
export async function ollamaModels(
  baseUrl: string,
  doFetch: typeof fetch = fetch,
): Promise<OllamaResponse> {
  const base = baseUrl.replace(/\/+$/, '');
  const unavailable = { available: false, baseUrl: base, models: [] };
  try {
    const res = await doFetch(`${base}/api/tags`, {
      signal: AbortSignal.timeout(TAGS_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!res.ok) return unavailable;
    const body = (await res.json()) as TagsAnswer;
    if (!Array.isArray(body.models)) return unavailable;
    const models = body.models.flatMap((m) => {
      const name = ollamaModelName.safeParse(m.name ?? m.model);
      if (!name.success) return [];
      const size = typeof m.size === 'number' && Number.isSafeInteger(m.size) ? m.size : null;
      return [{ name: name.data, sizeBytes: size }];
    });
    return { available: true, baseUrl: base, models };
  } catch {
    return unavailable;
  }
}
