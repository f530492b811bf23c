import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, showTheme } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(180_000);

const SHOTS = path.join('test-results', 'grade-export-screens');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The page as it is at both sizes, light and dark, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      // Buttons ease their colours over 150 ms; a picture taken mid-way shows neither theme.
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${size.name}-${theme}.png`) });
    }
  }
  await showTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Clicks a download button and returns the saved file's name and text. */
async function download(page: Page, name: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a teacher downloads an assessment’s results and a class gradebook as CSV and Excel', async ({
  page,
}) => {
  const api = page.request;
  expect(
    (
      await api.post('/api/register', {
        data: { username: `grades${Date.now()}`, password: 'correct-horse-42', firstName: 'Inés' },
      })
    ).status(),
  ).toBe(201);
  const ids: number[] = [];
  for (const [firstName, lastName] of [
    ['Zoë', "O'Brien-Smith"],
    ['Ángel', 'Ávila'],
  ]) {
    const made = await api.post('/api/students', { data: { firstName, lastName, grade: '7' } });
    expect(made.status()).toBe(201);
    ids.push((await made.json()).id);
  }
  const made = await api.post('/api/assessments', {
    data: {
      title: 'Fractions check-in',
      subject: 'Mathematics',
      grade: '7',
      maxScore: 20,
      questions: [
        {
          id: 'q1',
          type: 'true_false',
          prompt: '1/2 equals 2/4.',
          answer: 'true',
          points: 1,
        },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const assessmentId = (await made.json()).id;
  const scores = await api.put(`/api/assessments/${assessmentId}/scores`, {
    data: {
      scores: [
        { studentId: ids[0], score: 17 },
        { studentId: ids[1], score: 12.5 },
      ],
    },
  });
  expect(scores.status()).toBe(200);
  const cls = await api.post('/api/classes', {
    data: { name: '7B Maths', studentIds: ids },
  });
  expect(cls.status()).toBe(201);

  // The results screen: CSV and Excel next to Edit.
  await page.goto(`/assessments/${assessmentId}/results`);
  await expect(page.getByRole('heading', { name: 'Fractions check-in' })).toBeVisible();
  const csv = await download(page, 'Download results as CSV');
  expect(csv.name).toBe('Fractions check-in results.csv');
  const text = csv.bytes.toString('utf8');
  expect(text).toContain('Ávila,Ángel,12.5,20,62.5');
  expect(text.indexOf('Ávila')).toBeLessThan(text.indexOf("O'Brien-Smith"));
  const xlsx = await download(page, 'Download results as Excel');
  expect(xlsx.name).toBe('Fractions check-in results.xlsx');
  // A zip: an .xlsx workbook.
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  await expectAccessible(page);
  await screenshots(page, 'results');

  // The class, in Manage classes: its gradebook.
  await page.goto('/rollcall?tab=attendance');
  await page.getByRole('button', { name: 'Manage classes' }).click();
  await page.getByRole('button', { name: 'Edit 7B Maths' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit class' });
  await expect(edit.getByRole('heading', { name: 'Gradebook' })).toBeVisible();
  const gradebook = await download(page, 'Download 7B Maths gradebook as CSV');
  expect(gradebook.name).toBe('7B Maths gradebook.csv');
  expect(gradebook.bytes.toString('utf8')).toContain("O'Brien-Smith,Zoë,17,17,20,85");
  const book = await download(page, 'Download 7B Maths gradebook as Excel');
  expect(book.name).toBe('7B Maths gradebook.xlsx');
  await expectAccessible(page);
  await edit.getByRole('heading', { name: 'Gradebook' }).scrollIntoViewIfNeeded();
  await screenshots(page, 'class-gradebook');
});
