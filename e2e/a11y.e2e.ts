import { expect, test, type Page } from './fixtures';
import { expectAccessible, showTheme, signIn } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

/**
 * Each page loaded once and scanned in both themes (the theme switched as the theme menu does,
 * transitions finished), then left in the light theme for the next page: half the page loads
 * of a run per theme (issue 38 item 4).
 */
async function scanInBothThemes(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await expect(page.locator('html'), path).toHaveClass(
        theme === 'dark' ? /dark/ : /^(?!.*dark)/,
      );
      await expectAccessible(page);
    }
    await showTheme(page, 'light');
  }
}

test('public pages are accessible in both themes', async ({ page }) => {
  await scanInBothThemes(page, [
    '/',
    '/features/ai-lesson-planning',
    '/no-such-page',
    '/?signin=1',
    '/take/no-such-code',
  ]);
});

test('signed-in pages are accessible in both themes', async ({ page }) => {
  // The demo teacher has the demo class, so every page is scanned with real content in it.
  await signIn(page, 'teacher', 'teacher123');
  await scanInBothThemes(page, [
    '/',
    '/analytics',
    '/lessons',
    '/lessons/1',
    '/assessments',
    '/assessments/1/edit',
    '/assessments/1/results',
    '/students',
    '/students/1',
    '/rollcall',
    '/ai-chat',
    '/content',
    '/usage',
  ]);
  await page.getByRole('button', { name: 'Logout' }).click();
  // Sign-out POSTs, then loads the home page: wait for it before navigating again.
  await expect(
    page.getByRole('heading', { name: 'Affordable AI Solutions for Education' }),
  ).toBeVisible();
  await signIn(page, 'admin', 'admin123');
  await scanInBothThemes(page, ['/admin']);
});
