import { expect, test } from './fixtures';
import { AI_ADMIN_MESSAGES as M } from '../src/contracts/ai-admin.contract';
import { startFakeProvider, type FakeProvider } from '../src/server/testing/fake-provider-server';
import { lookAtEverySize, signIn, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

/**
 * Issue 33 item 3 end to end: an administrator adds a connection to a model server of the
 * school's own (a local fake speaking the OpenAI protocol, as vLLM or llama.cpp server do), lists
 * its models, tests one and gives it to teachers without a restart; a teacher's content is then
 * written by it. Screenshots at both sizes in both themes.
 */
let server: FakeProvider;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startFakeProvider('openai');
  server.models = ['qwen2.5-7b-instruct', 'llama-3.1-8b-instruct'];
});
test.afterAll(async () => server?.close());

test('an admin connects a model server, lists and tests its models, and teachers get it at once', async ({
  page,
}) => {
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'AI', exact: true }).click();
  const section = page.getByRole('region', { name: 'Connections' });
  await expect(section.getByText('No connections yet.')).toBeVisible();

  // A hosted kind needs a key; the address follows the kind until one is typed.
  await section.getByLabel('Kind').selectOption('anthropic');
  await expect(section.getByLabel('Base URL')).toHaveValue('https://api.anthropic.com/v1');
  await section.getByLabel('Kind').selectOption('openai-compatible');
  await section.getByLabel('Name').fill('GPU server');
  await section.getByLabel('Base URL').fill(`${server.url}/v1`);
  await section.getByRole('button', { name: 'Add connection' }).click();
  await expect(toastText(page, M.connectionSaved)).toBeVisible();

  const card = section.getByTestId('ai-connection');
  await expect(card.getByText('Not metered')).toBeVisible();
  await card.getByRole('button', { name: 'List models' }).click();
  await expect(card.getByText('2 models listed')).toBeVisible();
  await expect(card.getByLabel('Model')).toHaveValue('llama-3.1-8b-instruct');
  await card.getByLabel('Model').fill('qwen2.5-7b-instruct');

  server.script = [{ kind: 'stream', chunks: ['Welcome, ', 'water cycle explorers!'] }];
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByText('Welcome, water cycle explorers!')).toBeVisible();
  await lookAtEverySize(
    page,
    'connection-tested',
    page.getByRole('region', { name: 'Connections' }),
  );

  await card.getByRole('button', { name: 'Use for teachers' }).click();
  await expect(toastText(page, M.saved)).toBeVisible();
  await expect(page.getByTestId('ai-status-engine')).toContainText('Your own model server');
  await expect(page.getByTestId('ai-status-engine')).toContainText('qwen2.5-7b-instruct');
  await expect(card.getByRole('button', { name: 'In use' })).toBeDisabled();

  // A bad address is said plainly.
  await section.getByLabel('Name').fill('Nothing here');
  await section.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await section.getByRole('button', { name: 'Add connection' }).click();
  const down = section.getByTestId('ai-connection').filter({ hasText: 'Nothing here' });
  await down.getByRole('button', { name: 'List models' }).click();
  await expect(down.getByText(/did not answer: fetch refuses this port/)).toBeVisible();
  await lookAtEverySize(
    page,
    'connection-failed',
    page.getByRole('region', { name: 'Connections' }),
  );

  // Its address mended in place: renamed and pointed at the server, it answers.
  await down.getByRole('button', { name: 'Edit Nothing here' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Nothing here' });
  await editor.getByLabel('Name').fill('Spare server');
  await editor.getByLabel('Base URL').fill(`${server.url}/v1`);
  await lookAtEverySize(page, 'connection-edit', editor);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const spare = section.getByTestId('ai-connection').filter({ hasText: 'Spare server' });
  await spare.getByRole('button', { name: 'List models' }).click();
  await expect(spare.getByText('2 models listed')).toBeVisible();

  // The chosen one cannot be deleted.
  await card.first().getByRole('button', { name: 'Delete GPU server' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(M.connectionInUse).first()).toBeVisible();

  // Back to the built-in engine, and both connections removed: later journeys share this server.
  await page.getByRole('radio', { name: /Built-in engine/ }).check();
  await page.getByRole('button', { name: 'Use this engine' }).click();
  await expect(page.getByTestId('ai-status-engine')).toContainText('Built-in engine');
  for (const name of ['GPU server', 'Spare server']) {
    await section.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  }
  await expect(section.getByText('No connections yet.')).toBeVisible();
});
