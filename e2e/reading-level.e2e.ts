import { expect, test } from './fixtures';
import { ASSESSMENT_MESSAGES as A } from '../src/contracts/assessments.contract';
import { CONTENT_MESSAGES as C } from '../src/contracts/content.contract';
import { STANDARDS_MASTERY_TEXT } from '../src/contracts/analytics.text';
import { textPdf, WATER_TEXT } from '../src/server/testing/teacher-files';
import { lookAtEverySize, toastText } from './helpers';

/**
 * Issue 34: a teacher uploads a PDF, tags a standard and makes a quiz-type assessment from it,
 * sees the reading-level badges, levels a generated text down with "Make easier", makes a
 * RollCall quiz that keeps the standard, and sees mastery of the standard in Analytics.
 */
test.use({ bypassCSP: true });

test('a teacher makes a quiz from a PDF, sees reading levels and makes a text easier', async ({
  page,
}) => {
  // Five screens, each scanned with axe and shot at two sizes in two themes.
  test.setTimeout(240_000);
  const username = `level${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/');
  const res = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse-9', firstName: 'Kim' },
  });
  expect(res.status()).toBe(201);

  // Before any assessment is tagged, Analytics says how to get mastery by standard.
  await page.goto('/analytics');
  await expect(page.getByText(STANDARDS_MASTERY_TEXT.noTagged)).toBeVisible();
  await lookAtEverySize(page, 'analytics-mastery-empty', page.getByTestId('standards-mastery'));

  // The PDF becomes the source text of a quiz.
  await page.goto('/assessments');
  await page.getByRole('button', { name: 'Create Assessment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Assessment' });
  await dialog.locator('#assessment-title').fill('The water cycle');
  await dialog.locator('#assessment-subject').selectOption('Science');
  await dialog.locator('#assessment-grade').selectOption('5');
  await dialog.locator('#assessment-question-count').fill('3');
  await expect(dialog.locator('#assessment-type')).toHaveValue('quiz');
  const answered = page.waitForResponse('**/api/ai/extract-text');
  await dialog.getByTestId('source-file-input').setInputFiles({
    name: 'water.pdf',
    mimeType: 'application/pdf',
    buffer: await textPdf(),
  });
  const extracted = await answered;
  expect(extracted.status(), await extracted.text()).toBe(200);
  await expect(dialog.getByText('Read 2 pages from water.pdf.')).toBeVisible();
  await expect(dialog.locator('#assessment-source-text')).toHaveValue(/The sun warms the sea/);
  // A standard, tagged with the keyboard: the engine is offered it first and the quiz keeps it.
  const picker = dialog.getByRole('combobox', { name: 'Standards' });
  await picker.fill('5-ESS2-1');
  const matches = dialog.getByRole('listbox', { name: 'Matching standards' });
  await expect(matches.getByRole('option').first()).toHaveText(/^5-ESS2-1 /);
  await picker.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tagged standards' })).toContainText('5-ESS2-1');
  // Escape closes the suggestions, not the dialog.
  await picker.press('Escape');
  await expect(matches).toBeHidden();
  await expect(dialog).toBeVisible();
  await lookAtEverySize(page, 'upload-dialog');
  await dialog.getByRole('button', { name: 'Generate with AI' }).click();
  await expect(toastText(page, A.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The saved quiz: its questions come from the file's sentences, and it shows its level.
  const card = page.getByTestId(/^assessment-card-/).filter({ hasText: 'The water cycle' });
  await card.getByRole('link', { name: 'Edit The water cycle' }).click();
  const badge = page.getByTestId('reading-level');
  await expect(badge).toContainText(
    /Reads at grade -?[\d.]+ - target 5|Reads at grade below K - target 5/,
  );
  await badge.locator('summary').click();
  await expect(badge).toContainText('Flesch-Kincaid grade');
  // Each question names the sentence of the file it came from.
  const id = /assessments\/(\d+)\/edit/.exec(page.url())![1];
  const saved = await (await page.request.get(`/api/assessments/${id}`)).json();
  expect(saved.questions.items.length).toBeGreaterThan(0);
  for (const q of saved.questions.items as { source?: string }[])
    expect(WATER_TEXT.some((sentence) => q.source?.includes(sentence.slice(0, 30)))).toBe(true);
  expect(saved.standards.map((s: { code: string }) => s.code)).toEqual(['5-ESS2-1']);
  await expect(page.getByRole('list', { name: 'Tagged standards' })).toContainText('5-ESS2-1');
  await lookAtEverySize(page, 'assessment-badge');

  // A RollCall quiz made from it keeps the standard, shown on the quiz page's picker.
  const quiz = await page.request.post('/api/quizzes/from-assessment', {
    data: { assessmentId: Number(id) },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  await page.goto(`/rollcall/quizzes/${(await quiz.json()).id}`);
  await expect(page.getByRole('list', { name: 'Tagged standards' })).toContainText('5-ESS2-1');
  await lookAtEverySize(page, 'quiz-standards');

  // Scores recorded for two students: mastery of 5-ESS2-1 is (80 + 60) / 200 = 70%.
  const students = [];
  for (const firstName of ['Ada', 'Ben']) {
    const made = await page.request.post('/api/students', {
      data: { firstName, lastName: 'Park', grade: '5' },
    });
    students.push((await made.json()).id as number);
  }
  const scored = await page.request.put(`/api/assessments/${id}/scores`, {
    data: {
      scores: students.map((studentId, i) => ({ studentId, score: [80, 60][i]! })),
    },
  });
  expect(scored.status(), await scored.text()).toBe(200);
  expect(saved.maxScore).toBe(100);
  await page.goto('/analytics');
  const mastery = page.getByRole('table', { name: 'Mastery by standard' });
  await expect(mastery.getByRole('row', { name: /5-ESS2-1/ })).toContainText('70.0%');
  await expect(mastery.getByRole('row', { name: /5-ESS2-1/ })).toContainText('140 / 200');
  await lookAtEverySize(page, 'analytics-mastery', page.getByTestId('standards-mastery'));

  // A generated text, measured, then levelled down.
  await page.goto('/content');
  await page.locator('#content-type').selectOption('explanation');
  await page.locator('#content-subject').selectOption('Science');
  await page.locator('#content-grade').selectOption('3');
  await page.locator('#content-topic').fill('The water cycle');
  await page.locator('#content-style').selectOption('reading');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toastText(page, C.generated)).toBeVisible();
  const level = page.getByTestId('reading-level');
  await expect(level).toContainText(/Reads at grade [\d.]+ - target 3/);
  const before = Number(/grade ([\d.]+)/.exec((await level.textContent()) ?? '')![1]);
  await expect(page.getByRole('button', { name: 'Make harder' })).toBeDisabled();
  await page.getByRole('button', { name: 'Make easier' }).click();
  await expect(toastText(page, 'Made easier')).toBeVisible();
  const after = Number(/grade ([\d.]+)/.exec((await level.textContent()) ?? '')![1]);
  expect(after).toBeLessThan(before);
  await level.locator('summary').click();
  await lookAtEverySize(page, 'content-badge');
});
