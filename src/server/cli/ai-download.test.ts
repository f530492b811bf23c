import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogModel } from '../../contracts/ai-admin.contract';
import { sha256Of, startFakeHf, type FakeHf } from '../testing/fake-hf-server';
import { progressLine } from './progress-bar';

const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-ai-cli-'));
const modelsDir = path.join(dir, 'models');
const GOOD = {
  repo: 'chalkwise-test/Tiny',
  revision: 'main',
  file: 'good.gguf',
  bytes: randomBytes(300_000),
};
const BAD = { ...GOOD, file: 'bad.gguf', bytes: randomBytes(1000) };
const model = (id: string, f: typeof GOOD, sha256: string): CatalogModel => ({
  id,
  name: `Model ${id}`,
  repo: f.repo,
  revision: f.revision,
  file: f.file,
  licence: 'MIT',
  licenceUrl: 'https://example.org/',
  parameters: '1B',
  sizeBytes: f.bytes.length,
  ramBytes: 2e9,
  sha256,
  summary: 'A test model.',
});

let hf: FakeHf;
beforeAll(async () => {
  hf = await startFakeHf([GOOD, BAD], { chunkBytes: 16_384 });
  writeFileSync(
    path.join(dir, 'catalog.json'),
    JSON.stringify([model('good', GOOD, sha256Of(GOOD.bytes)), model('bad', BAD, '0'.repeat(64))]),
  );
});
afterAll(async () => {
  await hf.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command; `onOutput` may stop it (SIGINT) once it has said enough. */
function cli(args: string[], onOutput?: (out: string, stop: () => void) => void) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/ai-download.ts', ...args],
    {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: '',
        HF_ENDPOINT: hf.url,
        LOCAL_MODEL_CATALOG: path.join(dir, 'catalog.json'),
      },
    },
  );
  let out = '';
  let stopped = false;
  // One Ctrl-C: a second one ends the command at once, as in a terminal.
  const stop = () => {
    if (!stopped) child.kill('SIGINT');
    stopped = true;
  };
  const read = (chunk: Buffer) => {
    out += chunk.toString();
    onOutput?.(out, stop);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

describe('npm run ai:download', () => {
  it('lists the catalog when the model is unknown', async () => {
    const r = await cli(['nope']);
    expect(r.code).toBe(2);
    expect(r.out).toContain('"nope" is not in the catalog');
    expect(r.out).toMatch(/good\s+Model good, 300 kB/);
  });

  it('--list prints the catalog, ids first, and exits 0 (issue 33 item 6)', async () => {
    const r = await cli(['--list']);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^good\s+Model good, 300 kB, needs about 2\.00 GB of memory, MIT$/);
    expect(lines[1]).toMatch(/^bad\s+Model bad, /);
    // Nothing was downloaded.
    expect(existsSync(modelsDir) ? readdirSync(modelsDir) : []).toEqual([]);
  });

  it('stops on Ctrl-C keeping the partial file, then resumes it, verifies and saves it', async () => {
    hf.stallAfter(100_000);
    const stopped = await cli(['good'], (out, stop) => {
      if (out.includes('%')) stop();
    });
    expect(stopped.code).toBe(130);
    expect(stopped.out).toContain('Run the same command again to resume');
    const kept = statSync(path.join(modelsDir, 'good.gguf.part')).size;
    expect(kept).toBeGreaterThan(0);

    hf.stallAfter(null);
    const done = await cli(['good']);
    expect(done.code).toBe(0);
    expect(done.out).toContain('100%');
    expect(done.out).toContain(`Saved and verified (sha256 ${sha256Of(GOOD.bytes)})`);
    expect(hf.ranges.at(-1)).toBe(`bytes=${kept}-`);
    expect(readFileSync(path.join(modelsDir, 'good.gguf')).equals(GOOD.bytes)).toBe(true);
  });

  it('refuses a file whose sha256 differs, and removes it', async () => {
    const r = await cli(['bad']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('is not the expected');
    expect(existsSync(path.join(modelsDir, 'bad.gguf'))).toBe(false);
    expect(existsSync(path.join(modelsDir, 'bad.gguf.part'))).toBe(false);
  });
});

describe('progressLine', () => {
  it('draws the bar with bytes, speed and time left', () => {
    const line = progressLine(
      {
        phase: 'downloading',
        receivedBytes: 500_000_000,
        totalBytes: 1_000_000_000,
        resumedFromBytes: 0,
        bytesPerSecond: 10_000_000,
        etaSeconds: 50,
        failure: null,
      },
      10,
    );
    expect(line).toBe('[#####-----]   50%  500.0 MB / 1.00 GB  10.0 MB/s  50 s left');
  });
});
