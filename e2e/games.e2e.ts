import { expect, test, type Browser, type Page } from './fixtures';
import { GAME_MESSAGES } from '../src/contracts/games.contract';
import { expectAccessible, joinOnPhone, teacherWithQuiz, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(180_000);

/** A fresh teacher with a quiz whose answers the test knows: question i's is choice i % 4. */
function quizWithKnownAnswers(page: Page) {
  const questions = [0, 1, 2].map((i) => ({
    question: `What is ${i + 1} + ${i + 1}?`,
    choices: [0, 1, 2, 3].map((k) => String(2 * (i + 1) + k - (i % 4))),
    answerIndex: i % 4,
    timeLimit: 30,
  }));
  return teacherWithQuiz(page, 'games', 'Doubles warm-up', questions);
}

async function player(browser: Browser, code: string, nickname: string) {
  const page = await joinOnPhone(browser, code, nickname);
  await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(page.getByTestId('player-nickname')).toHaveText(nickname);
  return page;
}

const score = async (page: Page) =>
  Number(await page.getByTestId('player-header-score').textContent());

test('a teacher hosts a Speed game: three players join, play to the podium, one reloads and keeps the score', async ({
  page,
  browser,
}) => {
  const quizId = await quizWithKnownAnswers(page);

  // The tab: the quiz from the address is chosen; a 10-second game.
  await page.goto(`/rollcall?tab=games&quiz=${quizId}`);
  await expect(page.getByRole('heading', { name: 'Create a game room' })).toBeVisible();
  await expect(page.getByText('No active rooms.')).toBeVisible();
  await expect(page.locator('#game-quiz')).toHaveValue(String(quizId));
  await expect(page.locator('#game-max-players')).toHaveValue('50');
  await expectAccessible(page);
  await page.locator('#game-time').selectOption('10');
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(toastText(page, GAME_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/rollcall\/host\/\d+$/);
  const code = (await page.getByTestId('host-room-code').textContent())!.trim();
  expect(code).toMatch(/^[2346789ABCDEFGHJKMNPQRTUVWXYZ]{6}$/);
  await expect(page.getByTestId('join-link')).toHaveText(new RegExp(`/join/${code}$`));
  await expect(page.getByTestId('join-qr')).toBeVisible();
  await expect(page.getByTestId('host-main-action')).toBeDisabled();

  // A blocked nickname is refused before anything is sent.
  const ann = await player(browser, code, 'Ann');
  const ben = await player(browser, code, 'Ben');
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
  });
  const cal = await context.newPage();
  await cal.goto(`/join/${code}`);
  await cal.getByLabel('Nickname').fill('sh1thead');
  await cal.getByRole('button', { name: 'Join game' }).click();
  await expect(cal.getByText(GAME_MESSAGES.nicknameBlocked)).toBeVisible();
  await cal.getByLabel('Nickname').fill('Cal');
  await cal.getByRole('button', { name: 'Join game' }).click();
  await expect(cal.getByRole('heading', { name: "You're in!" })).toBeVisible();

  const lobby = page.getByTestId('host-players');
  for (const name of ['Ann', 'Ben', 'Cal']) await expect(lobby).toContainText(name);
  await expect(page.getByTestId('host-player-count')).toHaveText('3 / 50');
  await expectAccessible(page);
  await expectAccessible(ann);

  const players = [ann, ben, cal];
  /** Each player presses once the question is on their screen (a key pressed earlier is lost). */
  const answerAll = async (q: number, who = players) => {
    for (const p of who) {
      await expect(p.getByText(`Question ${q + 1} of`)).toBeVisible();
      await p.keyboard.press(String((q % 4) + 1));
    }
  };

  // Question 1: everyone right; the question closes as soon as all have answered.
  await page.getByTestId('host-main-action').click();
  await expect(ann.getByRole('heading', { name: 'What is 1 + 1?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is 1 + 1?' })).toBeVisible();
  await expect(page.getByTestId('host-main-action')).toHaveText('Show answer');
  await expectAccessible(ann);
  await answerAll(0);
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  await expect(page.getByTestId('host-correct')).toBeVisible();
  await expect(page.getByTestId('host-main-action')).toHaveText('Leaderboard');
  await expectAccessible(page);

  await page.getByTestId('host-main-action').click();
  await expect(page.getByTestId('host-leaderboard')).toContainText('Ann');
  await expect(page.getByTestId('host-main-action')).toHaveText('Next question');

  // Question 2: Ben answers wrong.
  await page.getByTestId('host-main-action').click();
  await expect(ann.getByRole('heading', { name: 'What is 2 + 2?' })).toBeVisible();
  await answerAll(1, [ann, cal]);
  await expect(ben.getByText('Question 2 of')).toBeVisible();
  await ben.keyboard.press('4');
  await expect(ben.getByTestId('player-result')).toContainText('Not this time');
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  const before = await score(ann);
  expect(before).toBeGreaterThan(1000);
  await page.getByTestId('host-main-action').click();
  await expect(page.getByTestId('host-main-action')).toHaveText('Next question');

  // Question 3: Ann reloads mid-question and carries on with the same score.
  await page.getByTestId('host-main-action').click();
  await expect(ann.getByRole('heading', { name: 'What is 3 + 3?' })).toBeVisible();
  await ann.reload();
  await expect(ann.getByRole('heading', { name: 'What is 3 + 3?' })).toBeVisible();
  expect(await score(ann)).toBe(before);
  await answerAll(2);
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  expect(await score(ann)).toBeGreaterThan(before);
  await expect(page.getByTestId('host-main-action')).toHaveText('Podium');

  // The podium, each player's final place, and the results.
  await page.getByTestId('host-main-action').click();
  await expect(page.getByTestId('podium')).toContainText('Ann');
  await expect(ann.getByTestId('player-final')).toContainText('of 3');
  await expect(ben.getByTestId('player-final')).toContainText('#3 of 3');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/rollcall\/games\/\d+\/results$/);
  await expect(page.getByRole('heading', { name: 'Hardest questions' })).toBeVisible();
  await expect(page.getByTestId('results-players')).toContainText('Ben');
  await expectAccessible(page);
  // The hardest question comes first: the one Ben got wrong.
  await expect(page.locator('[data-testid^="result-question-"]').first()).toContainText(
    'What is 2 + 2?',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.goto('/rollcall?tab=games');
  await expect(page.getByText('No active rooms.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Results: Doubles warm-up' })).toBeVisible();
});

