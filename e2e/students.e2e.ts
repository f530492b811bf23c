import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { STUDENT_MESSAGES as M } from '../src/contracts/students.contract';
import { openSignIn } from './helpers';

/** A fresh teacher, so the roster starts empty and nothing depends on demo data. */
async function registerTeacher(page: Page) {
  await openSignIn(page);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.locator('#register-first-name').fill('Rosa');
  await page.locator('#register-username').fill(`roster${Date.now()}`);
  await page.locator('#register-password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create Account', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('student-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

test('a teacher builds a roster: add, search, import from CSV, export, edit and remove', async ({
  page,
}) => {
  await registerTeacher(page);
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();
  await expect(page.getByText(M.emptyState)).toBeVisible();

  // Add a student by hand.
  await page.getByRole('button', { name: 'Add Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Student' });
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByText(M.firstNameRequired)).toBeVisible();
  await page.locator('#add-student-first').fill('Ada');
  await page.locator('#add-student-last').fill('Lovelace');
  await page.locator('#add-student-email').fill('ada@example.com');
  await dialog.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: '7', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText(M.added, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Ada Lovelace')).toContainText('Grade 7');
  await expect(card(page, 'Ada Lovelace')).toContainText(M.noScores);
  await expect(page.getByTestId('tile-Total Students')).toHaveText('1');

  // Contact Parent without a parent email explains itself.
  await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Contact Parent' }).click();
  await expect(page.getByText(M.noParentEmail, { exact: true })).toBeVisible();

  // Import two students from CSV: a bad row blocks the import until fixed.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import Students from CSV' });
  const header = 'First Name,Last Name,Email,Grade,Parent Email';
  await importer
    .getByLabel('CSV text')
    .fill(`${header}\nGrace,Hopper,grace@example.com,9,\nAlan,Turing,not-an-email,10,\n`);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByTestId('import-row')).toHaveCount(2);
  await expect(importer.getByText(M.invalidEmail)).toBeVisible();
  await expect(importer.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await importer
    .getByLabel('CSV text')
    .fill(
      `${header}\nGrace,Hopper,grace@example.com,9,\n"Alan",Turing,alan@example.com,Grade 10,"turing.family@example.com"\n`,
    );
  // Editing the text makes the old preview stale: confirm needs a fresh preview.
  await expect(importer.getByTestId('import-row')).toHaveCount(0);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText('Ready', { exact: true })).toHaveCount(2);
  await importer.getByRole('button', { name: 'Import 2 students' }).click();
  await expect(page.getByText(M.csvImported(2), { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('tile-Total Students')).toHaveText('3');

  // Search on full name or email, case-insensitively, and filter by grade.
  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill('GRACE HOP');
  await expect(cards(page)).toHaveCount(1);
  await search.fill('alan@EXAMPLE');
  await expect(card(page, 'Alan Turing')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await search.fill('');
  await page.getByRole('combobox', { name: 'Filter by grade' }).click();
  await page.getByRole('option', { name: '9', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Grace Hopper')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by grade' }).click();
  await page.getByRole('option', { name: 'all' }).click();
  await expect(cards(page)).toHaveCount(3);

  // Export downloads the roster as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('students.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('First Name,Last Name,Email,Grade,Parent Email,Notes');
  expect(csv).toContain('Grace,Hopper,grace@example.com,9,,');

  // Edit Details, then the progress page shows the change and an honest empty state.
  await page.getByRole('button', { name: 'Actions for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(/\/students\/\d+\/edit$/);
  await page.locator('#edit-student-parent').fill('hopper.family@example.com');
  await page.locator('#edit-student-notes').fill('Debugging champion');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(M.updated, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hopper.family@example.com' })).toHaveAttribute(
    'href',
    'mailto:hopper.family@example.com',
  );
  await expect(page.getByText(M.noScores)).toBeVisible();

  // Remove, confirming with the student's name.
  await page.getByRole('link', { name: 'All students' }).click();
  await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(M.removeConfirm('Ada Lovelace'));
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(M.removed, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, 'Ada Lovelace')).toHaveCount(0);
});
