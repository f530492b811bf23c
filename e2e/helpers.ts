import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';

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

/**
 * Shows the page in a theme now, without a reload (an open dialog stays open), and keeps it for
 * the next page load, as the theme menu does.
 */
export async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('chalkwise-theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.style.colorScheme = t;
    // Colours fade between themes (transition-colors): axe must see where they end, not a
    // mid-fade grey that fails contrast on a busy machine.
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, theme);
}

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/**
 * Each size in both themes, checked by axe and kept as a screenshot to look at (of `part` alone
 * when given, else the whole page); ends at 1440 wide in the light theme.
 */
export async function lookAtEverySize(page: Page, name: string, part?: Locator) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await expectAccessible(page);
      const path = test.info().outputPath(`${name}-${viewport.width}-${theme}.png`);
      await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    }
  }
  await page.setViewportSize(VIEWPORTS[1]);
  await showTheme(page, 'light');
}

/**
 * `look` at each size in both of the system's themes (prefers-color-scheme: what a page served
 * outside the app, or one in an LMS's frame, follows); `look` is given "<width>-<theme>" for its
 * screenshots' names.
 */
export async function atEverySizeAndScheme(page: Page, look: (shot: string) => Promise<void>) {
  for (const viewport of VIEWPORTS)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await look(`${viewport.width}-${colorScheme}`);
    }
}

/**
 * A fresh teacher (signed in on `page`) with one quiz of the given questions, made the way a
 * teacher would (generated, then edited): the games journeys' starting point.
 */
export async function teacherWithQuiz(
  page: Page,
  name: string,
  title: string,
  questions: Record<string, unknown>[],
) {
  const res = await page.request.post('/api/register', {
    data: { username: `${name}${Date.now()}`, password: 'correct-horse-42', firstName: 'Tess' },
  });
  expect(res.status()).toBe(201);
  const made = await page.request.post('/api/quizzes/generate', {
    data: { subject: 'Mathematics', gradeLevel: '5', totalQuestions: 5 },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { quiz: { id: number } }).quiz.id;
  const edited = await page.request.patch(`/api/quizzes/${id}`, { data: { title, questions } });
  expect(edited.status()).toBe(200);
  return id;
}

/** A student's phone (390x844, its own cookies) that joins game `code` with a nickname. */
export async function joinOnPhone(browser: Browser, code: string, nickname: string) {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join game' }).click();
  return page;
}
