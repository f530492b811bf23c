import { expect, test, type Page } from './fixtures';
import { toastText } from './helpers';
import { startAppServer, type AppServer } from './support/app-server';
import { startFakeDid, type FakeDid } from './support/fake-did';

/**
 * The assistant modal with D-ID configured: the real `@d-id/client-sdk` in Chromium against a
 * local server speaking D-ID's agent protocol (support/fake-did.ts), WebRTC answered by werift.
 * Chalkwise runs a second server here, configured for that fake.
 */
const AGENT = { agentId: 'agt_fake', clientKey: 'ck_fake_browser_key' };

let fake: FakeDid;
let app: AppServer;
let fakeUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = startFakeDid(AGENT);
  fakeUrl = await fake.listen();
  app = await startAppServer({
    DID_AGENT_ID: AGENT.agentId,
    DID_CLIENT_KEY: AGENT.clientKey,
    DID_API_KEY: 'server-only-api-key',
    DID_API_URL: fakeUrl,
    DID_WS_URL: fakeUrl.replace('http', 'ws'),
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

async function openAssistant(page: Page) {
  const username = `did${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto(app.url);
  const res = await page.request.post(`${app.url}/api/register`, {
    data: { username, password: 'correct-horse-9', firstName: 'Ada' },
  });
  expect(res.status()).toBe(201);
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Live Assistant', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom AI Teaching Assistant' });
  await expect(dialog.getByLabel('Teaching assistant video')).toBeAttached();
  return dialog;
}

test('a teacher talks to a D-ID agent: connect, reply, interrupt, rate, disconnect', async ({
  page,
}) => {
  fake.reset();
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (![new URL(app.url).host, new URL(fakeUrl).host].includes(url.host))
      thirdParty.push(r.url());
  });
  const dialog = await openAssistant(page);

  await dialog.getByRole('button', { name: 'Connect to Agent' }).click();
  await expect(toastText(page, 'Successfully connected to your custom AI agent')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();
  // The SDK authenticated with the client key, never the API key, and set up chat and stream.
  const runtime = fake.requestsTo('GET', `/agents/${AGENT.agentId}/runtime`);
  expect(runtime[0]?.headers.authorization).toMatch(/^Client-Key ck_fake_browser_key\./);
  expect(JSON.stringify(fake.state.requests)).not.toContain('server-only-api-key');
  expect(fake.requestsTo('POST', '/chat')).toHaveLength(1);
  expect(fake.requestsTo('POST', '/streams')[0]?.body).toMatchObject({
    compatibility_mode: 'auto',
    stream_warmup: true,
    fluent: true,
  });
  expect(fake.requestsTo('POST', '/streams/strm_fake/sdp')).toHaveLength(1);
  expect(fake.state.sockets.some((s) => !s.closed)).toBe(true);
  await fake.channelOpen();

  await dialog.getByRole('button', { name: 'Enable Audio' }).click();
  await expect(toastText(page, 'The agent will now speak with audio')).toBeVisible();

  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('How do plants make food?');
  await input.press('Enter');
  await expect(toastText(page, 'Agent is processing your message')).toBeVisible();
  const sent = fake.requestsTo('POST', '/chat/cht_fake')[0]?.body as Record<string, unknown>;
  expect(sent).toMatchObject({
    chatMode: 'Functional',
    streamId: 'strm_fake',
    sessionId: 'sess_fake',
    messages: [expect.objectContaining({ role: 'user', content: 'How do plants make food?' })],
  });
  await expect(dialog.locator('li[data-role="user"]')).toHaveText('How do plants make food?');
  // The pieces came out of order; the transcript shows them in sequence, then the answer.
  const reply = dialog.locator('li[data-role="assistant"]');
  await expect(reply).toContainText('Plants make food from light, water and air.');
  await expect(reply).toHaveClass(/self-start/);
  await expect(dialog.getByText('Speaking...', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Interrupt' }).click();
  await expect(dialog.getByText('Speaking...', { exact: true })).toBeHidden();
  await expect(reply).toContainText('(interrupted)');
  await expect
    .poll(() => fake.state.channelMessages.map((m) => JSON.parse(m) as { type: string }))
    .toContainEqual(expect.objectContaining({ type: 'stream/interrupt', videoId: 'vid_fake' }));
  fake.streamDone();

  await reply.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(fake.requestsTo('POST', '/chat/cht_fake/ratings')[0]?.body).toMatchObject({
    message_id: 'msg_fake',
    score: 1,
  });

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toastText(page, 'Connection to AI agent lost')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Connect to Agent' })).toBeVisible();
  await expect.poll(() => fake.requestsTo('DELETE', '/streams/strm_fake').length).toBe(1);
  // Analytics are off: nothing went anywhere but Chalkwise and the (fake) D-ID.
  expect(thirdParty).toEqual([]);
});

test('a Legacy stream: connected after its warm-up clip, speaking while the video plays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  fake.reset('ok', 'Functional', false);
  const dialog = await openAssistant(page);
  await dialog.getByRole('button', { name: 'Connect to Agent' }).click();
  await expect(toastText(page, 'Successfully connected to your custom AI agent')).toBeVisible({
    timeout: 30_000,
  });
  // D-ID's frames (here ffmpeg's test pattern over RTP) reached the video element.
  const video = dialog.getByLabel('Teaching assistant video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(320);

  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('Tell me about leaves.');
  await input.press('Enter');
  await expect(dialog.getByText('Speaking...', { exact: true })).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Interrupt' }).click();
  await expect(dialog.getByText('Interrupt only available for Fluent streams')).toBeVisible();
  // The clip ends and the channel says done: both signals agree, so the video state stops.
  await expect(dialog.getByText('Speaking...', { exact: true })).toBeHidden({ timeout: 10_000 });
  await expect(dialog.locator('li[data-role="assistant"]')).toContainText(
    'Plants make food from light, water and air.',
  );
});

test('an agent that answers in Playground mode chats without a stream', async ({ page }) => {
  fake.reset('ok', 'Playground');
  const dialog = await openAssistant(page);
  await dialog.getByRole('button', { name: 'Connect to Agent' }).click();
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('Name a plant.');
  await input.press('Enter');
  await expect(dialog.locator('li[data-role="assistant"]')).toContainText(
    'Plants make food from light, water and air.',
  );
  await expect(dialog.getByText('This agent answers in text (Playground).')).toBeVisible();
  const sent = fake.requestsTo('POST', '/chat/cht_fake')[0]!;
  expect(sent.headers['x-playground-chat']).toBe('true');
  expect(sent.body).toMatchObject({ chatMode: 'Playground' });
});

test('an agent that answers TextOnly fails the connection with the SDK’s reason', async ({
  page,
}) => {
  fake.reset('ok', 'TextOnly');
  const dialog = await openAssistant(page);
  await dialog.getByRole('button', { name: 'Connect to Agent' }).click();
  await expect(toastText(page, 'Chat mode downgraded to TextOnly')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByRole('status').filter({ hasText: 'Failed' })).toBeVisible();
});

test('initialization errors: wrong key, unknown agent, a domain D-ID does not allow', async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  const connect = dialog.getByRole('button', { name: 'Connect to Agent' });

  fake.reset('unauthorized');
  await connect.click();
  await expect(
    toastText(page, 'Invalid agent credentials. Please check your agent ID and client key.'),
  ).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Failed' })).toBeVisible();

  fake.reset('unknown-agent');
  await connect.click();
  await expect(toastText(page, 'Agent not found. Please check your agent ID.')).toBeVisible();

  fake.reset('foreign-origin');
  await connect.click();
  await expect(
    toastText(
      page,
      'This site is not authorized to reach the AI agent. Add its domain to the agent’s allowed domains.',
    ),
  ).toBeVisible();
});
