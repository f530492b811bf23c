import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';

/**
 * Stored XSS: a teacher whose every free-text field holds an injection corpus, rendered in
 * Chromium on every page that shows that text, to the teacher, to an anonymous visitor (share
 * link, take page) and to an admin. Each payload calls `window.__pwn(id)` (or alert/confirm/
 * prompt), which an init script records. The first pass runs without the CSP, so it tests the
 * rendering itself (React escaping, the Markdown sanitizer); the second runs with the real CSP
 * and also fails on any violation, which would mean a payload reached the DOM as markup.
 */

const pwn = (id: string) => `window.__pwn('${id}')`;

/** Each entry is one injection shape; ids say which one fired. */
const CORPUS = [
  `<script>${pwn('script')}</script>`,
  `<img src=x onerror="${pwn('img')}">`,
  `<svg onload="${pwn('svg')}"></svg>`,
  `<svg><script>${pwn('svg-script')}</script></svg>`,
  `<a href="javascript:${pwn('a-href')}">click me</a>`,
  `<iframe srcdoc="<script>parent.__pwn('iframe')</script>"></iframe>`,
  `<div style="background:url(javascript:${pwn('style-url')});width:expression(${pwn('expr')})">styled</div>`,
  `<details open ontoggle="${pwn('details')}">d</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${pwn('mxss')}>`,
  `<object data="javascript:${pwn('object')}"></object>`,
  `<form action="javascript:${pwn('form')}"><button>go</button></form>`,
  `[md link](javascript:${pwn('md-link')})`,
  `[md data](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd24oJ2RhdGEnKTwvc2NyaXB0Pg==)`,
  `![md img](x" onerror="${pwn('md-img')})`,
  `<javascript:${pwn('autolink')}>`,
  `&lt;script&gt;${pwn('entity')}&lt;/script&gt; &#x3C;img src=x onerror=${pwn('entity2')}&#x3E;`,
  '${' + pwn('template') + '} `${alert(1)}`',
  `{{constructor.constructor('${pwn('angular')}')()}}`,
  `"><img src=x onerror=${pwn('attr-dq')}>`,
  `'><svg/onload=${pwn('attr-sq')}>`,
  `" autofocus onfocus="${pwn('attr-focus')}" x="`,
  `</textarea><script>${pwn('textarea')}</script>`,
  `$\\href{javascript:${pwn('katex')}}{k}$ $$\\url{javascript:${pwn('katex2')}}$$`,
  `<script>alert(1)</script><img src=x onerror=confirm(1)><svg onload=prompt(1)>`,
];
const ALL = CORPUS.join('\n\n');

/** Literal text that must show as text (not as markup) where the field is displayed. */
const LIT = {
  teacher: `<img src=x onerror=${pwn('t-first')}>`,
  teacherLast: `"><script>${pwn('t-last')}</script>`,
  lessonTitle: `<script>${pwn('l-title')}</script>"><img src=x onerror=${pwn('l-title2')}>`,
  genLessonTitle: `<svg onload=${pwn('g-title')}> generated`,
  assessmentTitle: `<script>${pwn('a-title')}</script> quiz '><svg/onload=${pwn('a-title2')}>`,
  genAssessmentTitle: `"><img src=x onerror=${pwn('ga-title')}> generated`,
  prompt: `<img src=x onerror=${pwn('q-prompt')}> What is 2+2?`,
  shortAnswer: `<script>${pwn('answer')}</script> four`,
  chat: `<script>${pwn('chat')}</script> plan a lesson on fractions`,
};
const STUDENTS = [
  { firstName: `<script>${pwn('s1')}</script>`, lastName: `<img src=x onerror=${pwn('s1l')}>` },
  {
    firstName: `"><svg onload=${pwn('s2')}>`,
    lastName: `{{constructor.constructor('${pwn('s2l')}')()}}`,
  },
  { firstName: '${' + pwn('s3') + '}', lastName: `javascript:${pwn('s3l')}` },
  {
    firstName: '&lt;b&gt;Ent&amp;',
    lastName: `<iframe srcdoc="<script>parent.__pwn('s4')</script>">`,
  },
];

