import { expect, test, type BrowserContext, type Page } from './fixtures';

// Issue 38 item 1: the home and the dashboard are painted from the HTML alone, and the client
// then hydrates them without a word in the console. The app's own CSP stays on (no bypassCSP):
// an inline script it refused would be an error here.

const LEAD = 'Chalkwise gives teachers AI lesson planning';
const PLAN_NOTICE = "Chalkwise's built-in engine runs on this server";

/** Signs the context in as the demo teacher through the API (the page's cookie jar). */
async function signInDemo(context: BrowserContext, baseURL: string) {
  const res = await context.request.post('/api/login', {
    headers: { origin: baseURL },
    data: { username: 'teacher', password: 'teacher123' },
  });
  expect(res.ok()).toBe(true);
}

/** Console errors and warnings, and uncaught errors, but a visitor's 401 from GET /api/user. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const visitorsUserCheck =
      m.text().includes('status of 401') && m.location().url.endsWith('/api/user');
    if (!visitorsUserCheck) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

test.describe('painted without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page: its heading and lead paragraph', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Affordable AI Solutions/ })).toBeVisible();
    await expect(page.getByText(LEAD)).toBeVisible();
  });

  test('the dashboard: sidebar, top bar, heading and plan notice', async ({ page, baseURL }) => {
    await signInDemo(page.context(), baseURL!);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByTestId('welcome-heading')).toHaveText('Welcome back, Taylor!');
    await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`hydrated in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the home page hydrates without a console message', async ({ page }) => {
      const problems = problemsOf(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      // A button that works is a hydrated page.
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome to Chalkwise' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the dashboard hydrates without a console message', async ({ page, baseURL }) => {
      await signInDemo(page.context(), baseURL!);
      const problems = problemsOf(page);
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
      // Figures the server left to the browser arrive, and the theme toggle answers.
      await expect(page.getByTestId('welcome-heading')).toBeVisible();
      await page.getByTestId('theme-toggle').click();
      await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', /Theme: /);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // The page's stylesheet is in the page: the avatar card, loaded when drawn, does not
      // fetch it again (scripts/prerender.mjs).
      await page.getByLabel('Video script').fill('Good morning, class!');
      await expect(page.getByRole('button', { name: 'Generate video' })).toBeEnabled();
      const inline = page.locator('link[rel="stylesheet"][disabled]');
      await expect(inline).toHaveAttribute('href', /^\/assets\/index-.+\.css$/);
      expect(stylesheets).not.toContain(await inline.getAttribute('href'));
    });
  });
}

/**
 * `path` opened with its scripts held back, as a slow phone receives them, shown as the server
 * drew it. A page of the context's own, so goto does not wait for the app (fixtures.ts).
 * `release` lets the scripts load and waits until the app answers.
 */
async function openWithScriptsHeld(context: BrowserContext, path: string) {
  const page = await context.newPage();
  let free = () => {};
  const freed = new Promise<void>((resolve) => (free = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await freed;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const html = page.locator('html');
  return {
    page,
    release: async () => {
      // Nothing answered before: the app had not started.
      await expect(html).not.toHaveAttribute('data-interactive', '1');
      free();
      await expect(html).toHaveAttribute('data-interactive', '1');
    },
  };
}

test.describe('pressed before the script runs', () => {
  test('Get Started on the home page opens the sign-in dialog once the app answers', async ({
    context,
  }) => {
    const { page, release } = await openWithScriptsHeld(context, '/');
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    // Nothing answers yet, and the press did not submit or follow anything.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await release();
    await expect(page.getByRole('dialog', { name: 'Welcome to Chalkwise' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme toggle on the dashboard, pressed three times by an impatient teacher, changes the theme once', async ({
    context,
    baseURL,
  }) => {
    await signInDemo(context, baseURL!);
    const { page, release } = await openWithScriptsHeld(context, '/');
    await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
    const toggle = page.getByTestId('theme-toggle');
    // No theme chosen yet: the toggle cycles system -> light -> dark -> system.
    await expect(toggle).toHaveAttribute('aria-label', /^Theme: system\./);
    for (let i = 0; i < 3; i++) await toggle.click();
    await release();
    // One press, not none (system) and not three (system again).
    await expect(toggle).toHaveAttribute('aria-label', /^Theme: light\./);
    expect(await page.evaluate(() => localStorage.getItem('chalkwise-theme'))).toBe('light');
  });

  test('a video script typed on the dashboard before the app answers is the script the app has', async ({
    context,
    baseURL,
  }) => {
    await signInDemo(context, baseURL!);
    const { page, release } = await openWithScriptsHeld(context, '/');
    const script = page.getByLabel('Video script');
    await script.pressSequentially('Good morning, class!');
    const generate = page.getByRole('button', { name: 'Generate video' });
    await expect(generate).toBeDisabled();
    await release();
    // The card's state has the text: its button is on and its count reads it.
    await expect(generate).toBeEnabled();
    await expect(page.getByText(/^20\/\d+$/)).toBeVisible();
    await expect(script).toHaveValue('Good morning, class!');
  });
});
