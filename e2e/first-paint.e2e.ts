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
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByText(PLAN_NOTICE)).toBeVisible();
      // Figures the server left to the browser arrive, and the theme toggle answers.
      await expect(page.getByTestId('welcome-heading')).toBeVisible();
      await page.getByTestId('theme-toggle').click();
      await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', /Theme: /);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}
