import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  ATTENDANCE_MESSAGES as M,
  CHRONIC_MIN_RECORDED_DAYS,
  CHRONIC_RULE,
} from '../src/contracts/attendance.contract';
import { CLASS_MESSAGES } from '../src/contracts/classes.contract';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { expectAccessible, openSignIn, toastText } from './helpers';
import { FACE_SAMPLES, fakeCameraFile } from './support/fake-camera';

/** Photos with known face counts (three people each). */
const THREE_FACES = ['sample1.jpg', 'sample3.jpg'].map((f) => path.join(FACE_SAMPLES, f));

// A fake camera that films the first of them (three faces), and no permission prompt.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCameraFile(THREE_FACES[0]!)}`,
    ],
  },
  permissions: ['camera'],
});

async function registerTeacher(page: Page) {
  await openSignIn(page);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.locator('#register-first-name').fill('Rita');
  await page.locator('#register-username').fill(`periods${Date.now()}`);
  await page.locator('#register-password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create Account', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function addStudents(page: Page, names: [string, string][]) {
  await page.evaluate(async (list) => {
    for (const [firstName, lastName] of list) {
      const res = await fetch('/api/students', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName, lastName, grade: '7' }),
      });
      if (!res.ok) throw new Error(await res.text());
    }
  }, names);
}

const seat = (page: Page, name: RegExp) => page.getByRole('button', { name });