type Made = {
  lessonId: number;
  genLessonId: number;
  shareToken: string;
  studentIds: number[];
  assessmentId: number;
  genAssessmentId: number;
  takeCode: string;
  chatSession: string;
};

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 201) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** Everything through the API, as the signed-in teacher of `api`. */
async function createTeacherData(api: APIRequestContext): Promise<Made> {
  await ok(
    await api.post('/api/register', {
      data: {
        username: `xss${Date.now()}${Math.floor(Math.random() * 1000)}`,
        password: 'correct-horse-42',
        firstName: LIT.teacher,
        lastName: LIT.teacherLast,
        email: "o'neil+xss@example.com",
      },
    }),
  );
  // Generations count against the free tier; the trial lifts that.
  await api.post('/api/subscription/start-trial');

  const studentIds: number[] = [];
  for (const [i, s] of STUDENTS.entries()) {
    const made = await ok<{ id: number }>(
      await api.post('/api/students', {
        data: {
          ...s,
          grade: '5',
          email: `o'neil+s${i}@example.com`,
          parentEmail: `x'-alert-'y${i}@example.com`,
          notes: ALL.slice(0, 2000),
        },
      }),
    );
    studentIds.push(made.id);
  }

  const lesson = await ok<{ id: number }>(
    await api.post('/api/lessons', {
      data: {
        title: LIT.lessonTitle,
        subject: 'Science',
        grade: '5',
        topic: CORPUS.slice(0, 3).join(' '),
        objectives: CORPUS.filter((c) => c.length <= 500),
        materials: CORPUS.filter((c) => c.length <= 300),
        description: ALL,
        content: {
          generatedContent: `# ${LIT.lessonTitle}\n\n${ALL}\n\n| a | b |\n|---|---|\n| ${CORPUS[1]} | ${CORPUS[11]} |\n`,
        },
        status: 'published',
      },
    }),
  );
  const share = await ok<{ token: string }>(await api.post(`/api/lessons/${lesson.id}/share`), 200);
  const genLesson = await ok<{ id: number }>(
    await api.post('/api/lessons/generate', {
      data: {
        title: LIT.genLessonTitle,
        subject: 'Science',
        grade: '5',
        topic: `${CORPUS[0]} ${CORPUS[1]} [x](javascript:${pwn('g-topic')})`,
        objectives: [CORPUS[2]!, CORPUS[18]!],
        description: CORPUS.slice(3, 8).join(' '),
      },
    }),
  );

  const choices = [CORPUS[0]!, CORPUS[1]!, CORPUS[18]!, '4'];
  const assessment = await ok<{ id: number }>(
    await api.post('/api/assessments', {
      data: {
        title: LIT.assessmentTitle,
        description: ALL,
        subject: 'Mathematics',
        grade: '5',
        questionCount: 3,
        questions: [
          {
            id: 'q1',
            type: 'multiple_choice',
            prompt: LIT.prompt,
            choices,
            answer: '4',
            explanation: CORPUS.slice(0, 6).join(' '),
          },
          { id: 'q2', type: 'true_false', prompt: CORPUS.slice(4, 12).join(' '), answer: 'true' },
          {
            id: 'q3',
            type: 'short_answer',
            prompt: CORPUS.slice(12).join(' ').slice(0, 2000),
            answer: CORPUS.slice(0, 4).join(' '),
            points: 2,
          },
        ],
      },
    }),
  );
  const published = await ok<{ shareCode: string }>(
    await api.post(`/api/assessments/${assessment.id}/publish`),
    200,
  );
  const genAssessment = await ok<{ id: number }>(
    await api.post('/api/assessments/generate', {
      data: {
        title: LIT.genAssessmentTitle,
        description: CORPUS.slice(0, 6).join(' '),
        subject: 'Science',
        grade: '5',
        questionCount: 3,
      },
    }),
  );

  // A student submits answers full of payloads through the public take endpoint.
  const codes = await ok<Array<{ studentId: number; code: string }>>(
    await api.get('/api/assessments/student-codes'),
    200,
  );
  const first = codes.find((c) => c.studentId === studentIds[0])!;
  const submitted = await api.post(`/api/take/${published.shareCode}`, {
    data: {
      studentId: first.studentId,
      studentCode: first.code,
      answers: [
        { questionId: 'q1', answer: CORPUS[1] },
        { questionId: 'q2', answer: 'true' },
        { questionId: 'q3', answer: `${LIT.shortAnswer}\n${ALL}`.slice(0, 5000) },
      ],
    },
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  const chatSession = `session_${Date.now()}_xss`;
  const chat = await api.post(`/api/chat/${chatSession}`, {
    data: { content: `${LIT.chat}\n\n${ALL}`.slice(0, 8000) },
  });
  expect(chat.status(), await chat.text()).toBeLessThan(300);

  return {
    lessonId: lesson.id,
    genLessonId: genLesson.id,
    shareToken: share.token,
    studentIds,
    assessmentId: assessment.id,
    genAssessmentId: genAssessment.id,
    takeCode: published.shareCode,
    chatSession,
  };
}

/** Records any payload that runs, before the app's first script. */
function installTraps(page: Page, dialogs: string[], logs: string[]) {
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) logs.push(m.text());
  });
  return page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & {
      __xss: string[];
      __csp: string[];
      __inert: string[];
    };
    w.__xss = [];
    w.__csp = [];
    w.__inert = [];
    w.__pwn = (id: unknown) => w.__xss.push(`pwn:${String(id)}`);
    for (const name of ['alert', 'confirm', 'prompt']) {
      w[name] = (m: unknown) => {
        w.__xss.push(`${name}:${String(m)}`);
        return name === 'confirm' ? false : null;
      };
    }
    document.addEventListener('securitypolicyviolation', (e) => {
      const what = `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`;
      // Chromium also reports the handlers it meets while DOMPurify parses the text in an inert
      // DOMParser document, where nothing can run (cure53/DOMPurify#107); the pass without the
      // CSP proves nothing ran and nothing dangerous reached this document.
      const sanitizing =
        e.violatedDirective === 'script-src-attr' &&
        /\/assets\/(markdown|purify)[^/]*\.js$/.test(e.sourceFile);
      (sanitizing ? w.__inert : w.__csp).push(what);
    });
  });
}

