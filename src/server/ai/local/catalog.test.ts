import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFile } from '../../../contracts/ai-admin.contract';
import { CATALOG, loadCatalog, modelUrl } from './catalog';

describe('the model catalog', () => {
  it('passes the schema a catalog file must pass, with one recommended model', () => {
    expect(catalogFile.safeParse(CATALOG).success).toBe(true);
    expect(CATALOG.filter((m) => m.recommended).map((m) => m.id)).toEqual([
      'qwen2.5-1.5b-instruct',
    ]);
  });

  it('names each model, file and sha256 once, every one under Apache-2.0 at a pinned commit', () => {
    for (const key of ['id', 'file', 'sha256'] as const) {
      expect(new Set(CATALOG.map((m) => m[key])).size).toBe(CATALOG.length);
    }
    for (const m of CATALOG) {
      expect(m.licence).toBe('Apache-2.0');
      expect(m.revision).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('builds the Hugging Face address from the endpoint, whatever its trailing slash', () => {
    const model = CATALOG[0]!;
    expect(modelUrl('https://hf-mirror.example/', model)).toBe(
      `https://hf-mirror.example/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/${model.revision}/qwen2.5-1.5b-instruct-q4_k_m.gguf`,
    );
  });
});

describe('loadCatalog', () => {
  it('uses the built-in catalog unless LOCAL_MODEL_CATALOG names a file', async () => {
    expect(await loadCatalog(undefined)).toBe(CATALOG);
  });

  it('stops with the file and the first problem when the file is not a catalog', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'catalog-')), 'c.json');
    writeFileSync(file, JSON.stringify([{ ...CATALOG[0], sha256: 'not-a-hash' }]));
    await expect(loadCatalog(file)).rejects.toThrow(`LOCAL_MODEL_CATALOG (${file}): 0.sha256`);
  });
});
