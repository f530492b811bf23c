import { expect, test } from './fixtures';
import { expectAccessible, showTheme, signIn } from './helpers';

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

// Issue 32 item 2: the classroom screen showed "[Answer: ...]" and "Listen for ..." to the class.
test('the classroom screen hides answers and notes; the speaker view shows them and follows it', async ({
  page,
  context,
}) => {
  // Four layouts, each through every phase with two axe scans.
  test.setTimeout(240_000);
  await signIn(page, 'teacher', 'teacher123');
  // A real lesson with answers and notes: the built-in engine's, from its reviewed notes.
  const made = await page.request.post('/api/lessons/generate', {
    data: {
      title: "Photosynthesis: the leaf's kitchen",
      subject: 'Science',
      grade: '5',
      topic: 'photosynthesis',
    },
  });
  expect(made.status()).toBe(201);
  const lesson = (await made.json()) as { id: number; content: { generatedContent: string } };
  const answers = [...lesson.content.generatedContent.matchAll(/\[Answer: ([^\]]+)\]/g)].map(
    (m) => m[1]!,
  );
  expect(answers.length).toBeGreaterThan(3);
  expect(lesson.content.generatedContent).toContain('Listen for the misconception');

  for (const colorScheme of ['light', 'dark'] as const)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await showTheme(page, colorScheme);
      await page.goto(`/lessons/${lesson.id}/present`);
      const presenter = page.getByTestId('presenter');
      await expect(presenter.getByTestId('presenter-position')).toHaveText('Title');

      const opened = context.waitForEvent('page');
      await presenter.getByRole('button', { name: 'Speaker view' }).click();
      const speaker = await opened;
      await speaker.setViewportSize(size);
      await expect(speaker.getByTestId('speaker-position')).toHaveText('Title');

      // Every phase, driven from either window: the class never sees an answer or a note.
      for (let phase = 1; phase <= 6; phase += 1) {
        const driver = phase % 2 ? page : speaker;
        await driver.bringToFront();
        await driver.keyboard.press('ArrowRight');
        await expect(presenter.getByTestId('presenter-position')).toHaveText(`Phase ${phase} of 6`);
        await expect(speaker.getByTestId('speaker-position')).toHaveText(`Phase ${phase} of 6`);
        const title = await presenter.getByRole('heading', { level: 1 }).innerText();
        await expect(speaker.getByRole('heading', { level: 1 })).toHaveText(title);
        const projected = (await presenter.innerText()).replace(/\s+/g, ' ');
        expect(projected).not.toMatch(/\[Answer|Listen for|It is false/);
        // What the speaker view holds for the teacher is nowhere on the classroom screen.
        for (const note of await speaker.getByTestId('speaker-notes').locator('li').allInnerTexts())
          expect(projected).not.toContain(note.replace(/\s+/g, ' ').trim());
      }
      await speaker.keyboard.press('Home');
      await expect(presenter.getByTestId('presenter-position')).toHaveText('Title');
      await page.bringToFront();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(presenter.getByRole('heading', { level: 1 })).toHaveText('Guided Practice');
      const notes = speaker.getByTestId('speaker-notes');
      await expect(notes).toContainText(`Answer: ${answers[0]}`);
      await expect(notes).toContainText('Listen for the misconception');
      await expect(speaker.getByTestId('speaker-next')).toContainText('Independent Practice');
      await expect(speaker.getByTestId('speaker-timer')).toContainText('of 11 min');
      await expectAccessible(page);
      await expectAccessible(speaker);
      const shot = `/tmp/cw32-shots/presenter-${size.width}-${colorScheme}`;
      await page.screenshot({ path: `${shot}.png` });
      await speaker.screenshot({ path: `${shot}-speaker.png`, fullPage: true });
      await speaker.close();
    }
});
