import { expect, test, type Page } from './fixtures';
import { CHAT_MESSAGES as M, CHAT_TEMPLATES } from '../src/contracts/chat.contract';
import { expectAccessible, toastText } from './helpers';

test.use({ bypassCSP: true });

async function registerTeacher(page: Page) {
  const username = `chat${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/');
  const res = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse-9', firstName: 'Rosa' },
  });
  expect(res.status()).toBe(201);
}

const replies = (page: Page) => page.getByTestId('chat-assistant-message');
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const WELCOME_HEADING = 'Welcome to your AI Teaching Assistant';

/** Waits until the last reply is streaming and has grown between two looks. */
async function expectTokensArriving(page: Page) {
  const last = replies(page).last();
  await expect(last).toHaveAttribute('data-status', 'streaming');
  await expect(last).not.toHaveText(/^\s*(Assistant:)?\s*…?\s*$/);
  const first = (await last.innerText()).length;
  await expect.poll(async () => (await last.innerText()).length).toBeGreaterThan(first);
}

test('a teacher picks a template, watches the reply stream, stops one, reloads mid-reply and reopens the conversation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerTeacher(page);
  await page.goto('/ai-chat');
  await expect(page.getByRole('heading', { name: 'AI Assistant', level: 1 })).toBeVisible();
  await expect(page.getByText(M.online, { exact: true })).toBeVisible();
  await expect(page.getByTestId('chat-engine-banner')).toContainText('built-in assistant');
  await expectAccessible(page);

  // A template's suggestion copies its prompt into the input; Enter sends it.
  const lesson = CHAT_TEMPLATES[0];
  await page.getByRole('button', { name: new RegExp(lesson.title) }).click();
  await expect(page.getByTestId('chat-suggestion')).toContainText(lesson.prompt);
  await page.getByRole('button', { name: 'Use this prompt' }).click();
  await expect(input(page)).toHaveValue(lesson.prompt);
  // Blank text is not sent.
  await input(page).press('Enter');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
  await expect(input(page)).toHaveValue('');
  await expect(page.getByTestId('chat-user-message')).toContainText(lesson.prompt);
  await expectTokensArriving(page);
  const first = replies(page).first();
  await expect(first).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(first).toContainText('Lesson Sequence (45 minutes)');
  await expect(first.locator('table').first()).toBeVisible();
  await expect(first.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(page).toHaveURL(/\/ai-chat\?c=session_/);
  const conversationUrl = page.url();

  await first.getByRole('button', { name: 'Copy reply' }).click();
  await expect(toastText(page, M.copied)).toBeVisible();

  // Stop keeps the partial reply, marked stopped.
  await input(page).fill('Create a 12-question test for Grade 8 Mathematics on linear equations');
  await input(page).press('Enter');
  await expectTokensArriving(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = replies(page).nth(1);
  await expect(stopped).toHaveAttribute('data-status', 'stopped');
  await expect(stopped).toContainText(M.stopped);
  await expect(stopped).toContainText('12-question test');

  // Regenerate answers the last question again, to the end.
  await stopped.getByRole('button', { name: 'Regenerate' }).click();
  await expect(replies(page).nth(1)).toHaveAttribute('data-status', 'complete', {
    timeout: 30_000,
  });
  await expect(replies(page).nth(1)).toContainText('## Answer Key'.replace('## ', ''));

  // A reload mid-reply loses nothing: the server finishes it and the page picks it up.
  await input(page).fill('Plan a 60-minute lesson for Grade 3 Science on magnets');
  await input(page).press('Enter');
  await expectTokensArriving(page);
  await page.reload();
  const resumed = replies(page).nth(2);
  await expect(resumed).toContainText('Lesson Sequence (60 minutes)', { timeout: 30_000 });
  await expect(resumed).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(page.getByTestId('chat-user-message')).toHaveCount(3);

  // A new visit starts a new conversation; the list reopens the old one.
  await page.goto('/ai-chat');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  const list = page.getByTestId('conversation-list');
  await list.getByRole('button', { name: /^Create a 45-minute lesson plan/ }).click();
  await expect(page).toHaveURL(conversationUrl);
  await expect(page.getByTestId('chat-user-message')).toHaveCount(3);
  await expect(replies(page).nth(1)).toContainText('Answer Key');
});

test('the help button opens a quick chat on signed-in pages only', async ({ page }) => {
  await registerTeacher(page);
  await page.goto('/lessons');
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help and quick chat' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Message' });
  await box.fill('Give me behavior strategies for a noisy Grade 6 class');
  await box.press('Enter');
  const reply = dialog.getByTestId('chat-assistant-message');
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(reply).toContainText(/Behaviou?r strategies for a Grade 6 class/);
  await dialog.getByRole('link', { name: 'Open in AI Assistant' }).click();
  await expect(page).toHaveURL(/\/ai-chat\?c=session_/);
  await expect(page.getByTestId('chat-assistant-message')).toContainText(
    /Behaviou?r strategies for a Grade 6 class/,
  );

  // The assistant's own page and students' pages show no help button at all.
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  await page.goto('/take/NOSUCH1');
  await expect(page.getByText(/enter|code|not found/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
});

test('a returning teacher lands on the chat with the message box in view (issue 27 item 14)', async ({
  page,
}) => {
  await registerTeacher(page);
  // First visit: the welcome and the six quick starts, as the spec has them.
  await page.goto('/ai-chat');
  await expect(page.getByRole('button', { name: /Generate Lesson Plan/ })).toBeVisible();
  const sent = await page.request.post('/api/chat/session_returning_1', {
    data: { content: 'Ideas for a Grade 7 ratios warm-up' },
  });
  expect(sent.ok()).toBe(true);

  // The history answers late, as on a busy server: the box is in view before and after it does.
  let held: (answer: () => void) => void = () => {};
  await page.route('**/api/chat', async (route) => {
    await new Promise<void>((resolve) => held(resolve));
    await route.continue();
  });
  const inView = async (label: string, height: number) => {
    const at = (await input(page).boundingBox())!;
    expect(at.y + at.height, label).toBeLessThanOrEqual(height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText(WELCOME_HEADING)).toHaveCount(0);
    return at.y;
  };
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const historyHeld = new Promise<() => void>((resolve) => (held = resolve));
    await page.goto('/ai-chat');
    await expect(input(page)).toBeVisible();
    const answerHistory = await historyHeld;
    // In view where the page opens, without scrolling, while the history is still on its way.
    const before = await inView(`${size.width}px, history pending`, size.height);
    const historyAnswered = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
    answerHistory();
    await historyAnswered;
    await expect(page.getByText('Ideas for a Grade 7 ratios warm-up')).toBeVisible();
    // Nothing moved when the history came: the box is where it was drawn.
    expect(await inView(`${size.width}px`, size.height)).toBe(before);
    // Its keys are said under it, whole on a phone too.
    await expect(input(page)).toHaveAccessibleDescription('Enter sends, Shift+Enter adds a line.');
    await expect(page.getByText('Enter sends, Shift+Enter adds a line.')).toBeInViewport();
    // The quick starts are one line away.
    await expect(page.getByRole('button', { name: /Generate Lesson Plan/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Quick starts' }).click();
    await page.getByRole('button', { name: /Generate Lesson Plan/ }).click();
    await expect(page.getByTestId('chat-suggestion')).toBeVisible();
  }
});