// axe is injected as a script, so this journey lifts the CSP; the face counter below runs
// under the real one.
test.describe('the attendance journey', () => {
  test.use({ bypassCSP: true });

  test('a teacher creates a class, seats it, takes attendance with a head count, saves, reloads and exports', async ({
    page,
  }) => {
    // A count looks at the photo five times (whole and quarters): 20-30 s on two busy cores.
    test.setTimeout(240_000);
    await registerTeacher(page);
    await addStudents(page, [
      ['Ada', 'Byron'],
      ['Ben', 'Cole'],
      ['Cy', 'Diaz'],
    ]);
    await page.goto('/rollcall?tab=attendance');
    await expect(page.getByText(CLASS_MESSAGES.noClasses)).toBeVisible();

    // Create the class and put everyone in it.
    await page.getByRole('button', { name: 'Create a class' }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await dialog.getByRole('button', { name: 'Create class' }).click();
    await expect(dialog.getByText(CLASS_MESSAGES.nameRequired)).toBeVisible();
    await page.locator('#class-name').fill('Period 2 Biology');
    await page.locator('#class-subject').fill('Biology');
    await dialog.getByRole('button', { name: 'Create class' }).click();
    await expect(toastText(page, CLASS_MESSAGES.created)).toBeVisible();
    const edit = page.getByRole('dialog', { name: 'Edit class' });
    await edit.getByRole('button', { name: 'Select all' }).click();
    await edit.getByRole('button', { name: /Add 3 to class/ }).click();
    await expect(edit.getByText('In this class (3)')).toBeVisible();
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(edit).toHaveCount(0);

    // A new class: everyone is seated with one click, in alphabetical order, and it undoes.
    await expect(page.getByText('Not seated (3)')).toBeVisible();
    const seatAll = page.getByRole('group', { name: 'Seat everyone' });
    await seatAll.getByRole('button', { name: 'Alphabetical' }).click();
    await expect(seat(page, /^Ada Byron\s*Not marked\s*,\s*Row 1, seat 1/)).toBeVisible();
    await expect(seat(page, /^Ben Cole\s*Not marked\s*,\s*Row 1, seat 2/)).toBeVisible();
    await expect(seat(page, /^Cy Diaz\s*Not marked\s*,\s*Row 1, seat 3/)).toBeVisible();
    await expect(page.getByText('Not seated (0)')).toBeVisible();
    await seatAll.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Not seated (3)')).toBeVisible();
    await expect(seatAll.getByRole('button', { name: 'Undo' })).toHaveCount(0);

    // Seat them by hand: Ada by keyboard, Ben by pointer, Cy stays unseated.
    await page.getByRole('radio', { name: 'Arrange seats' }).click();
    await expect(page.getByText('Not seated (3)')).toBeVisible();
    await seat(page, /^Ada Byron\s*,\s*not seated/).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Ada Byron picked up/)).toBeVisible();
    await page.getByRole('button', { name: 'Move Ada Byron to Row 1, seat 1 (empty)' }).focus();
    await page.keyboard.press('Enter');
    await expect(seat(page, /^Ada Byron\s*,\s*Row 1, seat 1/)).toBeVisible();
    // The pointer way without dragging: click the student, then the seat.
    await seat(page, /^Ben Cole\s*,\s*not seated/).click();
    await page.getByRole('button', { name: 'Move Ben Cole to Row 2, seat 2 (empty)' }).click();
    await expect(seat(page, /^Ben Cole\s*,\s*Row 2, seat 2/)).toBeVisible();
    await expect(page.getByText('Not seated (1)')).toBeVisible();

    // Take attendance: everyone present, then Ben absent (one click) with a note.
    await page.getByRole('radio', { name: 'Take attendance' }).click();
    await page.getByRole('button', { name: 'Mark all present' }).click();
    await seat(page, /^Ben Cole\s*Present\s*,\s*Row 2, seat 2/).click();
    await expect(seat(page, /^Ben Cole\s*Absent\s*,\s*Row 2, seat 2/)).toContainText('Absent');
    await page.getByText('Notes for individual students').click();
    await page.locator('label', { hasText: 'Ben Cole' }).click();
    await page.keyboard.type('Dentist');

    // Head count with the camera, which films three people: the still must show them (a still
    // taken after the camera stopped is black and counts 0). The page answers while it counts.
    await page.getByRole('button', { name: 'Take class photo' }).click();
    const photo = page.getByRole('dialog', { name: 'Check the head count' });
    await expect(photo.getByText(M.privacy)).toBeVisible();
    await photo.getByRole('button', { name: 'Take photo' }).click();
    await expect(photo.getByTestId('face-count')).toHaveText(M.faceCompare(3, 2), {
      timeout: 120_000,
    });
    await expect(
      photo.getByRole('img', { name: 'Class photo with 3 faces outlined' }),
    ).toBeVisible();
    await photo.getByRole('button', { name: 'Use this count' }).click();
    await expect(page.getByTestId('saved-face-count')).toContainText(M.faceCompare(3, 2));

    await page.getByRole('button', { name: 'Save attendance' }).click();
    await expect(toastText(page, M.saved)).toBeVisible();

    // Reload: the seats, the marks, the note and the count are stored.
    await page.reload();
    await expect(seat(page, /^Ben Cole\s*Absent\s*,\s*Row 2, seat 2/)).toBeVisible();
    await expect(seat(page, /^Ada Byron\s*Present\s*,\s*Row 1, seat 1/)).toBeVisible();
    await expect(seat(page, /^Cy Diaz\s*Present\s*,\s*not seated/)).toBeVisible();
    await expect(page.getByTestId('saved-face-count')).toContainText(M.faceCompare(3, 2));
    await page.getByText('Notes for individual students').click();
    await expect(
      page.locator('label', { hasText: 'Ben Cole' }).locator('..').getByRole('textbox'),
    ).toHaveValue('Dentist');
    await expect(page.getByRole('button', { name: /67% · 2 present, 1 absent/ })).toBeVisible();

    // Export the class as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('attendance-Period-2-Biology.csv');
    const csv = (await readFile((await file.path())!, 'utf8')).replace('\uFEFF', '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Class,First Name,Last Name,Status,Note,Face Count');
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 6).join(','))).toEqual([
      'Ada,Byron,Present,',
      'Ben,Cole,Absent,Dentist',
      'Cy,Diaz,Present,',
    ]);
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['3', '3', '3']);

    await expectAccessible(page);

    // The Analytics tab shows today's record and the rate.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Attendance taken for 1 of 1 class')).toBeVisible();
    await expect(page.getByText('Period 2 Biology: 67% over 1 recorded day')).toBeVisible();
    // One recorded day labels nobody chronically absent; the rule says from when it will.
    await expect(page.getByTestId('chronic-rule')).toHaveText(CHRONIC_RULE);
    await expect(page.getByTestId('chronic-none')).toHaveText(
      `No student has ${CHRONIC_MIN_RECORDED_DAYS} recorded days yet, so nobody is labelled.`,
    );
    await expect(page.getByRole('link', { name: 'Ben Cole' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('the face counter counts the faces in photos of known counts, in the browser', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerTeacher(page);
  await addStudents(page, [['Eve', 'Frost']]);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.evaluate(async () => {
    const list = await (await fetch('/api/students')).json();
    await fetch('/api/classes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Homeroom', studentIds: [list[0].id] }),
    });
  });
  await page.goto('/rollcall?tab=attendance');
  await page.getByRole('button', { name: 'Take class photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Check the head count' });
  // The detector's model is held back a moment, to see the count say where it is.
  let releaseModel = () => {};
  const modelHeld = new Promise<void>((resolve) => (releaseModel = resolve));
  await page.route('**/api/face-model/**', async (route) => {
    await modelHeld;
    await route.continue();
  });
  await photo.locator('input[type="file"]').setInputFiles(THREE_FACES[0]!);
  await expect(photo.getByTestId('count-progress')).toContainText(
    'Step 1 of 2: Loading the face detector',
  );
  releaseModel();
  for (const [i, file] of THREE_FACES.entries()) {
    if (i > 0) {
      // Each photo is counted anew: the last photo's count goes while this one is counted.
      await photo.locator('input[type="file"]').setInputFiles(file);
      await expect(photo.getByTestId('count-progress')).toBeVisible();
      await expect(photo.getByTestId('face-count')).toBeHidden();
    }
    await expect(photo.getByTestId('face-count')).toHaveText(M.faceCompare(3, 0), {
      timeout: 120_000,
    });
  }
  // Nothing left for another host, and the photo itself was never sent anywhere.
  const origin = new URL(page.url()).origin;
  expect(
    requests.filter(
      (u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'),
    ),
  ).toEqual([]);
  expect(
    requests.filter((u) => u.includes('/api/') && !u.includes('face-model')),
  ).not.toContainEqual(expect.stringMatching(/photo|image|upload/));
});
