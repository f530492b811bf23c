import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

export async function openSignIn(page: Page) {
  await page.goto('/?signin=1');
  await expect(page.getByRole('dialog', { name: 'Welcome to Chalkwise' })).toBeVisible();
}

export async function signIn(page: Page, username: string, password: string) {
  await openSignIn(page);
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** axe-core from node_modules; fails on serious or critical violations. */
export async function expectAccessible(page: Page) {
  // Scan the app, not a document caught between two navigations on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
  await expect(page).toHaveTitle(/.+/);
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: () => Promise<{
          violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }>;
        }>;
      };
    };
    const r = await w.axe.run();
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  expect(violations, page.url()).toEqual([]);
}

/**
 * A toast's text. Radix also announces it in a visually hidden live region ("Notification …"),
 * so an inexact getByText would match twice.
 */
export function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Opens an export menu, picks a format and returns the saved file's name and bytes. */
export async function downloadExport(
  page: Page,
  menu: string,
  format: 'Markdown' | 'DOCX' | 'PDF',
) {
  await page.getByRole('button', { name: menu }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}