/** Markup a payload could leave behind even if nothing ran yet (links run on click). */
async function dangerousMarkup(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const scheme = /^(javascript|vbscript|data:text\/html)/i;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'frame'].includes(tag)) bad.push(`<${tag}>`);
      // The server writes a page's first API answers, payloads included, as JSON in a
      // `type="application/json"` script, which the browser never runs; any other script is bad.
      const data = tag === 'script' && el.getAttribute('type') === 'application/json';
      if (tag === 'script' && !data && (el.textContent ?? '').includes('__pwn'))
        bad.push('inline script');
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        const value = [...a.value].filter((c) => c > ' ').join('');
        if (name.startsWith('on')) bad.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') bad.push(`<${tag} srcdoc>`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name)) {
          if (scheme.test(value)) bad.push(`<${tag} ${name}=${value.slice(0, 40)}>`);
        }
        if (name === 'style' && /expression\(|javascript:/i.test(value)) bad.push(`<${tag} style>`);
      }
    }
    return bad;
  });
}

/** What a reader sees: the text of the page and the values in its fields. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll('input, textarea, select')).map(
      (f) => (f as HTMLInputElement).value,
    );
    return `${document.body.innerText}\n${fields.join('\n')}`;
  });

/** A page, what it must show as text, and an action that reveals more of it first. */
type Visit = { path: string; expect: string[]; open?: (page: Page) => Promise<void> };

function teacherPages(m: Made): Visit[] {
  const [s1] = STUDENTS;
  return [
    { path: '/', expect: [LIT.teacher] },
    { path: '/lessons', expect: [LIT.lessonTitle, LIT.genLessonTitle] },
    { path: `/lessons/${m.lessonId}`, expect: [LIT.lessonTitle, CORPUS[0]!] },
    { path: `/lessons/${m.lessonId}/edit`, expect: [LIT.lessonTitle, CORPUS[2]!] },
    { path: `/lessons/${m.genLessonId}`, expect: [LIT.genLessonTitle] },
    { path: '/students', expect: [s1!.firstName, STUDENTS[1]!.firstName] },
    { path: `/students/${m.studentIds[0]}`, expect: [s1!.firstName, "x'-alert-'y0@example.com"] },
    { path: `/students/${m.studentIds[3]}`, expect: [STUDENTS[3]!.lastName] },
    {
      path: `/students/${m.studentIds[0]}/edit`,
      expect: [s1!.firstName, s1!.lastName, CORPUS[0]!],
    },
    { path: '/assessments', expect: [LIT.assessmentTitle, LIT.genAssessmentTitle] },
    { path: `/assessments/${m.assessmentId}/edit`, expect: [LIT.assessmentTitle, LIT.prompt] },
    { path: `/assessments/${m.genAssessmentId}/edit`, expect: [LIT.genAssessmentTitle] },
    {
      path: `/assessments/${m.assessmentId}/results`,
      // The grading dialog shows the student's written answer.
      open: (page) =>
        page
          .getByRole('button', { name: /^Grade / })
          .first()
          .click(),
      expect: [s1!.firstName, LIT.shortAnswer],
    },
    { path: '/assessments/class-sheet', expect: [s1!.firstName] },
    { path: '/analytics', expect: [] },
    { path: '/rollcall', expect: [] },
    { path: `/ai-chat?c=${m.chatSession}`, expect: [LIT.chat] },
  ];
}

const publicPages = (m: Made): Visit[] => [
  { path: `/shared/lessons/${m.shareToken}`, expect: [LIT.lessonTitle] },
  { path: `/take/${m.takeCode}`, expect: [LIT.assessmentTitle, LIT.prompt, CORPUS[18]!] },
];
const adminPages: Visit[] = [{ path: '/admin', expect: [LIT.teacherLast] }];

