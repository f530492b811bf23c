import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

// axe is injected as a script tag, which the app's CSP (rightly) refuses.
test.use({ bypassCSP: true });

test('Start Lesson presents a published lesson one phase at a time; Preview keeps the page', async ({
  page,
}) => {
  await signIn(page, 'teacher', 'teacher123');
  await page.goto('/lessons');

  // A draft's Preview is the lesson's page, as before.
  const draft = page.locator('[data-testid^="lesson-card-"]', {
    hasText: 'Solving Two-Step Equations',
  });
  await draft.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solving Two-Step Equations');
  await page.goBack();

  const published = page.locator('[data-testid^="lesson-card-"]', {
    hasText: 'Adding Fractions with Unlike Denominators',
  });
  await published.getByRole('link', { name: 'Start Lesson' }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+\/present$/);
  const presenter = page.getByRole('region', {
    name: 'Presenting Adding Fractions with Unlike Denominators',
  });
  await expect(presenter).toBeVisible();
  // No sidebar or top bar: the lesson has the screen.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(presenter.getByTestId('presenter-position')).toHaveText('Title');
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  await expect(presenter.getByRole('heading', { level: 1 })).toHaveText('Warm-up');
  await expect(presenter.getByTestId('presenter-position')).toHaveText('Phase 1 of 6');
  await expect(presenter.getByTestId('phase-timer')).toContainText('of 5 min');
  await expect(presenter.getByText('Compare 1/2 and 2/4 with fraction strips.')).toBeVisible();
  await page.keyboard.press(' ');
  await expect(presenter.getByTestId('phase-timer')).toContainText('paused');
  await page.keyboard.press('End');
  await expect(presenter.getByRole('heading', { level: 1 })).toHaveText('Homework');
  await expect(presenter.getByText('Textbook page 84, problems 1-10.')).toBeVisible();
  await expectAccessible(page);

  // Escape leaves full screen (granted from the Start Lesson click), then the view.
  const fullScreen = presenter.getByRole('button', { name: 'Full screen' });
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/lessons\/\d+$/);
  await expect(page.getByRole('link', { name: 'Start Lesson' })).toBeVisible();
});
