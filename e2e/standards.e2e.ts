import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

/** Screenshots for review (issue 34 item 2), when STANDARDS_SHOTS names a folder. */
async function shots(page: Page, name: string) {
  const dir = process.env.STANDARDS_SHOTS;
  if (!dir) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('chalkwise-theme', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
    }, theme);
    for (const [w, h] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${dir}/${name}-${w}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('chalkwise-theme', 'light');
    document.documentElement.classList.remove('dark');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a teacher tags a standard on a lesson with the keyboard and sees it saved', async ({
  page,
}) => {
  const res = await page.request.post('/api/register', {
    data: { username: `stds${Date.now()}`, password: 'correct-horse-42', firstName: 'Sam' },
  });
  expect(res.status()).toBe(201);
  const made = await page.request.post('/api/lessons', {
    data: {
      title: 'Adding fractions',
      subject: 'Mathematics',
      grade: '4',
      topic: 'Adding fractions with like denominators',
    },
  });
  const id = (await made.json()).id as number;

  await page.goto(`/lessons/${id}/edit`);
  const picker = page.getByRole('combobox', { name: 'Standards' });
  await expect(page.getByText('No standards tagged yet.')).toBeVisible();
  // Search as you type, by words: only grade 4 mathematics comes back.
  await picker.fill('like denominat');
  const list = page.getByRole('listbox', { name: 'Matching standards' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('option', { name: /4\.NF\.B\.3c/ })).toBeVisible();
  await shots(page, 'standards-picker-open');
  // By code, then the keyboard: the first option is active, Enter adds it.
  await picker.fill('4.NF.B.3');
  await expect(list.getByRole('option').first()).toHaveText(/^4\.NF\.B\.3 Understand/);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await picker.press('Enter');
  const tagged = page.getByRole('list', { name: 'Tagged standards' });
  await expect(tagged).toContainText('4.NF.B.3');
  await expect(tagged).toContainText(
    'Understand a fraction a/b with a > 1 as a sum of fractions 1/b.',
  );
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await shots(page, 'standards-picker-tagged');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));
  const saved = page.getByTestId('lesson-standards');
  await expect(saved).toContainText('4.NF.B.3');
  await shots(page, 'standards-lesson-page');
  // Saved on the server, with the data's description.
  const lesson = await (await page.request.get(`/api/lessons/${id}`)).json();
  expect(lesson.standards).toEqual([
    {
      code: '4.NF.B.3',
      description: 'Understand a fraction a/b with a > 1 as a sum of fractions 1/b.',
    },
  ]);

  // Removing it with its button and saving clears it.
  await page.goto(`/lessons/${id}/edit`);
  await page.getByRole('button', { name: 'Remove 4.NF.B.3' }).click();
  await expect(page.getByText('No standards tagged yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}$`));
  await expect(page.getByTestId('lesson-standards')).toHaveCount(0);
});

test('a teacher tags a standard on an assessment', async ({ page }) => {
  const res = await page.request.post('/api/register', {
    data: { username: `stda${Date.now()}`, password: 'correct-horse-42', firstName: 'Ada' },
  });
  expect(res.status()).toBe(201);
  const made = await page.request.post('/api/assessments', {
    data: { title: 'Matter check', subject: 'Science', grade: '5' },
  });
  const id = (await made.json()).id as number;
  await page.goto(`/assessments/${id}/edit`);
  const picker = page.getByRole('combobox', { name: 'Standards' });
  await picker.fill('particles too small');
  const option = page.getByRole('option', { name: /5-PS1-1/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByRole('list', { name: 'Tagged standards' })).toContainText('5-PS1-1');
  await expect(page.getByText(/NGSS is a registered trademark of WestEd/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/${id}/results$`));
  const saved = await (await page.request.get(`/api/assessments/${id}`)).json();
  expect(saved.standards.map((s: { code: string }) => s.code)).toEqual(['5-PS1-1']);
});
