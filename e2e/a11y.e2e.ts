import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

for (const theme of ['light', 'dark'] as const) {
  test(`public pages are accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('chalkwise-theme', t), theme);
    for (const path of [
      '/',
      '/features/ai-lesson-planning',
      '/no-such-page',
      '/?signin=1',
      '/take/no-such-code',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });

  test(`signed-in pages are accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('chalkwise-theme', t), theme);
    // The demo teacher has the demo class, so every page is scanned with real content in it.
    await signIn(page, 'teacher', 'teacher123');
    const pages = [
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
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    // Sign-out POSTs, then loads the home page: wait for it before navigating again.
    await expect(
      page.getByRole('heading', { name: 'Affordable AI Solutions for Education' }),
    ).toBeVisible();
    await signIn(page, 'admin', 'admin123');
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}
