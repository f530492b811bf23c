import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { layoutProblems } from './support/layout-check';
import { LONG, seedLongTeacher, type LongTeacher } from './support/long-data';

/**
 * Issue 27 item 11: every signed-in page fits a phone once a teacher has real-length data
 * (names, titles and emails as long as real ones), at 360 and 390 px, light and dark; and the
 * floating Help button (item 19) covers no control on a laptop, nor on a phone once the page is
 * scrolled to its end. One page load per route; sizes and themes change in place.
 */
const PHONES = [360, 390] as const;
const LAPTOP = { width: 1440, height: 900 };

function routesOf(t: LongTeacher): string[] {
  return [
    '/',
    '/analytics',
    '/profile',
    '/lessons',
    `/lessons/${t.lessonId}`,
    `/lessons/${t.lessonId}/edit`,
    `/lessons/${t.lessonId}/present`,
    `/lessons/${t.lessonId}/speaker`,
    '/assessments',
    '/assessments/class-sheet',
    `/assessments/${t.assessmentId}/edit`,
    `/assessments/${t.assessmentId}/results`,
    '/students',
    `/students/${t.studentId}`,
    `/students/${t.studentId}/edit`,
    '/rollcall?tab=attendance',
    '/rollcall?tab=quizzes',
    '/rollcall?tab=games',
    '/rollcall?tab=analytics',
    `/rollcall/quizzes/${t.quizId}`,
    `/rollcall/host/${t.openRoomId}`,
    `/rollcall/games/${t.finishedRoomId}/results`,
    '/ai-chat',
    '/content',
    '/usage',
    '/admin',
  ];
}

/** The signed-in route table's paths, so a new page cannot be left out of this test. */
function signedInPaths(): string[] {
  const source = readFileSync('src/web/app/routes.tsx', 'utf8');
  const table = source.slice(source.indexOf('export const signedInRoutes'));
  return [...table.matchAll(/route\(\s*'([^']+)'/g)].map((m) => m[1]!);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('chalkwise-theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.style.colorScheme = t;
    window.dispatchEvent(new Event('chalkwise-theme'));
  }, theme);
}

/** The page has drawn its data: a heading is up and no loading placeholder is left. */
async function settled(page: Page) {
  // A teacher at /admin sees a refusal rather than a heading.
  await expect(
    page
      .locator('h1, h2')
      .or(page.getByText('Access denied. Administrator privileges required.'))
      .first(),
  ).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function problemsAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
  // On a phone, the page scrolls under the floating button as under any: what matters is that
  // it covers nothing at the page's end. On a laptop it has a gutter and covers nothing at all.
  const top = (await layoutProblems(page)).filter(
    (p) => size.width >= LAPTOP.width || !p.includes('Help button'),
  );
  // Scrolled to the end, where the last row of buttons meets the floating Help button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = await layoutProblems(page);
  return [...new Set([...top, ...end])];
}

test('every signed-in page fits a phone with long names and titles, in both themes', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const teacher = await seedLongTeacher(context, baseURL!);
  const routes = routesOf(teacher);
  for (const path of signedInPaths())
    expect(
      routes.some((r) => new RegExp(`^${path.replace(/:\w+/g, '\\d+')}(\\?|$)`).test(r)),
      `${path} is in the route table but not in this test`,
    ).toBe(true);

  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: PHONES[1], height: 844 });
    await page.goto(route);
    await settled(page);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const width of PHONES)
        for (const p of await problemsAt(page, { width, height: 844 }))
          found.push(`${route} at ${width}px, ${theme}: ${p}`);
    }
    for (const p of await problemsAt(page, LAPTOP))
      if (p.includes('Help button')) found.push(`${route} at 1440px: ${p}`);
  }
  expect(found).toEqual([]);

  // Where there is room, a long name shows whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/students');
  const [first, last] = LONG.students[0];
  const student = page.getByText(`${first} ${last}`, { exact: true }).first();
  await expect(student).toBeVisible();
  expect(await student.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('the top bar greets a teacher with a long first name whole on a phone (item 13)', async ({
  page,
  context,
  baseURL,
}) => {
  // Its own test, so a layout problem found by the sweep above cannot hide this one.
  await seedLongTeacher(context, baseURL!);
  await page.goto('/');
  const greeting = page.getByTestId('user-first-name');
  await expect(greeting).toHaveText(LONG.firstName);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 844 });
      // "Welcome, Maximiliano" fits: neither the line nor the name is cut to "Welcom…".
      const cut = await greeting.evaluate(
        (name) =>
          [name, name.parentElement!].filter((el) => el.scrollWidth > el.clientWidth).length,
      );
      expect(cut, `cut at ${width}px, ${theme}`).toBe(0);
      await expect(greeting).toBeInViewport();
    }
  }
});

test("the take page's timer never sits over the answers on a phone (item 12)", async ({
  page,
  context,
}) => {
  const api = context.request;
  const username = `take${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await api.post('/api/register', { data: { username, password: 'correct-horse-9' } });
  const student = await (
    await api.post('/api/students', { data: { firstName: 'Ana', lastName: 'Ruiz', grade: '7' } })
  ).json();
  const questions = Array.from({ length: 8 }, (_, i) => ({
    id: `q${i + 1}`,
    type: 'multiple_choice',
    prompt: `Which unit rate is the better buy in flyer ${i + 1}?`,
    choices: ['$2.50 per kilogram of rice', '$2.75 per kilogram', '$3.10 per kilogram'],
    answer: '$2.50 per kilogram of rice',
  }));
  const created = await (
    await api.post('/api/assessments', {
      data: { title: 'Unit rates', subject: 'Mathematics', grade: '7', timeLimit: 30, questions },
    })
  ).json();
  const { shareCode } = await (await api.post(`/api/assessments/${created.id}/publish`)).json();
  expect(student.id).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/take/${shareCode}`);
  const timer = page.getByTestId('take-timer');
  await expect(timer).toBeVisible();
  const options = page.locator('form label:has(input[type=radio])');
  await expect(options).toHaveCount(24);

  // Wherever the page is scrolled, an answer level with the timer is wholly behind its bar,
  // never showing beside a floating clock.
  for (const y of [300, 700, 1100, 1500]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const beside = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="take-timer-bar"]');
      const clock = document.querySelector('[data-testid="take-timer"]')!.getBoundingClientRect();
      const box = (bar ??
        document.querySelector('[data-testid="take-timer"]'))!.getBoundingClientRect();
      return [...document.querySelectorAll('form label')]
        .map((l) => l.getBoundingClientRect())
        .filter((r) => r.bottom > clock.top && r.top < clock.bottom)
        .filter((r) => r.left < box.left || r.right > box.right).length;
    });
    expect(beside, `scrolled to ${y}`).toBe(0);
  }

  // Moving back up with the keyboard, each answer comes into view below the timer, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('input[name="answer-q8"]').first().focus();
  for (let i = 7; i >= 1; i -= 1) {
    await page.keyboard.press('Shift+Tab');
    const hidden = await page.evaluate(() => {
      const bar =
        document.querySelector('[data-testid="take-timer-bar"]') ??
        document.querySelector('[data-testid="take-timer"]')!.closest('div')!;
      const focused = document.activeElement!.getBoundingClientRect();
      return focused.top < bar.getBoundingClientRect().bottom;
    });
    expect(hidden).toBe(false);
  }
});
