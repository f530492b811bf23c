import {
  connectionEngine,
  PROVIDERS,
  type Connection,
  type ConnectionBody,
  type ConnectionPatch,
  type EngineChoice,
} from '../../../contracts/ai-admin.contract';
import type { ConnectionSettings } from '../../ai/connections';
import { isPaidEngine } from '../../ai/paid-engines';
import type { AiConnectionRow } from '../../platform/db/schema/index';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { aiAdminErrors } from './ai-admin.errors';
import type { AiAdminRepository, ConnectionValues } from './ai-admin.repository';

/** A connection for the tab: whether it has a key, never the key. */
export function connectionView(row: AiConnectionRow, stored: EngineChoice | null): Connection {
  const hasKey = row.apiKeySealed !== null;
  const engine = connectionEngine(row.kind, hasKey);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    baseUrl: row.baseUrl,
    hasKey,
    engine,
    metered: isPaidEngine(engine),
    chosenModel:
      stored?.engine === 'connection' && stored.connectionId === row.id ? stored.model : null,
  };
}

/** A connection's settings with its key opened, for the engine and the model list. */
export function connectionOpener(repo: AiAdminRepository, secrets: SecretBox) {
  return async (id: number): Promise<ConnectionSettings | null> => {
    const row = await repo.connection(id);
    if (!row) return null;
    const apiKey = row.apiKeySealed === null ? null : await secrets.open(row.apiKeySealed);
    if (row.apiKeySealed !== null && apiKey === null) {
      throw aiAdminErrors.connection_failed(
        `The key of "${row.name}" cannot be read: the file DATA_DIR/secrets.key changed since it was saved. Enter the key again.`,
      );
    }
    return { kind: row.kind, baseUrl: row.baseUrl, apiKey };
  };
}

/** A new connection's values, its key sealed. */
export async function newConnectionValues(
  body: ConnectionBody & { baseUrl: string },
  secrets: SecretBox,
): Promise<ConnectionValues> {
  return {
    name: body.name.trim(),
    kind: body.kind,
    baseUrl: body.baseUrl,
    apiKeySealed: body.apiKey === undefined ? null : await secrets.seal(body.apiKey),
  };
}

/** A change's values: a key left out stays, `null` removes it (refused where one is needed). */
export async function changedConnectionValues(
  row: AiConnectionRow,
  patch: ConnectionPatch & { baseUrl?: string },
  secrets: SecretBox,
): Promise<Partial<ConnectionValues>> {
  if (patch.apiKey === null && PROVIDERS[row.kind].keyRequired) throw aiAdminErrors.key_required();
  return {
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.baseUrl !== undefined ? { baseUrl: patch.baseUrl } : {}),
    ...(patch.apiKey === null ? { apiKeySealed: null } : {}),
    ...(typeof patch.apiKey === 'string' ? { apiKeySealed: await secrets.seal(patch.apiKey) } : {}),
  };
}
