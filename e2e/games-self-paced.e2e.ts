import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { GAME_MESSAGES } from '../src/contracts/games.contract';
import { expectAccessible, joinOnPhone, showTheme, teacherWithQuiz, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(300_000);

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/cw35-shots';
mkdirSync(SHOTS, { recursive: true });

/** Question i's right answer is choice i % 4 (key i % 4 + 1). */
const QUESTIONS = [0, 1, 2].map((i) => ({
  question: `What is ${i + 1} + ${i + 1}?`,
  choices: [0, 1, 2, 3].map((k) => String(2 * (i + 1) + k - (i % 4))),
  answerIndex: i % 4,
  timeLimit: 60,
}));

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await showTheme(page, 'light');
}

/** One question on a phone, answered with the keyboard alone; Enter on the focused Next. */
async function answer(phone: Page, q: number, right: boolean) {
  await expect(phone.getByRole('heading', { name: QUESTIONS[q]!.question })).toBeVisible();
  await phone.keyboard.press(String(right ? (q % 4) + 1 : ((q + 1) % 4) + 1));
  await expect(phone.getByTestId('player-result')).toContainText(
    right ? 'Correct!' : 'Not this time',
  );
  await expect(phone.getByTestId('player-next')).toBeFocused();
  await phone.keyboard.press('Enter');
}

test('three students do a self-paced assignment at their own speed while the teacher watches', async ({
  page,
  browser,
}) => {
  const quizId = await teacherWithQuiz(page, 'homework', 'Doubles homework', QUESTIONS);

  await page.goto(`/rollcall?tab=games&quiz=${quizId}`);
  await page.getByTestId('game-pace-self').check();
  await expect(page.locator('#game-closes-at')).not.toHaveValue('');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(toastText(page, GAME_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/rollcall\/host\/\d+$/);
  const code = (await page.getByTestId('host-room-code').textContent())!.trim();
  await expect(page.getByText('Nobody has started yet.')).toBeVisible();
  await expect(page.getByTestId('host-main-action')).toHaveCount(0);
  // An assignment, not a 'Speed' game.
  await expect(page.getByTestId('room-kind')).toHaveText('Assignment · Speed scoring');

  // Three phones; each gets its first question on joining, with no host action.
  const [ann, ben, cal] = [
    await joinOnPhone(browser, code, 'Ann'),
    await joinOnPhone(browser, code, 'Ben'),
    await joinOnPhone(browser, code, 'Cal'),
  ];
  // Read aloud (Web Speech): headless Chromium has no voices, so Cal's device has a stub.
  await cal.evaluate(() => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => {} },
    });
  });
  for (const p of [ann, ben, cal]) {
    await expect(p.getByRole('heading', { name: QUESTIONS[0]!.question })).toBeVisible();
  }
  await shoot(ann, 'self-question-390');

  // Ann goes through it all at once.
  for (let q = 0; q < 3; q++) await answer(ann, q, q !== 1);
  await expect(ann.getByTestId('player-final')).toContainText('2 correct of 3 answered');
  await shoot(ann, 'self-final-390');

  // The teacher sees it live: Ann finished, the others not yet.
  const table = page.getByTestId('assignment-progress');
  await expect(table.getByRole('row', { name: /Ann/ })).toContainText('Finished');
  await expect(table.getByRole('row', { name: /Ben/ })).toContainText('0 of 3');
  await page.getByLabel('Extra time for Cal').selectOption('x2');
  await expect(page.getByTestId('assignment-closes')).toContainText('1 of 3 finished');
  await shoot(page, 'self-host-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'self-host-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Ben does one question, then later the rest; Cal has double time and reads aloud.
  await answer(ben, 0, true);
  await expect(table.getByRole('row', { name: /Ben/ })).toContainText('1 of 3');
  // Double time: 120 s, counting down.
  // (Polled: the longer time reaches Cal's phone in a frame of its own, some time after the pick.)
  await expect
    .poll(async () => Number(await cal.getByTestId('player-timer').textContent()))
    .toBeGreaterThan(60);
  await cal.getByRole('button', { name: 'Read aloud' }).click();
  expect(await cal.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
    'What is 1 + 1? 1: 2. 2: 3. 3: 4. 4: 5.',
  ]);
  await shoot(cal, 'self-result-390');
  for (let q = 1; q < 3; q++) await answer(ben, q, true);
  for (let q = 0; q < 3; q++) await answer(cal, q, false);
  await expect(cal.getByTestId('player-final')).toContainText('0 correct');
  await expect(page.getByTestId('assignment-closes')).toContainText('3 of 3 finished');

  // The teacher closes it early: podium, results and CSV as for a live game.
  await page.getByTestId('close-assignment').click();
  await page.getByRole('button', { name: 'Close now' }).last().click();
  await expect(page.getByTestId('podium')).toContainText('Ben');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/rollcall\/games\/\d+\/results$/);
  await expect(page.getByTestId('results-players')).toContainText('Cal');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // A student who comes to it now is told it has closed.
  const dee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await dee.goto(`/join/${code}`);
  await expect(dee.getByText(GAME_MESSAGES.assignmentClosed)).toBeVisible();
  await expectAccessible(dee);
});
