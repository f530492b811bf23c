import { expect, test } from './fixtures';
import { ADMIN_MESSAGES } from '../src/contracts/auth.contract';
import { signIn, toastText } from './helpers';

test('the demo admin creates a user, changes its role and deletes it', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  const name = `made${Date.now()}`;
  await page.getByRole('button', { name: 'Create User' }).click();
  await page.locator('#cu-username').fill(name);
  await page.locator('#cu-password').fill('correct-horse-42');
  await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  const row = page.getByTestId(`user-row-${name}`);
  await expect(row).toBeVisible();
  await expect(toastText(page, ADMIN_MESSAGES.created)).toBeVisible();
  await row.getByRole('combobox', { name: `Role of ${name}` }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveText(/admin/);
  await expect(toastText(page, ADMIN_MESSAGES.updated)).toBeVisible();
  // Guests are temporary sandboxes: the role is not offered for an account.
  await row.getByRole('combobox', { name: `Role of ${name}` }).click();
  await expect(page.getByRole('option', { name: 'guest' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(toastText(page, ADMIN_MESSAGES.deleted)).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByText('Total Users')).toBeVisible();
});
