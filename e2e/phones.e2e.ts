import { expect, test, type Page } from './fixtures';
import { expectAccessible, showTheme, signIn } from './helpers';
import { LONG, seedLongTeacher } from './support/long-data';

/**
 * Issue 32 item 18, at 390x844 and 1440x900 in both themes with real-length names: a table or
 * chart that scrolls sideways is reachable by keyboard (axe scrollable-region-focusable on
 * /students/:id, the seat chart, /usage, admin AI usage), seat names and the CSV preview's
 * Parent Email are whole, the dashboard shows skeletons while it loads, and the chat log is not
 * held to 24rem on a desktop.
 */
test.use({ bypassCSP: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** Each size and theme: axe finds nothing serious (scroll regions included), then `check`. */
async function everyWay(page: Page, check: (size: (typeof SIZES)[number]) => Promise<void>) {
  for (const size of SIZES)
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await showTheme(page, theme);
      await expectAccessible(page);
      await check(size);
    }
}

/** Names whose text runs past their box (cut off or clipped). */
const cutOff = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        )
        .map((el) => el.textContent),
    );

test('scroll regions, seat names and loading on a phone and a laptop, both themes', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const teacher = await seedLongTeacher(context, baseURL!);
  const [cls] = await (await context.request.get('/api/classes')).json();
  const detail = await (await context.request.get(`/api/classes/${cls.id}`)).json();
  const seated = await context.request.put(`/api/classes/${cls.id}/seats`, {
    data: {
      seats: detail.students.map((s: { id: number }, i: number) => ({ studentId: s.id, seat: i })),
    },
  });
  expect(seated.ok()).toBe(true);

  for (const route of [`/students/${teacher.studentId}`, '/usage']) {
    await page.setViewportSize(SIZES[0]);
    await page.goto(route);
    await settled(page);
    await everyWay(page, async () => {});
  }

  await page.goto('/rollcall?tab=attendance');
  await expect(page.getByRole('group', { name: /^Seat chart/ })).toBeVisible();
  await settled(page);
  await everyWay(page, async (size) => {
    // On a phone the room scrolls: a keyboard reaches it.
    if (size.width < 1000) {
      const region = page.getByRole('region', { name: 'Seat chart (scrolls sideways)' });
      await region.focus();
      await expect(region).toBeFocused();
    }
    await expect(page.getByText(LONG.students[1][1]).first()).toBeVisible();
    expect(await cutOff(page, '[data-seat] button > span.font-medium')).toEqual([]);
  });

  // The CSV preview keeps a long Parent Email whole at 1440 px.
  await page.goto('/students');
  await settled(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page
    .locator('#import-csv-text')
    .fill(
      'firstName,lastName,email,grade,parentEmail\nOluwaseun,Adebayo-Okonkwo,,7,oluwaseun.adebayo-okonkwo.family@colegio-internacional-de-montevideo.example.org',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('import-row')).toHaveCount(1);
  await everyWay(page, async () => {
    expect(await cutOff(page, '[data-testid="import-row"] td')).toEqual([]);
  });
  await page.keyboard.press('Escape');

  // The dashboard keeps its cards' places while the plan loads, never a blank body. A page
  // load gets the dashboard drawn by the server with its answers; the skeleton is for arriving
  // from another page of the app, before the plan is known.
  await page.setViewportSize(SIZES[1]);
  await page.goto('/lessons');
  await settled(page);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/subscription**', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByTestId('dashboard-skeleton')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the dashboard' })).toHaveCount(
    1,
  );
  release();
  await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);
  await page.unroute('**/api/subscription**');

  // The chat log is taller than 24rem on a 900 px laptop.
  await page.goto('/ai-chat');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  const maxHeight = await log.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight));
  expect(maxHeight).toBeGreaterThan(24 * 16);
  await page.setViewportSize(SIZES[0]);
  expect(
    await log.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight)),
  ).toBeLessThanOrEqual(844 / 2);
});

test('admin AI usage: the table that scrolls is reachable by keyboard, both sizes and themes', async ({
  page,
}) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/admin?tab=usage');
  await expect(page.getByRole('heading', { name: 'By account' })).toBeVisible();
  await everyWay(page, async () => {});
});