type Viewer = Awaited<ReturnType<typeof newPage>>;

/** A canary injected on purpose: the traps see a handler that runs, or the CSP blocking it. */
async function expectTrapsWork(page: Page, csp: boolean) {
  await page.goto('/');
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', `<img src=x onerror="window.__pwn('canary')">`),
  );
  await expect
    .poll(() =>
      page.evaluate(() => {
        const w = window as unknown as { __xss: string[]; __csp: string[] };
        return [...w.__xss, ...w.__csp].length;
      }),
    )
    .toBe(1);
  expect(await dangerousMarkup(page)).toEqual(['<img onerror>']);
  if (csp) {
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  }
}

async function visitAll(who: Viewer, visits: Visit[], csp: boolean, report: string[]) {
  const { page, logs } = who;
  for (const v of visits) {
    const logged = logs.length;
    await page.goto(v.path);
    await page.waitForLoadState('networkidle');
    await v.open?.(page);
    for (const text of v.expect) {
      await expect
        .poll(() => shown(page), { message: `${v.path} shows ${text} as text`, timeout: 15_000 })
        .toContain(text);
    }
    // Let lazy images fail and toggles fire.
    await page.waitForTimeout(150);
    const ran = await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss);
    const [violations, inert] = await page.evaluate(() => {
      const w = window as unknown as { __csp: string[]; __inert: string[] };
      return [w.__csp, w.__inert];
    });
    const markup = await dangerousMarkup(page);
    expect(ran, `payload ran on ${v.path}`).toEqual([]);
    expect(markup, `dangerous markup on ${v.path}`).toEqual([]);
    if (csp) {
      expect(violations, `CSP violations on ${v.path}`).toEqual([]);
      // Every CSP message in the console is one of the inert parses above.
      expect(logs.length - logged, `CSP console messages on ${v.path}`).toBe(inert.length);
    }
    report.push(v.path);
  }
}

async function newPage(browser: Browser, baseURL: string, bypassCSP: boolean) {
  const context = await browser.newContext({ baseURL, bypassCSP });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const logs: string[] = [];
  await installTraps(page, dialogs, logs);
  return { context, page, dialogs, logs };
}

test('no stored payload runs on any page that shows user text', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const teacher = await newPage(browser, baseURL!, true);
  const made = await createTeacherData(teacher.page.request);

  // The admin who lists users sees the teacher's names.
  const admin = await newPage(browser, baseURL!, true);
  await ok(
    await admin.page.request.post('/api/login', {
      data: { username: 'admin', password: 'admin123' },
    }),
    200,
  );
  const anonymous = await newPage(browser, baseURL!, true);

  const runs: Array<[typeof teacher, Visit[]]> = [
    [teacher, teacherPages(made)],
    [anonymous, publicPages(made)],
    [admin, adminPages],
  ];
  const seen: string[] = [];
  await expectTrapsWork(teacher.page, false);
  for (const [who, visits] of runs) await visitAll(who, visits, false, seen);

  // Content generated on the page from a hostile topic.
  const { page } = teacher;
  await page.goto('/content');
  await page.locator('#content-type').selectOption('worksheet');
  await page.locator('#content-subject').selectOption('Mathematics');
  await page.locator('#content-grade').selectOption('4');
  await page
    .locator('#content-topic')
    .fill(`${CORPUS[0]} ${CORPUS[1]} [x](javascript:${pwn('c')})`);
  await page.locator('#content-style').selectOption('visual');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  // Markdown drops raw HTML (sanitized), so only the plain words of the topic remain.
  // The title (with the topic's plain words) heads the result card; the body follows it.
  await expect(page.locator('main')).toContainText(': Worksheet (Grade 4)');
  await expect(page.getByTestId('generated-content')).toContainText('Instructions');
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  expect(await dangerousMarkup(page)).toEqual([]);
  seen.push('/content');

  // The same pages under the real CSP: no violation at all.
  for (const [who, visits] of runs) {
    const strict = await newPage(browser, baseURL!, false);
    await strict.context.addCookies(await who.context.cookies());
    if (who === teacher) await expectTrapsWork(strict.page, true);
    await visitAll(strict, visits, true, seen);
    expect(strict.dialogs).toEqual([]);
    await strict.context.close();
  }

  for (const who of [teacher, admin, anonymous]) {
    expect(who.dialogs).toEqual([]);
  }
  console.log(`xss: ${CORPUS.length} payload shapes, ${seen.length} page visits, 0 executed`);
  for (const who of [teacher, admin, anonymous]) await who.context.close();
});
