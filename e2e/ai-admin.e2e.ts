import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import type { CatalogModel } from '../src/contracts/ai-admin.contract';
import { LESSON_MESSAGES } from '../src/contracts/lessons.contract';
import { sha256Of, startFakeHf, type FakeHf } from '../src/server/testing/fake-hf-server';
import { writeTinyGguf } from '../src/server/testing/tiny-gguf';
import { expectAccessible, signIn, toastText } from './helpers';
import { startAppServer, type AppServer } from './support/app-server';

/**
 * The admin screen's AI tab end to end: a tiny random-weights GGUF served the way Hugging Face
 * serves files (support: testing/fake-hf-server.ts, slowed so the bar can be watched), a
 * catalog naming it (LOCAL_MODEL_CATALOG, so no test model enters the product's catalog), and
 * a Chalkwise server of its own pointed at both. Then a teacher's lesson is written by it.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-e2e-ai-'));
const gguf = writeTinyGguf(path.join(dir, 'tiny.gguf'));
const bytes = readFileSync(gguf);
const FILE = {
  repo: 'chalkwise-test/Tiny-Llama-GGUF',
  revision: '0123456789abcdef0123456789abcdef01234567',
  file: 'tiny-chalkwise.gguf',
  bytes,
};
const MODEL: CatalogModel = {
  id: 'tiny-test',
  name: 'Tiny test model',
  repo: FILE.repo,
  revision: FILE.revision,
  file: FILE.file,
  licence: 'Apache-2.0',
  licenceUrl: 'https://www.apache.org/licenses/LICENSE-2.0',
  parameters: '0.0001B',
  sizeBytes: bytes.length,
  ramBytes: 50_000_000,
  sha256: sha256Of(bytes),
  summary: 'Random weights: valid JSON under a grammar, nonsense words.',
  recommended: true,
};

let hf: FakeHf;
let app: AppServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // About 40 writes a second of 4 kB: a few seconds for the bar to be seen moving.
  hf = await startFakeHf([FILE], { chunkBytes: 4096, pauseMs: 25 });
  const catalog = path.join(dir, 'catalog.json');
  writeFileSync(catalog, JSON.stringify([MODEL]));
  app = await startAppServer({
    DEMO_MODE: 'true',
    HF_ENDPOINT: hf.url,
    LOCAL_MODEL_CATALOG: catalog,
    LOCAL_MODEL_THREADS: '1',
    // The tiny model writes a whole lesson plan one byte-token at a time.
    AI_TIMEOUT_MS: '180000',
  });
});

test.afterAll(async () => {
  await app?.stop();
  await hf?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openAiTab(page: Page) {
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'AI', exact: true }).click();
  await expect(page.getByTestId('ai-status-engine')).toBeVisible();
}

test('an admin downloads a model with a progress bar, switches to it, tests it, and a lesson is written by it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // This journey's own server: relative addresses (the sign-in helper's) go to it.
  // bypassCSP: the axe scan's injected script (test-only), as in the other journeys.
  const context = await browser.newContext({ baseURL: app.url, bypassCSP: true });
  let page = await context.newPage();
  await openAiTab(page);
  await expect(page.getByTestId('ai-status-engine')).toContainText('Built-in engine');

  const card = page.getByTestId('ai-model-tiny-test');
  await card.getByRole('button', { name: /^Download/ }).click();
  const bar = card.getByRole('progressbar', { name: 'Downloading Tiny test model' });
  await expect(bar).toBeVisible();
  await expect(card).toContainText(/\d+(\.\d+)? kB of \d+ kB/);
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow').catch(() => '100')))
    .toBeGreaterThan(0);
  await expect(card.getByText('Downloaded, sha256 verified')).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveCount(0);

  await card.getByRole('button', { name: 'Use this model' }).click();
  // Saved once the model has loaded in its own process: seconds on a busy two-core machine.
  await expect(toastText(page, 'AI engine saved')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ai-status-engine')).toContainText(`Local model (${MODEL.file})`);
  await expect(page.getByRole('radio', { name: /Tiny test model \(local\)/ })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const result = page.getByTestId('ai-test-result');
  await expect(result).toContainText(/tokens\/s/, { timeout: 120_000 });
  await expect(result).toContainText(`Local model (${MODEL.file})`);

  // A teacher's lesson, in another browser, written by the local model without a restart.
  const teacher = await browser.newContext({ baseURL: app.url });
  page = await teacher.newPage();
  await signIn(page, 'teacher', 'teacher123');
  await page.goto('/lessons');
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
  await dialog.locator('#lesson-title').fill('Water cycle, by the local model');
  await dialog.locator('#lesson-subject').selectOption('Science');
  await dialog.locator('#lesson-grade').selectOption('5');
  await dialog.locator('#lesson-topic').fill('The water cycle');
  await dialog.locator('#lesson-duration').fill('40');
  await dialog.getByRole('button', { name: 'Generate with AI' }).click();
  await expect(toastText(page, LESSON_MESSAGES.generatedDescription)).toBeVisible({
    timeout: 200_000,
  });
  const usage = await page.request.get('/api/usage');
  expect((await usage.json()).entries[0]).toMatchObject({
    feature: 'lesson',
    engine: 'local',
    model: MODEL.file,
    outcome: 'success',
  });
  await context.close();
  await teacher.close();
});
