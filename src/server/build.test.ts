import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let app = '';
let out = '';

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

// The built server is copied where there is no src/ (only package.json and node_modules), as a
// deployment of dist/ would be.
beforeAll(() => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-dist-'));
  out = path.join(app, 'dist/server');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    env: { ...process.env, SERVER_OUT_DIR: out },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  fs.copyFileSync(path.join(root, 'package.json'), path.join(app, 'package.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'));
}, 120_000);
afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

describe('the built server (scripts/build-server.mjs)', () => {
  it('loads every run-time module from dist/, compiled, never a .ts from src/', () => {
    const loaded = /new URL\("(\.{1,2}\/[^"]+)", new URL\("([^"]+)", import\.meta\.url\)\.href\)/g;
    const targets: string[] = [];
    for (const file of filesUnder(out).filter((f) => /\.m?js$/.test(f))) {
      const code = fs.readFileSync(path.join(out, file), 'utf8');
      for (const [, rel, own] of code.matchAll(loaded))
        targets.push(
          path.resolve(path.dirname(path.resolve(path.dirname(path.join(out, file)), own!)), rel!),
        );
    }
    expect(targets.length).toBeGreaterThanOrEqual(6);
    for (const target of targets) {
      expect(target.startsWith(out), target).toBe(true);
      expect(target.endsWith('.ts'), target).toBe(false);
      expect(fs.existsSync(target), target).toBe(true);
    }
    expect(filesUnder(path.join(out, 'platform/db/migrations')).sort()).toEqual(
      filesUnder(path.join(root, 'src/server/platform/db/migrations')).sort(),
    );
  });

  it("ships every file of the built-in engine's offline data, and only the data", () => {
    const data = 'ai/builtin/offline-data';
    const shipped = filesUnder(path.join(out, data)).sort();
    const source = filesUnder(path.join(root, 'src/server', data)).filter((f) =>
      f.endsWith('.json'),
    );
    expect(shipped).toEqual(source.sort());
    for (const file of [
      'facts/science.json',
      'subject-moves.json',
      'quiz-themes.json',
      'aliases.json',
    ])
      expect(shipped).toContain(file);
  });

  it('runs a worker-pool task from the copy: the pool entry imports the compiled module', async () => {
    // The CSV reader's task, wherever its module lives: the URL main.js hands the pool.
    const main = fs.readFileSync(path.join(out, 'main.js'), 'utf8');
    const [, rel, own] =
      /workerTask\(\s*new URL\("([^"]+)", new URL\("([^"]+)", import\.meta\.url\)\.href\),\s*"readCsv"/.exec(
        main,
      ) ?? [];
    expect(rel, 'the readCsv task in main.js').toBeDefined();
    const module = pathToFileURL(path.resolve(path.dirname(path.join(out, own!)), rel!)).href;
    const worker = new Worker(path.join(out, 'platform/workers/worker-entry.mjs'));
    const done = new Promise<unknown>((resolve, reject) => {
      worker.on('message', (m: { started?: boolean }) => {
        if (!m.started) resolve(m);
      });
      worker.on('error', reject);
    });
    worker.postMessage({ id: 1, module, name: 'readCsv', input: 'firstName,lastName\nAda,Park\n' });
    try {
      expect(await done).toMatchObject({ id: 1, ok: true, output: { ok: true } });
    } finally {
      await worker.terminate();
    }
  });
});
