import { expect, test, type Page } from './fixtures';
import { QUIZ_MESSAGES as M } from '../src/contracts/quizzes.contract';
import { expectAccessible, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });

async function registerTeacher(page: Page) {
  const res = await page.request.post('/api/register', {
    data: { username: `quizzes${Date.now()}`, password: 'correct-horse-42', firstName: 'Quinn' },
  });
  expect(res.status()).toBe(201);
}

test('a teacher generates a themed quiz, edits a question and its answer, duplicates and deletes it', async ({
  page,
}) => {
  await registerTeacher(page);
  await page.goto('/rollcall?tab=quizzes');
  await expect(page.getByRole('heading', { name: 'Generate a quiz' })).toBeVisible();
  await expect(page.getByText(M.emptyState)).toBeVisible();
  await expect(page.getByTestId('ai-engine-notice')).toContainText('built-in generator');
  await expect(page.locator('#quiz-difficulty')).toHaveValue('medium');
  await expect(page.locator('#quiz-count')).toHaveValue('10');

  // The subject is required.
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText(M.subjectRequired)).toBeVisible();

  await page.locator('#quiz-subject').selectOption('Mathematics');
  await page.locator('#quiz-grade').selectOption('4');
  await page.locator('#quiz-topic').fill('Multiplication');
  await page.locator('#quiz-theme').fill('Minecraft');
  await page.locator('#quiz-count').selectOption('5');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(toastText(page, M.generated)).toBeVisible();
  await expect(toastText(page, M.generatedDescription(5))).toBeVisible();
  const card = page.locator('[data-testid^="quiz-card-"]');
  await expect(card).toHaveCount(1);
  // On the teacher's unit (issue 27): the title names it.
  await expect(card).toContainText('Multiplication: Mathematics medium quiz (Minecraft)');
  await expect(card).toContainText('5 questions');
  await expect(card.getByRole('link', { name: 'Host a game' })).toHaveAttribute(
    'href',
    /\/rollcall\?tab=games&quiz=\d+/,
  );
  await expectAccessible(page);

  // Open it and edit the first question, its right answer and its time.
  await card.getByRole('link', { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/rollcall\/quizzes\/\d+$/);
  const first = page.getByTestId('quiz-question-1');
  await expect(first.getByLabel('Question text')).toHaveValue(/Steve|Alex/);
  await first.getByLabel('Question text').fill('Steve mines 3 rows of 12 blocks. How many blocks?');
  for (const [i, text] of ['36', '15', '33', '39'].entries())
    await first.getByRole('textbox', { name: `Choice ${i + 1}`, exact: true }).fill(text);
  await first.getByRole('radio', { name: 'Choice 1 is the right answer' }).check();
  await first.getByLabel('Time (seconds)').fill('30');
  // A bad time is refused with the contract's message before anything is sent.
  await page.getByTestId('quiz-question-2').getByLabel('Time (seconds)').fill('500');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(M.timeLimitInvalid)).toBeVisible();
  await page.getByTestId('quiz-question-2').getByLabel('Time (seconds)').fill('20');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, M.updated)).toBeVisible();

  await page.reload();
  const reloaded = page.getByTestId('quiz-question-1');
  await expect(reloaded.getByLabel('Question text')).toHaveValue(
    'Steve mines 3 rows of 12 blocks. How many blocks?',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Choice 1', exact: true })).toHaveValue('36');
  await expect(reloaded.getByRole('radio', { name: 'Choice 1 is the right answer' })).toBeChecked();
  await expect(reloaded.getByLabel('Time (seconds)')).toHaveValue('30');
  await expectAccessible(page);

  // Duplicate opens the copy; delete it and the original from the list.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(toastText(page, M.duplicated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Multiplication: Mathematics medium quiz (Minecraft) (copy)',
  );
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, M.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/rollcall\?tab=quizzes$/);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(M.emptyState)).toBeVisible();
});

test('a teacher makes a quiz from an assessment', async ({ page }) => {
  await registerTeacher(page);
  const made = await page.request.post('/api/assessments', {
    data: {
      title: 'Planets check',
      subject: 'Science',
      grade: '5',
      questions: [
        {
          id: 'q1',
          type: 'multiple_choice',
          prompt: 'Which planet is largest?',
          choices: ['Jupiter', 'Mars'],
          answer: 'Jupiter',
        },
      ],
    },
  });
  expect(made.status()).toBe(201);
  await page.goto('/rollcall?tab=quizzes');
  await page.getByLabel('Assessment', { exact: true }).selectOption({ label: 'Planets check' });
  await page.getByRole('button', { name: 'Make quiz' }).click();
  await expect(toastText(page, M.fromAssessmentDone)).toBeVisible();
  await expect(page).toHaveURL(/\/rollcall\/quizzes\/\d+$/);
  await expect(page.getByTestId('quiz-question-1').getByLabel('Question text')).toHaveValue(
    'Which planet is largest?',
  );
});
