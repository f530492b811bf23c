import { ROLE_INSTRUCTOR, startFakeLms, type FakeLms } from '../src/server/testing/lti-platform';
import { expect, test } from './fixtures';
import { atEverySizeAndScheme, lookAtEverySize, signIn, toastText } from './helpers';

// The server knows its address: an LMS is given its login, launch and keyset URLs.
test.use({ withPublicUrl: true });

let lms: FakeLms;

test.beforeAll(async () => {
  lms = await startFakeLms({ clientId: 'chalkwise-e2e', deploymentId: 'course-deployment-7' });
  lms.people.set('hint-siobhan', {
    sub: 'lms-user-0042',
    roles: [ROLE_INSTRUCTOR],
    given_name: 'Siobhán',
    family_name: "O'Connor-Nguyễn",
    email: 'siobhan@school.example.org',
  });
});

test.afterAll(async () => {
  await lms?.close();
});

test.describe('the Integrations tab', () => {
  // axe is injected as a script tag, which the hashed script-src refuses.
  test.use({ bypassCSP: true });

  test('an admin adds an LMS by hand and makes a registration link', async ({ page, appUrl }) => {
    await signIn(page, 'admin', 'admin123');
    await page.goto('/admin?tab=integrations');
    await expect(page.getByText('No LMS is registered yet')).toBeVisible();
    await expect(page.getByTestId('lti-jwks-url')).toHaveText(`${appUrl}/lti/jwks`);
    await lookAtEverySize(page, 'lti-integrations-empty');

    // The form's own messages, before anything is sent.
    await page.getByRole('button', { name: 'Add LMS' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    const r = lms.registration;
    await page.locator('#lti-name').fill('Lakeside LMS');
    await page.locator('#lti-issuer').fill(r.issuer);
    await page.locator('#lti-client-id').fill(r.clientId);
    await page.locator('#lti-deployments').fill(r.deploymentIds.join(', '));
    await page.locator('#lti-auth-url').fill(r.authUrl);
    await page.locator('#lti-token-url').fill(r.tokenUrl);
    await page.locator('#lti-jwks-url-field').fill(r.jwksUrl);
    // The LMS is also reached by another name (another site to the browser; the last journey).
    await page.locator('#lti-web-url').fill(r.issuer.replace('127.0.0.1', 'localhost'));
    await page.getByRole('button', { name: 'Add LMS' }).click();
    await expect(toastText(page, 'Lakeside LMS added')).toBeVisible();
    const card = page.getByTestId('lti-platform');
    await expect(card).toContainText('Lakeside LMS');
    await expect(card).toContainText('course-deployment-7');
    await expect(card).toContainText('no launch yet');

    await page.getByRole('button', { name: 'Make a registration link' }).click();
    await expect(page.getByTestId('lti-registration-url')).toContainText(
      `${appUrl}/lti/register?token=`,
    );
    await lookAtEverySize(page, 'lti-integrations');
  });
});

test('a teacher launches Chalkwise inside the LMS’s frame and lands signed in on the linked page', async ({
  page,
  appUrl,
}) => {
  lms.targets.set('hint-siobhan', `${appUrl}/lessons`);
  // The LMS's course page, on another origin, embeds the tool as Canvas and Moodle do.
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  await expect(frame.getByRole('heading', { name: 'Welcome to Chalkwise' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lti-first-launch.png'), fullPage: true });
  await frame.getByRole('button', { name: 'Continue with a new account' }).click();

  // Signed in, on the link's page, still inside the LMS (frame-ancestors allows its origin).
  await expect(frame.getByRole('heading', { name: 'Lesson Planning', exact: true })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Logout' })).toBeVisible();
  const tool = page.frames().find((f) => f.url().startsWith(appUrl))!;
  expect(new URL(tool.url()).pathname).toBe('/lessons');
  const me = await tool.evaluate(async () => (await fetch('/api/user')).json());
  expect(me.user).toMatchObject({
    firstName: 'Siobhán',
    lastName: "O'Connor-Nguyễn",
    role: 'user',
  });
  await page.screenshot({ path: test.info().outputPath('lti-launched.png'), fullPage: true });

  // Something to link into the course later (Deep Linking, below).
  const made = await tool.evaluate(async () => {
    const res = await fetch('/api/lessons', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Volcanoes: how they erupt', subject: 'Science', grade: '8' }),
    });
    return res.status;
  });
  expect(made).toBe(201);

  // The next launch goes straight in: the account is found by the LMS's id for the person.
  await page.reload();
  await expect(frame.getByRole('heading', { name: 'Lesson Planning', exact: true })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Welcome to Chalkwise' })).toHaveCount(0);
});

test('the teacher adds a Chalkwise lesson to the course from inside the LMS (Deep Linking)', async ({
  page,
  appUrl,
}) => {
  lms.people.set('hint-siobhan-dl', lms.people.get('hint-siobhan')!);
  lms.deepLinkHints.add('hint-siobhan-dl');
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan-dl'));
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  await expect(frame.getByRole('heading', { name: 'Add Chalkwise content' })).toBeVisible();
  await frame.getByRole('checkbox', { name: 'Volcanoes: how they erupt' }).check();
  // The page follows the system's theme (it is served outside the app).
  await atEverySizeAndScheme(page, async (shot) => {
    const path = test.info().outputPath(`lti-picker-${shot}.png`);
    await page.screenshot({ path, fullPage: true });
  });
  await frame.getByRole('button', { name: 'Add to Fake LMS' }).click();
  // The signed answer, posted back by the browser to the LMS, which lists what it received.
  await expect(frame.getByRole('heading', { name: 'Added to the course' })).toBeVisible();
  await expect(frame.getByRole('listitem')).toHaveText(['Volcanoes: how they erupt']);
});

test('where the browser keeps no cookie in the LMS’s frame, the launch offers a new window that arrives signed in', async ({
  page,
  appUrl,
}) => {
  lms.targets.set('hint-siobhan', `${appUrl}/lessons`);
  // localhost and 127.0.0.1 are different sites: the frame's SameSite=Lax cookie is not sent.
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan').replace('127.0.0.1', 'localhost'));
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  await expect(frame.getByText('does not let Chalkwise keep you signed in')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('lti-cookies-blocked.png'),
    fullPage: true,
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('link', { name: 'Open in a new window' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Lesson Planning', exact: true })).toBeVisible();
  expect(new URL(popup.url()).pathname).toBe('/lessons');
  await expect(popup.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('where the LMS offers platform storage, a launch in a frame without cookies is tied to the browser through it', async ({
  page,
  appUrl,
}) => {
  lms.targets.set('hint-siobhan', `${appUrl}/lessons`);
  const blocked = () => lms.coursePage(appUrl, 'hint-siobhan').replace('127.0.0.1', 'localhost');
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  try {
    // The login stores the state in the LMS's storage frame; the launch reads it back.
    lms.storage = 'answer';
    await page.goto(blocked());
    await expect(frame.getByText('does not let Chalkwise keep you signed in')).toBeVisible();
    const storage = page.frame({ name: 'lti_storage_frame' })!;
    expect(await storage.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual([
      'lti.put_data',
      'lti.put_data',
      'lti.get_data',
    ]);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      frame.getByRole('link', { name: 'Open in a new window' }).click(),
    ]);
    await expect(
      popup.getByRole('heading', { name: 'Lesson Planning', exact: true }),
    ).toBeVisible();
    await popup.close();

    // An LMS that names a storage frame but never answers: after a moment, the launch as before.
    lms.storage = 'silent';
    await page.goto(blocked());
    await expect(frame.getByText('does not let Chalkwise keep you signed in')).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    lms.storage = 'none';
  }
});

test('a learner opens an assessment from the course on a phone, takes it, and the score reaches the LMS’s gradebook', async ({
  page,
  appUrl,
}) => {
  // The LMS trusts the tool's keys: it checks the client assertion of the token request.
  lms.toolJwks = async () => (await fetch(`${appUrl}/lti/jwks`)).json();
  // The teacher (from the course) makes and publishes an assessment.
  lms.targets.set('hint-siobhan', `${appUrl}/assessments`);
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
  await expect(
    page.frameLocator('iframe[title="Chalkwise"]').getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  const tool = page.frames().find((f) => f.url().startsWith(appUrl))!;
  const { id, status } = await tool.evaluate(async () => {
    const post = (url: string, body?: object) =>
      fetch(url, {
        method: 'POST',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    const made = await post('/api/assessments', {
      title: 'Light and shadows',
      subject: 'Science',
      grade: '8',
      maxScore: 10,
      questions: [
        { id: 'q1', type: 'true_false', prompt: 'Light travels in straight lines', answer: 'true' },
      ],
    });
    const { id } = (await made.json()) as { id: number };
    return { id, status: (await post(`/api/assessments/${id}/publish`)).status };
  });
  expect(status).toBe(200);

  // A learner of the course opens the link Deep Linking made (its custom parameters and line item).
  lms.people.set('hint-zoe', {
    sub: 'lms-learner-7',
    roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
    given_name: 'Zoë',
    family_name: "D'Arcy",
  });
  lms.targets.set('hint-zoe', `${appUrl}/assessments/${id}/results`);
  lms.claims.set('hint-zoe', {
    'https://purl.imsglobal.org/spec/lti/claim/custom': {
      chalkwise_kind: 'assessment',
      chalkwise_id: String(id),
    },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
      scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
      lineitem: lms.lineitemUrl('light-1'),
    },
  });
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(lms.coursePage(appUrl, 'hint-zoe'));
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  await expect(frame.getByRole('heading', { name: 'Light and shadows' })).toBeVisible();
  // Already chosen: her name from the LMS, her personal code.
  await expect(frame.getByLabel('Your name')).toHaveValue(/\d+/);
  await expect(frame.getByLabel('Your name').locator('option:checked')).toHaveText('Zoë D.');
  await frame.getByLabel('True').check();
  await page.screenshot({ path: test.info().outputPath('lti-learner-take.png'), fullPage: true });
  await frame.getByRole('button', { name: 'Submit' }).click();
  await expect(frame.getByRole('heading', { name: 'Your answers were submitted.' })).toBeVisible();

  await expect.poll(() => lms.scores.length, { timeout: 15_000 }).toBe(1);
  expect(lms.scores[0]).toMatchObject({
    lineitem: lms.lineitemUrl('light-1'),
    contentType: 'application/vnd.ims.lis.v1.score+json',
    body: {
      userId: 'lms-learner-7',
      scoreGiven: 10,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    },
  });

  // The teacher, back in the course, sees on the results page that the score went to the LMS.
  await page.context().clearCookies();
  lms.targets.set('hint-siobhan', `${appUrl}/assessments/${id}/results`);
  await atEverySizeAndScheme(page, async (shot) => {
    await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
    await expect(frame.getByLabel(/^Grades sent to /)).toContainText('1 of 1 score sent to');
    const path = test.info().outputPath(`lti-results-${shot}.png`);
    await page.screenshot({ path, fullPage: true });
  });

  // The course is a class of hers. Now the LMS offers its roster: Zoë and a classmate come in,
  // spelled as the LMS spells them, and Sync roster reads it again.
  lms.targets.set('hint-siobhan', `${appUrl}/rollcall?tab=attendance`);
  lms.claims.set('hint-siobhan', {
    'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
      context_memberships_url: lms.membershipsUrl,
    },
  });
  const member = (user_id: string, given_name: string, family_name: string) => ({
    user_id,
    roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
    status: 'Active' as const,
    given_name,
    family_name,
  });
  lms.members = [
    member('lms-learner-7', 'Zoë', "D'Arcy"),
    member('lms-learner-8', 'Mateo', 'Ruiz-Peña'),
  ];
  let synced = false;
  await atEverySizeAndScheme(page, async (shot) => {
    await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
    await frame.getByRole('button', { name: 'Manage classes' }).click();
    await frame.getByRole('button', { name: /^Edit Year 8 Science/ }).click();
    const edit = frame.getByRole('dialog', { name: 'Edit class' });
    await expect(edit.getByRole('heading', { name: 'Lakeside LMS course' })).toBeVisible();
    await expect(edit.getByText('In this class (2)')).toBeVisible();
    await expect(edit.getByText('Mateo Ruiz-Peña')).toBeVisible();
    if (!synced) {
      await edit.getByRole('button', { name: 'Sync roster' }).click();
      await expect(frame.getByText('Roster synced', { exact: true }).first()).toBeVisible();
      synced = true;
    }
    await expect(edit.getByText(/Last synced /)).toContainText(
      /Chalkwise syncs it again every night at 03:00 \(.+ time\)\./,
    );
    // On a phone the panel is below the form, in the dialog's own scroll.
    await edit.getByRole('heading', { name: 'Lakeside LMS course' }).scrollIntoViewIfNeeded();
    const path = test.info().outputPath(`lti-class-${shot}.png`);
    await page.screenshot({ path, fullPage: true });
  });
});

/** The homework quiz: question i's right answer is its choice i % 4 (as the tests' makeQuiz). */
const HOMEWORK = [
  { question: 'Where is the sun at noon?', choices: ['Highest', 'Lowest', 'Setting', 'Rising'] },
  { question: 'What makes a shadow?', choices: ['Water', 'Blocked light', 'Wind', 'Sound'] },
  { question: 'When is a shadow shortest?', choices: ['Dawn', 'Dusk', 'Noon', 'Midnight'] },
].map((q, i) => ({ ...q, answerIndex: i % 4, timeLimit: 60 }));

test('a learner opens a quiz from the course as homework in the LMS’s frame with no cookie kept, plays it, and her score reaches the gradebook', async ({
  page,
  appUrl,
}) => {
  lms.toolJwks = async () => (await fetch(`${appUrl}/lti/jwks`)).json();
  // The teacher (from the course) assigns a quiz as homework to the course's class.
  lms.targets.set('hint-siobhan', `${appUrl}/rollcall`);
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
  const frame = page.frameLocator('iframe[title="Chalkwise"]');
  await expect(frame.getByRole('button', { name: 'Logout' })).toBeVisible();
  const tool = page.frames().find((f) => f.url().startsWith(appUrl))!;
  const { quizId, roomId, status } = await tool.evaluate(async (questions) => {
    const send = (url: string, body: object, method = 'POST') =>
      fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const made = await send('/api/quizzes/generate', {
      subject: 'Science',
      gradeLevel: '8',
      totalQuestions: 5,
    });
    const { quiz } = (await made.json()) as { quiz: { id: number } };
    await send(
      `/api/quizzes/${quiz.id}`,
      { title: 'Shadows at noon: homework', questions },
      'PATCH',
    );
    const classes = (await (await fetch('/api/classes')).json()) as
      { items: { id: number; name: string }[] } | { id: number; name: string }[];
    const list = Array.isArray(classes) ? classes : classes.items;
    const course = list.find((c) => c.name === 'Year 8 Science')!;
    const res = await send('/api/games/room', {
      quizId: quiz.id,
      classId: course.id,
      pace: 'self',
      closesAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    });
    const { room } = (await res.json()) as { room: { id: number } };
    return { quizId: quiz.id, roomId: room.id, status: res.status };
  }, HOMEWORK);
  expect(status).toBe(201);

  // Mateo (in the class since the roster sync) opens the quiz's link from the course, on a phone,
  // in a browser that keeps no cookie in the LMS's frame. The link has its gradebook column.
  lms.people.set('hint-mateo', {
    sub: 'lms-learner-8',
    roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
    given_name: 'Mateo',
    family_name: 'Ruiz-Peña',
  });
  lms.targets.set('hint-mateo', `${appUrl}/`);
  lms.claims.set('hint-mateo', {
    'https://purl.imsglobal.org/spec/lti/claim/custom': {
      chalkwise_kind: 'quiz',
      chalkwise_id: String(quizId),
    },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
      scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
      lineitem: lms.lineitemUrl('shadows-1'),
    },
  });
  await page.context().clearCookies();
  // The join page's answer reaches the frame without its device cookie (fetched outside the
  // browser, whose cookie store would otherwise keep it).
  await page.route('**/api/games/join/**', async (route) => {
    const res = await fetch(route.request().url());
    await route.fulfill({
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
  await atEverySizeAndScheme(page, async (shot) => {
    await page.goto(lms.coursePage(appUrl, 'hint-mateo'));
    await expect(frame.getByRole('heading', { name: 'Shadows at noon: homework' })).toBeVisible();
    await expect(frame.getByRole('radio', { name: 'Mateo R.' })).toBeChecked();
    await expect(frame.getByRole('radio', { name: 'Zoë D.' })).not.toBeChecked();
    const path = test.info().outputPath(`lti-quiz-join-${shot}.png`);
    await page.screenshot({ path, fullPage: true });
  });
  expect(await page.context().cookies(appUrl)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await frame.getByRole('button', { name: 'Join game' }).click();
  // Right, wrong, right.
  for (const [q, right] of [
    [0, true],
    [1, false],
    [2, true],
  ] as const) {
    const { question, choices, answerIndex } = HOMEWORK[q]!;
    await expect(frame.getByRole('heading', { name: question })).toBeVisible();
    const pick = choices[right ? answerIndex : (answerIndex + 1) % 4]!;
    await frame.getByRole('button', { name: new RegExp(pick) }).click();
    await expect(frame.getByTestId('player-result')).toContainText(
      right ? 'Correct!' : 'Not this time',
    );
    if (q === 0) await page.screenshot({ path: test.info().outputPath('lti-quiz-play.png') });
    await frame.getByTestId('player-next').click();
  }
  await expect(frame.getByTestId('player-final')).toContainText('2 correct of 3 answered');
  // His score reaches the course's gradebook column as he finishes.
  const mateos = () => lms.scores.filter((s) => s.body.userId === 'lms-learner-8');
  await expect.poll(() => mateos().length, { timeout: 15_000 }).toBe(1);
  expect(mateos()[0]).toMatchObject({
    lineitem: lms.lineitemUrl('shadows-1'),
    body: { scoreGiven: 2, scoreMaximum: 3, gradingProgress: 'FullyGraded' },
  });

  // The teacher closes the assignment; the results page says the score was sent.
  await page.unroute('**/api/games/join/**');
  lms.targets.set('hint-siobhan', `${appUrl}/rollcall/host/${roomId}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
  await frame.getByTestId('close-assignment').click();
  await frame.getByRole('button', { name: 'Close now' }).last().click();
  await expect(frame.getByTestId('podium')).toContainText('Mateo');
  lms.targets.set('hint-siobhan', `${appUrl}/rollcall/games/${roomId}/results`);
  await atEverySizeAndScheme(page, async (shot) => {
    await page.goto(lms.coursePage(appUrl, 'hint-siobhan'));
    await expect(frame.getByLabel(/^Grades sent to /)).toContainText('1 of 1 score sent to');
    expect(mateos()).toHaveLength(1);
    const path = test.info().outputPath(`lti-quiz-results-${shot}.png`);
    await page.screenshot({ path, fullPage: true });
  });
});
