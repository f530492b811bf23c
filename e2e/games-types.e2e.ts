import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { expectAccessible, joinOnPhone, showTheme, teacherWithQuiz } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(300_000);

/** Screenshots of the new screens, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/cw35-shots';
mkdirSync(SHOTS, { recursive: true });

/** One question of every type (issue 35): the journey answers each the way a student would. */
const QUESTIONS = [
  { type: 'multiple_choice', question: 'Two plus two?', choices: ['3', '4'], answerIndex: 1 },
  { type: 'true_false', question: 'The sun is a star', choices: ['True', 'False'], answerIndex: 0 },
  {
    type: 'multi_select',
    question: 'Which are prime?',
    choices: ['2', '3', '4', '9'],
    answerIndexes: [0, 1],
    explanation: 'Squares are never prime.',
  },
  { type: 'type_answer', question: 'Capital of France?', acceptedAnswers: ['Paris'] },
  {
    type: 'slider',
    question: 'How many legs has a spider?',
    min: 0,
    max: 20,
    step: 1,
    answer: 8,
    tolerance: 0,
  },
  { type: 'order', question: 'Smallest first', items: ['atom', 'cell', 'organ'] },
  { type: 'poll', question: 'Favourite subject?', choices: ['Maths', 'Art', 'Music'] },
  { type: 'word_cloud', question: 'One word for plants' },
].map((q) => ({ timeLimit: 60, ...q }));

const teacherWithTypedQuiz = (page: Page) =>
  teacherWithQuiz(page, 'types', 'Every type', QUESTIONS);

async function phone(browser: Browser, code: string, nickname: string) {
  const page = await joinOnPhone(browser, code, nickname);
  await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  return page;
}

