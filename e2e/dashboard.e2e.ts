import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

// axe is injected as a script tag, which the app's CSP (rightly) refuses.
test.use({ bypassCSP: true });

/** The figures the server computed; the pages must show exactly these. */
async function overview(page: Page) {
  const res = await page.request.get('/api/analytics/overview');
  expect(res.ok()).toBe(true);
  return res.json();
}

const pct = (v: number) => `${v.toFixed(1)}%`;

test('the demo teacher sees the demo class’s real figures on the dashboard and analytics', async ({
  page,
}) => {
  await signIn(page, 'teacher', 'teacher123');
  await expect(page.getByTestId('welcome-heading')).toHaveText('Welcome back, Taylor!');
  const o = await overview(page);
  expect(o.dashboard.students).toBe(12);

  await expect(page.getByTestId('stat-Students')).toHaveText('12');
  await expect(page.getByTestId('stat-Avg Score')).toHaveText(pct(o.dashboard.averageScore));
  await expect(page.getByTestId('stat-AI Lessons')).toHaveText(String(o.dashboard.aiLessons));
  // The plan and Time Saved agree (issue 27 item 10): Time Saved counts every AI generation;
  // the banner says the built-in engine's are not counted against the plan, not "5 of 5 left".
  await expect(page.getByTestId('subscription-title')).toHaveText('Unlimited AI generations');
  await expect(page.getByTestId('subscription-banner')).toContainText(
    'its generations are not counted against your plan',
  );
  await expect(page.getByText(/free AI generations left/)).toHaveCount(0);
  await expect(page.getByText(/\d+ AI generations? × \d+ min/)).toBeVisible();
  for (const band of o.distribution) {
    await expect(page.getByTestId(`band-${band.band}`)).toContainText(
      `${band.count} (${band.percent}%)`,
    );
  }
  const recent = page.getByTestId('recent-lesson');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText(o.dashboard.recentLessons[0].title);

  const priority = page.getByTestId('priority-student');
  // Only students below the support line, at most three.
  expect(o.priorityStudents.length).toBeGreaterThan(0);
  await expect(priority).toHaveCount(o.priorityStudents.length);
  const first = o.priorityStudents[0];
  await expect(priority.first()).toContainText(`${first.firstName} ${first.lastName}`);
  await expect(priority.first()).toContainText(pct(first.average));
  await priority
    .first()
    .getByRole('link', { name: `Support ${first.firstName} ${first.lastName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/students/${first.studentId}$`));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-Total Students')).toHaveText('12');
  await expect(page.getByTestId('stat-Average Score')).toHaveText(pct(o.stats.averageScore));
  await expect(page.getByTestId('stat-Completed Assessments')).toHaveText(
    String(o.stats.completedAssessments),
  );
  await expect(page.getByTestId('stat-Need Support')).toHaveText(String(o.stats.needsSupport));
  await expect(page.getByRole('figure', { name: 'Performance distribution' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Average score by subject' })).toBeVisible();
  const top = page.getByTestId('top-performer');
  await expect(top).toHaveCount(5);
  await expect(top.first()).toContainText(
    `${o.topPerformers[0].firstName} ${o.topPerformers[0].lastName}`,
  );
  await expect(page.getByTestId('recent-activity')).toHaveCount(4);
  await expect(page.getByTestId('insight')).toHaveCount(o.insights.length);
  await expect(page.getByTestId('insight').first()).toHaveText(o.insights[0].text);
  await expectAccessible(page);
});

test('a new teacher sees honest empty states, then figures after the first score', async ({
  page,
}) => {
  await page.goto('/');
  const res = await page.request.post('/api/register', {
    data: { username: `fresh${Date.now()}`, password: 'correct-horse-9', firstName: 'Robin' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/');
  // A brand-new account is welcomed, not welcomed back.
  await expect(page.getByTestId('welcome-heading')).toHaveText('Welcome, Robin!');
  await expect(page.getByTestId('stat-Students')).toHaveText('0');
  await expect(page.getByTestId('stat-Avg Score')).toHaveText('—');
  await expect(page.getByTestId('stat-Time Saved')).toHaveText('0 min');
  await expect(page.getByText('No scores yet').first()).toBeVisible();
  await expect(page.getByText('No students yet').first()).toBeVisible();
  await expect(page.getByText('Add your class in Students to see their progress.')).toBeVisible();
  await expect(page.getByText('No lessons yet')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/analytics');
  await expect(page.getByTestId('stat-Total Students')).toHaveText('0');
  await expect(page.getByTestId('stat-Average Score')).toHaveText('—');
  await expect(page.getByText('Insights appear once scores are recorded.')).toBeVisible();
  await expect(page.getByText('No assessments yet')).toBeVisible();

  // The first recorded score turns the empty states into figures.
  const student = await (
    await page.request.post('/api/students', {
      data: { firstName: 'Sam', lastName: 'Lee', grade: '5' },
    })
  ).json();
  const quiz = await (
    await page.request.post('/api/assessments', {
      data: { title: 'Week 1', subject: 'Science', grade: '5' },
    })
  ).json();
  const saved = await page.request.put(`/api/assessments/${quiz.id}/scores`, {
    data: { scores: [{ studentId: student.id, score: 84 }] },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('stat-Students')).toHaveText('1');
  await expect(page.getByTestId('stat-Avg Score')).toHaveText('84.0%');
  await page.goto('/analytics');
  await expect(page.getByTestId('stat-Completed Assessments')).toHaveText('1');
  await expect(page.getByTestId('stat-Average Score')).toHaveText('84.0%');
});
