import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { GAME_MESSAGES } from '../src/contracts/games.contract';
import { INTEROP_MESSAGES } from '../src/contracts/interop.contract';
import {
  kahootSheet,
  rosterFiles,
  type RosterFixture,
} from '../src/server/features/interop/interop.fixtures';
import { expectAccessible, toastText } from './helpers';

// The app's CSP (script-src 'self') would block the injected axe script; the scan is test-only.
test.use({ bypassCSP: true });
test.setTimeout(180_000);

const SHOTS = path.join('test-results', 'interop-screens');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** What the theme toggle does (lib/theme.ts applyTheme), without closing the open dialog. */
const setDark = (page: Page, dark: boolean) =>
  page.evaluate((on) => {
    document.documentElement.classList.toggle('dark', on);
    document.documentElement.style.colorScheme = on ? 'dark' : 'light';
  }, dark);

/** The open dialog or menu at both sizes, light and dark, for a person to look at. */
async function screenshots(page: Page, name: string, open: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await setDark(page, theme === 'dark');
      await open();
      // Buttons ease their colours over 150 ms; a picture taken mid-way shows neither theme.
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${size.name}-${theme}.png`) });
    }
  }
  await setDark(page, false);
  await page.setViewportSize({ width: 1440, height: 900 });
}

const TEACHER_EMAIL = `ines.hopper.${Date.now()}@school.example`;

const ROSTER: RosterFixture = {
  users: [
    // A school-wide file: this teacher (her email is the signed-in teacher's) and a colleague.
    {
      sourcedId: 't-1',
      givenName: 'Ines',
      familyName: 'Hopper',
      email: TEACHER_EMAIL,
      role: 'teacher',
    },
    { sourcedId: 't-2', givenName: 'Alan', familyName: 'Turing', role: 'teacher' },
    { sourcedId: 's-4', givenName: 'Kurt', familyName: 'Gödel', grades: '05' },
    {
      sourcedId: 's-1',
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada@school.example',
      grades: '05',
    },
    { sourcedId: 's-2', givenName: 'Niels', familyName: 'Bohr', grades: '05' },
    { sourcedId: 's-3', givenName: 'Emmy', familyName: 'Noether', grades: 'PK' },
  ],
  classes: [
    { sourcedId: 'c-1', title: 'Period 3 Science', subjects: 'Science' },
    { sourcedId: 'c-2', title: 'Period 5 Art', subjects: 'Art' },
  ],
  enrollments: [
    { classSourcedId: 'c-1', userSourcedId: 't-1', role: 'teacher' },
    { classSourcedId: 'c-1', userSourcedId: 's-1', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-2', role: 'student' },
    { classSourcedId: 'c-1', userSourcedId: 's-3', role: 'student' },
    { classSourcedId: 'c-2', userSourcedId: 't-2', role: 'teacher' },
    { classSourcedId: 'c-2', userSourcedId: 's-4', role: 'student' },
  ],
};

test('a teacher imports a Kahoot sheet, exports it for Moodle, hosts it as a game and exports the results; a OneRoster bundle becomes a class', async ({
  page,
  browser,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-interop-'));
  const sheetPath = path.join(dir, 'Solar system.xlsx');
  writeFileSync(
    sheetPath,
    await kahootSheet([
      ['Which planet is largest?', 'Mars', 'Jupiter', 'Venus', 'Earth', 20, 2],
      ['Is the Sun a star?', 'Yes', 'No', '', '', 10, 1],
      ['Which planet has rings?', 'Saturn', '', '', '', 20, 1],
    ]),
  );
  const reg = await page.request.post('/api/register', {
    data: {
      username: `interop${Date.now()}`,
      password: 'correct-horse-42',
      firstName: 'Ines',
      email: TEACHER_EMAIL,
    },
  });
  expect(reg.status()).toBe(201);

  // Kahoot in: two questions ready, the one-answer row listed with why.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/rollcall?tab=quizzes');
  await page.getByRole('button', { name: 'Import from Kahoot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a Kahoot quiz' });
  await dialog.locator('#kahoot-file').setInputFiles(sheetPath);
  await expect(dialog.getByTestId('kahoot-preview')).toContainText(
    '2 questions ready, 1 row left out',
  );
  await expect(dialog.getByTestId('kahoot-skipped')).toContainText('Row 11');
  await expect(dialog.getByTestId('kahoot-skipped')).toContainText('at least two answers');
  await expect(dialog.locator('#kahoot-title')).toHaveValue('Solar system');
  await expectAccessible(page);
  await screenshots(page, 'kahoot-dialog', async () => {});
  await dialog.getByRole('button', { name: 'Create quiz' }).click();
  await expect(dialog.getByText('Please choose a subject')).toBeVisible();
  await dialog.locator('#kahoot-subject').selectOption('Science');
  await dialog.locator('#kahoot-grade').selectOption('5');
  await dialog.getByRole('button', { name: 'Create quiz' }).click();
  await expect(toastText(page, INTEROP_MESSAGES.kahootImported(2))).toBeVisible();
  await expect(page).toHaveURL(/\/rollcall\/quizzes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar system');
  await expect(page.getByTestId('quiz-question-1').getByLabel('Question text')).toHaveValue(
    'Which planet is largest?',
  );
  await expect(
    page
      .getByTestId('quiz-question-1')
      .getByRole('radio', { name: 'Choice 2 is the right answer' }),
  ).toBeChecked();

  // Out to Moodle: the GIFT file holds the questions with the right answers marked.
  const menu = page.getByRole('button', { name: 'Export to LMS' });
  await screenshots(page, 'export-menu', async () => {
    await page.keyboard.press('Escape');
    await menu.click();
    await expect(page.getByRole('menuitem', { name: /GIFT/ })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await menu.click();
  const gift = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /GIFT/ }).click();
  const giftFile = await gift;
  expect(giftFile.suggestedFilename()).toBe('Solar system.gift.txt');
  const giftText = readFileSync((await giftFile.path())!, 'utf8');
  expect(giftText).toContain('Which planet is largest? {');
  expect(giftText).toContain('=Jupiter');
  expect(giftText).toContain('~Mars');

  // Host it: one player on a phone plays both questions to the podium.
  await page.getByRole('link', { name: 'Host a game' }).click();
  await expect(page.getByRole('heading', { name: 'Create a game room' })).toBeVisible();
  await page.locator('#game-time').selectOption('10');
  await page.getByRole('button', { name: 'Create Room' }).click();
  await expect(toastText(page, GAME_MESSAGES.created)).toBeVisible();
  const code = (await page.getByTestId('host-room-code').textContent())!.trim();
  const phone = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
  });
  const ann = await phone.newPage();
  await ann.goto(`/join/${code}`);
  await ann.getByLabel('Nickname').fill('Ann');
  await ann.getByRole('button', { name: 'Join game' }).click();
  await expect(ann.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(page.getByTestId('host-players')).toContainText('Ann');
  for (const [q, key] of [
    [0, '2'],
    [1, '1'],
  ] as const) {
    await page.getByTestId('host-main-action').click();
    await expect(ann.getByText(`Question ${q + 1} of 2`)).toBeVisible();
    await ann.keyboard.press(key);
    await expect(ann.getByTestId('player-result')).toContainText('Correct!');
    if (q === 0) {
      await page.getByTestId('host-main-action').click();
      await expect(page.getByTestId('host-main-action')).toHaveText('Next question');
    }
  }
  await expect(page.getByTestId('host-main-action')).toHaveText('Podium');
  await page.getByTestId('host-main-action').click();
  await expect(page.getByTestId('podium')).toContainText('Ann');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByTestId('results-players')).toContainText('Ann');
  const results = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await results).path())!, 'utf8');
  expect(csv).toContain('Ann');
  await phone.close();

  // A OneRoster bundle from the SIS: the three CSV files, previewed, then applied.
  const files = rosterFiles(ROSTER);
  const csvPaths = Object.entries(files).map(([name, text]) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  });
  await page.goto('/students');
  await page.getByRole('button', { name: 'Import from SIS' }).click();
  const roster = page.getByRole('dialog', { name: 'Import a roster (OneRoster 1.2)' });
  await roster.locator('#roster-file').setInputFiles(csvPaths);
  // Only her classes: the file's other teacher is left out, chosen by her email.
  await expect(roster.locator('#roster-teacher')).toHaveValue('t-1');
  await expect(
    roster.getByText('Chosen because the teacher’s email in the file is yours.'),
  ).toBeVisible();
  await expect(roster.getByTestId('roster-summary')).toContainText('2 new, 0 updated, 0 unchanged');
  await expect(roster.getByRole('cell', { name: 'Period 5 Art' })).toHaveCount(0);
  await expect(roster.getByRole('cell', { name: 'Period 3 Science' })).toBeVisible();
  await expect(roster.getByTestId('roster-problems')).toContainText('Emmy Noether');
  await expectAccessible(page);
  await screenshots(page, 'oneroster-dialog', async () => {});
  await roster.getByRole('button', { name: 'Import roster' }).click();
  await expect(toastText(page, 'Roster imported')).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('Niels Bohr')).toBeVisible();
  await expect(page.getByText('Kurt Gödel')).toHaveCount(0);
});
