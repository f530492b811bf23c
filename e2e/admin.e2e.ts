import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

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
  await row.getByRole('combobox', { name: `Role of ${name}` }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveText(/admin/);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByText('Total Users')).toBeVisible();
});
