import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../../testing/tiny-gguf';
import { probeLocalModel } from './local-model';

/** The check before a model file can be chosen on the AI tab (issue 37 item 14). */
const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Loading the model in a process of its own takes seconds on a busy machine. */
const SLOW = 120_000;

describe('probing a model file', () => {
  it(
    'passes a model that loads',
    async () => {
      await expect(probeLocalModel(writeTinyGguf(path.join(dir, 'tiny.gguf')))).resolves.toBe(
        undefined,
      );
    },
    SLOW,
  );

  it(
    'fails a model whose file was cut short',
    async () => {
      const whole = readFileSync(writeTinyGguf(path.join(dir, 'whole.gguf')));
      const cut = path.join(dir, 'cut.gguf');
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(probeLocalModel(cut)).rejects.toThrow();
    },
    SLOW,
  );
});
