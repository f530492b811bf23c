import { test } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

for (const theme of ['light', 'dark'] as const) {
  test(`public pages are accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('chalkwise-theme', t), theme);
    for (const path of ['/', '/features/ai-lesson-planning', '/no-such-page', '/?signin=1', '/take/no-such-code']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });

  test(`signed-in pages are accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('chalkwise-theme', t), theme);
    await signIn(page, 'admin', 'admin123');
    for (const path of ['/', '/analytics', '/lessons', '/assessments', '/assessments/1/edit', '/assessments/1/results', '/students', '/rollcall', '/ai-chat', '/content', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });
}
