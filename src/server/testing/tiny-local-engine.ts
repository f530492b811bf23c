import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createLocalEngine, type LocalEngine } from '../ai/local/local-engine';
import { writeTinyGguf } from './tiny-gguf';

/** A short request every engine answers, for the tests that need some generation to run. */
export const WORKSHEET = {
  contentType: 'worksheet',
  subject: 'English',
  grade: '4',
  topic: 'verbs',
  learningStyle: 'visual',
  duration: 30,
} as const;

type Options = Partial<Parameters<typeof createLocalEngine>[0]>;

/**
 * A timeout for a test or hook that loads the model: its process starts, loads tsx and the
 * native addon, then the model (decision 0021), which takes seconds on a busy machine.
 */
export const LOADING_MS = 180_000;

/** Loads the engine's model: its first piece of a reply comes, the rest is not waited for. */
export async function warmUp(engine: LocalEngine) {
  const stop = new AbortController();
  for await (const piece of engine.chat([{ role: 'user', content: 'Hi' }], { signal: stop.signal }))
    if (piece) stop.abort();
}

/**
 * The tiny random-weights model (tiny-gguf.ts) in a folder of its own, and local engines on it
 * for a test file: one thread (the machine is shared), a 30 s timeout and a context the model
 * holds. Call it at the top of the file: after the file's tests every engine made is closed and
 * the folder removed.
 */
export function useTinyLocalModel(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chalkwise-${name}-`));
  const modelPath = writeTinyGguf(path.join(dir, 'tiny.gguf'));
  const open: LocalEngine[] = [];
  afterAll(async () => {
    for (const engine of open) await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    /** A local engine on the model; `maxTokens` 400 keeps its nonsense answers short. */
    engine(options: Options = {}): LocalEngine {
      const made = createLocalEngine({
        modelPath,
        threads: 1,
        timeoutMs: 30_000,
        contextSize: 8192,
        maxTokens: 400,
        ...options,
      });
      open.push(made);
      return made;
    },
  };
}