/** Light and dark, phone and desktop sizes, of what `page` shows now. */
async function shoot(page: Page, name: string, sizes = [{ width: 390, height: 844 }]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await page.screenshot({
        path: `${SHOTS}/${name}-${size.width}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await showTheme(page, 'light');
}

test('a teacher edits and hosts a quiz of every question type with three phones', async ({
  page,
  browser,
}) => {
  const quizId = await teacherWithTypedQuiz(page);

  // The editor: each card has its type and the fields of that type.
  await page.goto(`/rollcall/quizzes/${quizId}`);
  const cards = page.locator('[data-testid^="quiz-question-"]');
  await expect(cards).toHaveCount(QUESTIONS.length);
  await expect(cards.nth(4).getByTestId('question-type')).toHaveValue('slider');
  await expect(cards.nth(4).getByLabel('Right answer', { exact: true })).toHaveValue('8');
  await expect(cards.nth(3).getByLabel('Answer 1', { exact: true })).toHaveValue('Paris');
  await expect(cards.nth(5).getByLabel('Item 2', { exact: true })).toHaveValue('cell');
  await expect(cards.nth(2).getByLabel('Choice 2 is a right answer')).toBeChecked();
  // A slider whose min is above its max is refused with the reason.
  await cards.nth(4).getByLabel('Lowest value').fill('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(cards.nth(4).getByText("The slider's min must be below its max")).toBeVisible();
  await cards.nth(4).getByLabel('Lowest value').fill('0');
  await page.mouse.move(0, 0); // the Save button, clicked, is no longer hovered
  await expectAccessible(page);
  await shoot(page, 'editor', [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`/rollcall?tab=games&quiz=${quizId}`);
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(page).toHaveURL(/\/rollcall\/host\/\d+$/);
  const code = (await page.getByTestId('host-room-code').textContent())!.trim();
  const [ann, ben, cal] = [
    await phone(browser, code, 'Ann'),
    await phone(browser, code, 'Ben'),
    await phone(browser, code, 'Cal'),
  ];
  const phones = [ann, ben, cal];
  const main = page.getByTestId('host-main-action');
  const open = async (heading: string) => {
    await main.click();
    for (const p of phones) await expect(p.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  };
  const next = async () => {
    await main.click(); // leaderboard
    await expect(main).toHaveText('Next question');
  };

  // 1 multiple choice and 2 true/false: keys 1-4, as before.
  await open('Two plus two?');
  for (const p of phones) await p.keyboard.press('2');
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  await next();
  await open('The sun is a star');
  await ann.keyboard.press('1');
  await ben.keyboard.press('2');
  await cal.keyboard.press('1');
  await expect(ben.getByTestId('player-result')).toContainText('The answer was True');
  await next();

  // 3 multi-select: keys pick, Tab and Enter send; partial credit and the explanation.
  await open('Which are prime?');
  await expectAccessible(ann);
  await ann.keyboard.press('1');
  await ann.keyboard.press('2');
  await shoot(ann, 'phone-multi-select');
  await ann.getByTestId('answer-submit').focus();
  await ann.keyboard.press('Enter');
  await ben.keyboard.press('1');
  await ben.getByTestId('answer-submit').click();
  await cal.keyboard.press('3');
  await cal.getByTestId('answer-submit').click();
  await expect(ben.getByTestId('player-result')).toContainText('Partly right');
  await expect(ben.getByTestId('player-explanation')).toHaveText('Squares are never prime.');
  await expect(page.getByTestId('host-explanation')).toBeVisible();
  await shoot(ben, 'phone-partial-result');
  await next();

  // 4 type answer: case and spaces do not count.
  await open('Capital of France?');
  await ann.getByLabel('Your answer').fill('  paris ');
  await ann.keyboard.press('Enter');
  await expect(ann.getByTestId('answer-locked')).toBeVisible();
  await ben.getByLabel('Your answer').fill('Lyon');
  await shoot(ben, 'phone-type-answer');
  await ben.keyboard.press('Enter');
  await cal.getByLabel('Your answer').fill('PARIS');
  await cal.keyboard.press('Enter');
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  await expect(ben.getByTestId('player-result')).toContainText('The answer was Paris');
  await expect(page.getByTestId('word-cloud')).toContainText('Lyon');
  await next();

  // 5 slider: the arrow keys move it.
  await open('How many legs has a spider?');
  const slider = ann.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 2; i++) await ann.keyboard.press('ArrowLeft'); // 10 -> 8
  await expect(ann.getByTestId('slider-value')).toHaveText('8');
  await shoot(ann, 'phone-slider');
  await ann.getByTestId('answer-submit').click();
  await ben.getByRole('slider').fill('10');
  await ben.getByTestId('answer-submit').click();
  await cal.getByRole('slider').fill('20');
  await cal.getByTestId('answer-submit').click();
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  await expect(ben.getByTestId('player-result')).toContainText('Partly right');
  await expect(page.getByTestId('slider-histogram')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'host-slider-reveal', [{ width: 1440, height: 900 }]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await next();

  // 6 order: move buttons, keyboard only, into the right order.
  await open('Smallest first');
  for (const p of [ann, cal]) {
    const items = p.getByTestId('order-list').locator('li');
    for (const [place, want] of ['atom', 'cell', 'organ'].entries()) {
      for (let moves = 0; moves < 3; moves++) {
        if ((await items.nth(place).textContent())!.includes(want)) break;
        await p.getByRole('button', { name: `Move ${want} up` }).focus();
        await p.keyboard.press('Enter');
      }
    }
  }
  await expect(ann.getByTestId('order-list').locator('li').first()).toContainText('atom');
  await shoot(ann, 'phone-order');
  await expectAccessible(ann);
  await ann.getByTestId('answer-submit').click();
  await cal.getByTestId('answer-submit').click();
  await ben.getByTestId('answer-submit').click(); // as shuffled: not the right order
  await expect(ann.getByTestId('player-result')).toContainText('Correct!');
  await expect(ben.getByTestId('player-result')).toContainText('in the right place');
  await expect(page.getByTestId('right-order')).toContainText('atom');
  await next();

  // 7 poll: no points.
  await open('Favourite subject?');
  await ann.keyboard.press('1');
  await ben.keyboard.press('1');
  await cal.keyboard.press('3');
  await expect(ann.getByTestId('player-result')).toContainText('Thanks for answering!');
  await next();

  // 8 word cloud: grouped whatever the case and spaces; rude words kept off the projector.
  await open('One word for plants');
  await ann.getByLabel('A word or a short phrase').fill('Green');
  await ann.keyboard.press('Enter');
  await ben.getByLabel('A word or a short phrase').fill(' green ');
  await ben.keyboard.press('Enter');
  await cal.getByLabel('A word or a short phrase').fill('shit');
  await shoot(cal, 'phone-word-cloud');
  await cal.keyboard.press('Enter');
  const cloud = page.getByTestId('word-cloud');
  await expect(cloud).toContainText('Green');
  await expect(cloud).not.toContainText('shit');
  await expect(page.getByText('1 answer hidden by the word filter')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'host-word-cloud', [{ width: 1440, height: 900 }]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await main.click(); // podium
  await expect(page.getByTestId('podium')).toContainText('Ann');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Hardest questions' })).toBeVisible();
  await expect(page.getByTestId('slider-histogram')).toBeVisible();
  await expect(page.getByTestId('right-order')).toBeVisible();
  await expect(page.locator('[data-testid="word-cloud"]').last()).toContainText('Green');
  await expectAccessible(page);
  await shoot(page, 'results', [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]);
});

/** Answers the open question on a phone, whatever its type, the way a student would. */
async function answerAny(p: Page, type: string) {
  if (type === 'multiple_choice' || type === 'true_false' || type === 'poll')
    return p.keyboard.press('1');
  if (type === 'type_answer') return p.getByLabel('Your answer').fill('Paris');
  if (type === 'word_cloud') return p.getByLabel('A word or a short phrase').fill('green');
  if (type === 'multi_select') await p.keyboard.press('1');
  await p.getByTestId('answer-submit').click();
}

/** axe on each page in both themes, at the size it has now (390x844). */
async function sweep(pages: Page[]) {
  for (const p of pages) {
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(p, theme);
      await expectAccessible(p);
    }
    await showTheme(p, 'light');
  }
}

// Issue 35 item 4: axe finds nothing on each player and host screen of each type, for players
// with extra time (double, and no limit: a countdown-free screen), on a phone, in both themes.
test('axe finds nothing on the phone and host screens of every type, with extra time, in both themes', async ({
  page,
  browser,
}) => {
  const quizId = await teacherWithTypedQuiz(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/rollcall?tab=games&quiz=${quizId}`);
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(page).toHaveURL(/\/rollcall\/host\/\d+$/);
  const code = (await page.getByTestId('host-room-code').textContent())!.trim();
  const ann = await phone(browser, code, 'Ann');
  const ben = await phone(browser, code, 'Ben');
  await page.getByLabel('Extra time for Ann').selectOption('x2');
  await page.getByLabel('Extra time for Ben').selectOption('unlimited');
  await expect(page.getByLabel('Extra time for Ben')).toHaveValue('unlimited');
  await sweep([page]);

  const main = page.getByTestId('host-main-action');
  for (const [i, q] of QUESTIONS.entries()) {
    await main.click();
    for (const p of [ann, ben, page])
      await expect(p.getByRole('heading', { name: q.question })).toBeVisible();
    // Double time counts down from twice the question's 60 s; no limit shows no countdown.
    expect(Number(await ann.getByTestId('player-timer').textContent())).toBeGreaterThan(60);
    await expect(ben.getByTestId('player-timer')).toHaveText('No time limit');
    await sweep([ann, ben, page]);
    if (q.type === 'multi_select') {
      // Picked, not sent: its own badge, checked too.
      await ann.keyboard.press('2');
      await expect(ann.getByTestId('choice-2')).toContainText('Picked');
      await sweep([ann]);
    }
    for (const p of [ann, ben]) await answerAny(p, q.type);
    if (q.type === 'type_answer' || q.type === 'word_cloud')
      for (const p of [ann, ben]) await p.keyboard.press('Enter');
    for (const p of [ann, ben]) await expect(p.getByTestId('player-result')).toBeVisible();
    await sweep([ann, ben, page]);
    await page.screenshot({ path: `${SHOTS}/sweep-host-${i + 1}-${q.type}-390.png` });
    await ben.screenshot({ path: `${SHOTS}/sweep-phone-${i + 1}-${q.type}-390.png` });
    if (i < QUESTIONS.length - 1) {
      await main.click(); // leaderboard
      await expect(main).toHaveText('Next question');
    }
  }
});
