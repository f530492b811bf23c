import { expect, test, type Page } from './fixtures';
import { LESSON_MESSAGES as M } from '../src/contracts/lessons.contract';
import { downloadExport, expectAccessible, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

/** A fresh teacher, so the journey depends on no demo data; page.request shares the page's cookies. */
async function registerTeacher(page: Page) {
  const res = await page.request.post('/api/register', {
    data: { username: `lessons${Date.now()}`, password: 'correct-horse-42', firstName: 'Lena' },
  });
  expect(res.status()).toBe(201);
}

const count = (page: Page) => page.getByTestId('lesson-count');

test('a teacher creates, filters, publishes, duplicates, shares and deletes a lesson', async ({
  page,
  browser,
}) => {
  await registerTeacher(page);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'Lesson Planning' })).toBeVisible();
  await expect(page.getByRole('button', { name: M.emptyState })).toBeVisible();

  // A quick template prefills the create form.
  await page.getByRole('button', { name: 'Use template: Hands-on Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
  await expect(dialog.locator('#lesson-title')).toHaveValue('Hands-on: ');
  await expect(dialog.locator('#lesson-duration')).toHaveValue('60');

  // Manual creation.
  await dialog.locator('#lesson-title').fill('Volcanoes');
  await dialog.locator('#lesson-subject').selectOption('Science');
  await dialog.locator('#lesson-grade').selectOption('5');
  await dialog.locator('#lesson-topic').fill('How eruptions happen');
  await dialog
    .locator('#lesson-objectives')
    .fill('Name the parts of a volcano\n\nExplain an eruption');
  await dialog.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(toastText(page, M.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText('1');

  // A second lesson, then search and filters.
  const made = await page.request.post('/api/lessons', {
    data: { title: 'Fractions', subject: 'Mathematics', grade: '4' },
  });
  expect(made.status()).toBe(201);
  await page.reload();
  await expect(count(page)).toHaveText('2');
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('VOLC');
  await expect(count(page)).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Volcanoes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('');
  await page.getByRole('combobox', { name: 'Filter by subject' }).selectOption('Mathematics');
  await expect(count(page)).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Fractions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('published');
  await expect(page.getByText(M.noMatches)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText('2');

  // Open it (a draft shows Preview), then publish it on the edit page.
  const card = page.getByTestId(/^lesson-card-/).filter({ hasText: 'Volcanoes' });
  await card.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volcanoes' })).toBeVisible();
  await expect(page.getByText('Explain an eruption')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Lesson' })).toBeVisible();
  await page.locator('#edit-status').selectOption('published');
  await page.locator('#edit-content').fill('## Warm-up\n\n- Show a **photo** of Etna');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volcanoes' })).toBeVisible();
  await expect(page.locator('.markdown strong')).toHaveText('photo');
  await page.getByRole('link', { name: 'All lessons' }).click();
  await expect(card.getByRole('link', { name: 'Start Lesson' })).toBeVisible();

  // Duplicate makes a draft copy.
  await page.getByRole('button', { name: 'Duplicate Volcanoes', exact: true }).click();
  const copy = page.getByTestId(/^lesson-card-/).filter({ hasText: 'Volcanoes (copy)' });
  await expect(copy.getByRole('link', { name: 'Preview' })).toBeVisible();
  await expect(count(page)).toHaveText('3');

  // Share: the link opens signed out, read-only; revoking it closes it.
  await page.getByRole('button', { name: 'Share Volcanoes', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share lesson' });
  await expect(share.locator('#share-url')).toHaveValue(/\/shared\/lessons\/[A-Za-z0-9_-]{22}$/);
  const url = await share.locator('#share-url').inputValue();
  const stranger = await browser.newContext();
  const guestPage = await stranger.newPage();
  await guestPage.goto(url);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Volcanoes' })).toBeVisible();
  await expect(guestPage.getByText('Name the parts of a volcano')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await share.getByRole('button', { name: 'Revoke link' }).click();
  await expect(toastText(page, M.shareRevoked)).toBeVisible();
  await guestPage.reload();
  await expect(guestPage.getByText(M.sharedNotFound)).toBeVisible();
  await stranger.close();

  // Delete asks first.
  await page.getByRole('button', { name: 'Delete Volcanoes (copy)', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(M.deleteConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await expect(count(page)).toHaveText('2');
});

test('Create New Lesson starts empty after a save and after a cancel', async ({ page }) => {
  await registerTeacher(page);
  await page.goto('/lessons');
  const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  await dialog.locator('#lesson-title').fill('Fraction wall warm-up');
  await dialog.locator('#lesson-subject').selectOption('Mathematics');
  await dialog.locator('#lesson-grade').selectOption('4');
  await dialog.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  await expect(dialog.locator('#lesson-title')).toHaveValue('');
  await expect(dialog.locator('#lesson-subject')).toHaveValue('');
  await dialog.locator('#lesson-title').fill('Typed, then cancelled');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  await expect(dialog.locator('#lesson-title')).toHaveValue('');
});

test('Generate with AI asks for the required fields first', async ({ page }) => {
  await registerTeacher(page);
  await page.goto('/lessons');
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate with AI' }).click();
  await expect(
    page.getByText('Please fill in all required fields.', { exact: true }),
  ).toBeVisible();
});

test('Generate with AI saves a timed plan with the built-in engine, which exports to Markdown and Word', async ({
  page,
}) => {
  await registerTeacher(page);
  await page.goto('/lessons');
  await page.getByRole('button', { name: 'Create New Lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
  await expect(dialog.getByText('built-in', { exact: false }).first()).toBeVisible();
  await dialog.locator('#lesson-title').fill('Fractions on a number line');
  await dialog.locator('#lesson-subject').selectOption('Mathematics');
  await dialog.locator('#lesson-grade').selectOption('4');
  await dialog.locator('#lesson-topic').fill('Placing fractions between 0 and 1');
  await dialog.locator('#lesson-duration').fill('50');
  await dialog.getByRole('button', { name: 'Generate with AI' }).click();
  await expect(toastText(page, M.generatedDescription)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText('1');

  // Saved as a draft: the card previews it, and the page shows the plan's timed sequence.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fractions on a number line' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lesson Sequence (50 minutes)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Differentiation' })).toBeVisible();

  // Reloading proves it was stored, not just shown.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lesson Sequence (50 minutes)' })).toBeVisible();

  const md = await downloadExport(page, 'Export', 'Markdown');
  expect(md.name).toBe('Fractions on a number line.md');
  expect(md.bytes.toString('utf8')).toContain('## Lesson Sequence (50 minutes)');
  expect(md.bytes.toString('utf8')).toContain('## Homework');
  const docx = await downloadExport(page, 'Export', 'DOCX');
  expect(docx.name).toBe('Fractions on a number line.docx');
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK'); // a zip, as .docx files are
});

for (const theme of ['light', 'dark'] as const) {
  test(`lesson pages with data are accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('chalkwise-theme', t), theme);
    await registerTeacher(page);
    const res = await page.request.post('/api/lessons', {
      data: {
        title: 'Rivers',
        subject: 'Geography',
        grade: '3',
        objectives: 'Name a river',
        materials: ['Map'],
        status: 'published',
        aiGenerated: true,
        content: { generatedContent: '## Warm-up\n\n| Step | Minutes |\n|---|---|\n| Map | 5 |' },
      },
    });
    const lesson = (await res.json()) as { id: number };
    await page.request.post('/api/lessons', {
      data: { title: 'Draft one', subject: 'Art', grade: 'K', status: 'archived' },
    });
    const { path } = (await (
      await page.request.post(`/api/lessons/${lesson.id}/share`)
    ).json()) as { path: string };
    for (const url of [
      '/lessons',
      `/lessons/${lesson.id}`,
      `/lessons/${lesson.id}/edit`,
      path,
      '/shared/lessons/revoked',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    await page.goto('/lessons');
    await page.getByRole('button', { name: 'Create New Lesson' }).click();
    await expectAccessible(page);
  });
}
