import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '../ai-engine';
import { writeTinyGguf } from '../../testing/tiny-gguf';
import type * as LocalModel from './local-model';
import type { Generation } from './local-model';

/** What the model was given: every generation's system prompt and turns. */
const seen: Generation[] = [];
vi.mock('./local-model', async (importOriginal) => {
  const real = await importOriginal<typeof LocalModel>();
  return {
    ...real,
    generate: (m: Parameters<typeof real.generate>[0], g: Generation) => {
      seen.push(g);
      return real.generate(m, g);
    },
  };
});
const { createLocalEngine } = await import('./local-engine');
const { pipelineFor } = await import('../../testing/test-pipeline');

const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-local-privacy-'));
const logged: string[] = [];
const engine = createLocalEngine({
  modelPath: writeTinyGguf(path.join(dir, 'tiny.gguf')),
  threads: 1,
  timeoutMs: 30_000,
  contextSize: 8192,
  maxTokens: 60,
  log: { info: (m) => logged.push(m), warn: (m) => logged.push(m) },
});

afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

const roster: RosterEntry[] = [
  { firstName: 'Maya', lastName: 'Lopez', email: 'maya.lopez@school.example', parentEmail: null },
];

describe('the local model engine and student privacy', () => {
  it('gives the model placeholders, never a student name or email, in every turn', async () => {
    // As the app calls it: through the pipeline, which redacts before the engine sees anything.
    const { gateway, chat } = pipelineFor(engine, roster);
    await chat([
      { role: 'user', content: 'Write a note to Maya Lopez (maya.lopez@school.example).' },
      { role: 'assistant', content: 'Dear Maya, well done.' },
      { role: 'user', content: 'Now one for\nLopez family.' },
    ]);
    await gateway
      .generate(1, 'content', {
        contentType: 'worksheet',
        subject: 'English',
        grade: '4',
        topic: 'Maya Lopez reads verbs',
        learningStyle: 'visual',
        duration: 30,
        additionalRequirements: 'Groups:\nMaya\n\tLopez',
      })
      // The tiny model's nonsense may not be usable; what it was given is what counts here.
      .catch(() => undefined);

    expect(seen.length).toBeGreaterThanOrEqual(2);
    const prompts = JSON.stringify(seen.map((g) => [g.system, g.turns]));
    expect(prompts).not.toMatch(/Maya|Lopez|maya\.lopez/i);
    expect(prompts).toContain('[STUDENT_1]');
    expect(prompts).toContain('[EMAIL_1]');
    expect(logged.join('\n')).not.toMatch(/Maya|Lopez/i);
  });
});
