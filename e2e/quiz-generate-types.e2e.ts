import { expect, test } from './fixtures';
import { QUIZ_MESSAGES as M } from '../src/contracts/quizzes.contract';
import { lookAtEverySize, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(180_000);

// Issue 35 item 5: the teacher ticks the types; the built-in engine mixes them and says which
// it could not make for the topic.
test('a teacher generates a quiz of the types she ticks, and is told which could not be made', async ({
  page,
}) => {
  const res = await page.request.post('/api/register', {
    data: { username: `qtypes${Date.now()}`, password: 'correct-horse-42', firstName: 'Tia' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/rollcall?tab=quizzes');
  const types = page.getByRole('group', { name: 'Question types' });
  await expect(types.getByRole('checkbox')).toHaveCount(8);
  // None ticked: said, and nothing generated.
  await types.getByLabel('Multiple choice').uncheck();
  await types.getByLabel('True or false').uncheck();
  await page.locator('#quiz-subject').selectOption('Science');
  await page.locator('#quiz-grade').selectOption('5');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText(M.questionTypesRequired)).toBeVisible();

  for (const label of ['Order', 'Slider', 'Type answer', 'Word cloud'])
    await types.getByLabel(label).check();
  await page.locator('#quiz-topic').fill('the water cycle');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, M.generated)).toBeVisible();
  const notice = page.getByTestId('quiz-generate-notice');
  await expect(notice).toContainText('made no slider question');
  await page.mouse.move(0, 0);
  await lookAtEverySize(
    page,
    'quiz-generate-types',
    page.locator('form', { has: page.getByRole('button', { name: 'Generate Quiz' }) }),
  );
  await page.setViewportSize({ width: 1280, height: 720 });

  // Saved with its types: the editor shows an order, a type answer and a word cloud.
  await page.locator('[data-testid^="quiz-card-"]').first().getByRole('link').first().click();
  await expect(page.locator('[data-testid^="quiz-question-"]')).toHaveCount(10);
  const kinds = await page
    .getByTestId('question-type')
    .evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
  expect(new Set(kinds)).toEqual(new Set(['order', 'type_answer', 'word_cloud']));
});
