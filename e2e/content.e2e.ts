import { expect, test, type Page } from './fixtures';
import { CONTENT_MESSAGES as M } from '../src/contracts/content.contract';
import { SUBSCRIPTION_MESSAGES as S } from '../src/contracts/subscription.contract';
import { downloadExport, expectAccessible, signIn, toastText } from './helpers';

test.use({ bypassCSP: true });

async function registerTeacher(page: Page) {
  const username = `content${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/');
  const res = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse-9', firstName: 'Kim' },
  });
  expect(res.status()).toBe(201);
  return username;
}

async function fillForm(page: Page) {
  await page.locator('#content-type').selectOption('worksheet');
  await page.locator('#content-subject').selectOption('Mathematics');
  await page.locator('#content-grade').selectOption('4');
  await page.locator('#content-topic').fill('Adding fractions');
  await page.locator('#content-style').selectOption('visual');
}

test('a teacher generates, copies and exports content, past the free plan with the built-in engine', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const username = await registerTeacher(page);
  await page.goto('/content');
  await expect(page.getByRole('heading', { name: 'Content Generator', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ai-engine-notice')).toContainText('built-in generator');

  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toastText(page, 'Please fill in all required fields.')).toBeVisible();

  await fillForm(page);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toastText(page, M.generated)).toBeVisible();
  const panel = page.getByTestId('generated-content');
  await expect(panel.getByRole('heading', { name: 'Answer Key (teacher)' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /Adding fractions: Worksheet/ }),
  ).toBeVisible();
  // The card's header shows the title; the generated text below does not repeat it.
  await expect(page.getByRole('heading', { name: /Adding fractions: Worksheet/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toastText(page, M.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '## Answer Key (teacher)',
  );

  for (const [label, ext] of [
    ['DOCX', 'docx'],
    ['PDF', 'pdf'],
    ['Markdown', 'md'],
  ] as const) {
    const file = await downloadExport(page, 'Export', label);
    expect(file.name).toMatch(new RegExp(`^Adding fractions Worksheet.*\\.${ext}$`));
    expect(file.bytes.length).toBeGreaterThan(0);
  }
  // The handout: the same worksheet without the answer key, with name and date lines.
  const handout = await downloadExport(page, 'Student copy', 'Markdown');
  expect(handout.name).toMatch(/^Adding fractions Worksheet.*Student copy.*\.md$/);
  const text = handout.bytes.toString('utf8');
  expect(text).toContain('## Questions');
  expect(text).toMatch(/Name: _+ +Date: _+/);
  expect(text).not.toContain('Answer Key');
  expect((await downloadExport(page, 'Student copy', 'PDF')).bytes.length).toBeGreaterThan(0);

  // The built-in engine costs nothing (issue 24): past the free plan's five, it still generates,
  // the banner says so, and the ledger keeps every call.
  for (let i = 0; i < 4; i += 1) {
    const res = await page.request.post('/api/ai/generate-content', {
      data: {
        contentType: 'quiz',
        subject: 'Science',
        grade: '5',
        topic: `Topic ${i}`,
        learningStyle: 'reading',
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/content');
  await fillForm(page);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toastText(page, M.generated)).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('subscription-title')).toHaveText('Unlimited AI generations');
  await expect(page.getByTestId('subscription-banner')).toContainText(
    'Your 5 free generations are for paid AI providers (0 used)',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See your AI usage' }).click();
  await expect(page.getByRole('heading', { name: 'Your AI Usage' })).toBeVisible();
  await expect(page.getByTestId('usage-row')).toHaveCount(6);
  await expectAccessible(page);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin', 'admin123');
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'AI Usage' }).click();
  await expect(adminPage.getByTestId('active-engine')).toContainText('builtin');
  // Calls, successful, failed: all six answered by the built-in engine.
  const row = adminPage.getByTestId('admin-usage-row').filter({ hasText: username });
  await expect(row.getByRole('cell')).toHaveText([
    username,
    '6',
    '6',
    '0',
    /^\d[\d,]* \/ \d[\d,]*$/,
  ]);
});

test('a new teacher sees that the built-in engine is unlimited on the dashboard', async ({
  page,
}) => {
  await registerTeacher(page);
  await page.goto('/');
  await expect(page.getByTestId('subscription-title')).toHaveText('Unlimited AI generations');
  // Nothing to buy or start while generating costs nothing.
  await expect(page.getByRole('button', { name: S.startTrial })).toHaveCount(0);
});