test('the join page asks for a code and says when no game is open', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(GAME_MESSAGES.codeRequired)).toBeVisible();
  await page.getByLabel('Room code').fill('zz-zz99');
  await expect(page.getByLabel('Room code')).toHaveValue('ZZZZ99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/join\/ZZZZ99$/);
  await expect(page.getByText(GAME_MESSAGES.roomNotFound)).toBeVisible();
  await expectAccessible(page);
});

test('a roster-mode game: each phone picks its own name once and keeps it on reload', async ({
  page,
  browser,
}) => {
  const quizId = await quizWithKnownAnswers(page);
  const studentIds: number[] = [];
  for (const [firstName, lastName] of [
    ['Amara', 'Okafor'],
    ['Bruno', 'Costa'],
  ]) {
    const res = await page.request.post('/api/students', {
      data: { firstName, lastName, grade: '5' },
    });
    expect(res.status()).toBe(201);
    studentIds.push(((await res.json()) as { id: number }).id);
  }
  const cls = await page.request.post('/api/classes', {
    data: { name: 'Period 2 Mathematics', subject: 'Mathematics', grade: '5', studentIds },
  });
  expect(cls.status()).toBe(201);
  const classId = ((await cls.json()) as { id: number }).id;
  const made = await page.request.post('/api/games/room', { data: { quizId, classId } });
  expect(made.status()).toBe(201);
  const room = ((await made.json()) as { room: { id: number; roomCode: string } }).room;
  await page.goto(`/rollcall/host/${room.id}`);
  await expect(page.getByTestId('host-room-code')).toHaveText(room.roomCode);

  /** A phone of its own (its own device mark), on the room's join link. */
  const phone = async () => {
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    const p = await context.newPage();
    await p.goto(`/join/${room.roomCode}`);
    await expect(p.getByRole('group', { name: 'Pick your name' })).toBeVisible();
    return p;
  };
  const amara = await phone();
  // Names as the class sees them on a shared screen: first name and initial.
  await amara.getByRole('radio', { name: 'Amara O.' }).check();
  await amara.getByRole('button', { name: 'Join game' }).click();
  await expect(amara.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(page.getByTestId('host-players')).toContainText('Amara');

  // Another phone sees Amara's name taken and picks its own.
  const bruno = await phone();
  await expect(bruno.getByRole('radio', { name: /Amara O\./ })).toBeDisabled();
  await bruno.getByRole('radio', { name: 'Bruno C.' }).check();
  await bruno.getByRole('button', { name: 'Join game' }).click();
  await expect(bruno.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expectAccessible(bruno);

  // A reload keeps the phone in the game as Amara, with no second pick.
  await amara.reload();
  await expect(amara.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(page.getByTestId('host-player-count')).toHaveText('2 / 50');

  await page.getByTestId('host-main-action').click();
  for (const p of [amara, bruno]) {
    await expect(p.getByText('Question 1 of')).toBeVisible();
    await p.keyboard.press('1');
  }
  await expect(amara.getByTestId('player-result')).toContainText('Correct!');
  await expect(page.getByTestId('host-main-action')).toHaveText('Leaderboard');
});
