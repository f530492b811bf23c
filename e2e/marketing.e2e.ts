import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('the home page shows the hero, claims and footer', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Affordable AI Solutions for Education' }),
  ).toBeVisible();
  for (const claim of [
    '15 hours',
    '89%',
    '10K+',
    '80% planning time saved',
    '70% less grading',
    '40% better outcomes',
    '14-day free trial',
  ]) {
    await expect(page.getByText(claim).first()).toBeVisible();
  }
  await expect(
    page.getByText('Brain - LLMs / Memory - Knowledge Base / Agents - Action'),
  ).toBeVisible();
  await expect(page.getByText('Guest (limited preview)')).toBeVisible();
  await expect(page.getByText('Free Consultation Available')).toBeVisible();
  await expect(page.getByText(/© 2025/)).toBeVisible();
});

test('Get Started opens the sign-in dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Chalkwise' })).toBeVisible();
});

for (const slug of [
  'ai-lesson-planning',
  'smart-assessments',
  'student-analytics',
  'ai-teaching-assistant',
]) {
  test(`feature page ${slug}`, async ({ page }) => {
    await page.goto(`/features/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('an unknown page shows the 404 message', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a signed-in teacher reads a feature page without the app frame, with a Dashboard link', async ({
  page,
}) => {
  await signIn(page, 'teacher', 'teacher123');
  await page.goto('/features/student-analytics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
});
