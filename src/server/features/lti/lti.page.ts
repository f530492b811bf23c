import { LTI_PATHS } from '../../../contracts/lti.contract';

/**
 * The pages a launch shows. The browser arrives from the LMS (often inside its frame), not from
 * the app, so the server answers whole pages, styled inline as sso.page.ts does, light and dark.
 * Their only scripts sit in <head>, allowed by hash (platform/http/inline-scripts.ts).
 */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    box-sizing: border-box; font: 16px/1.5 system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 34rem; width: 100%; box-sizing: border-box; background: #fff; border: 1px solid #e2e8f0;
    border-radius: 0.75rem; padding: 1.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
  p { margin: 0 0 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  a.button, button { display: inline-block; background: #4f46e5; color: #fff; text-decoration: none;
    padding: 0.6rem 1rem; border-radius: 0.5rem; font: inherit; font-weight: 600; border: 0; cursor: pointer; }
  a.secondary, button.secondary { background: transparent; color: #4338ca; border: 1px solid #c7d2fe; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.55rem 0.7rem; border: 1px solid #cbd5e1;
    border-radius: 0.5rem; font: inherit; background: inherit; color: inherit; }
  .error { color: #b91c1c; font-weight: 600; }
  [hidden] { display: none !important; }
  fieldset { border: 1px solid #e2e8f0; border-radius: 0.5rem; margin: 0 0 1rem; padding: 0.5rem 1rem 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label.pick { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; margin: 0.4rem 0; }
  label.pick input { width: auto; }
  @media (prefers-color-scheme: dark) {
    body { background: #0b1120; color: #e2e8f0; }
    main { background: #111827; border-color: #1f2937; }
    a.secondary, button.secondary { color: #c7d2fe; border-color: #4338ca; }
    input, fieldset { border-color: #374151; }
    .error { color: #fca5a5; }
  }`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(title)} · Chalkwise</title>
<style>${STYLE}</style>
${script ? `<script>${script}</script>` : ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A refused launch or registration: what went wrong, in words. Nothing was stored. */
export function ltiErrorPage(
  message: string,
  title = 'Chalkwise could not open this link',
): string {
  return page(title, `<h1>${escape(title)}</h1>\n  <p role="alert">${escape(message)}</p>`);
}

// Whether the session cookie reached this frame: when the browser blocks cookies in frames of
// another site (Safari, or Chrome's third-party cookie setting), the same link is offered in
// a new window instead, where the one-time code signs the person in.
const CONTINUE_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var main = document.querySelector('main');
  fetch('/api/user', { credentials: 'same-origin' }).then(function (r) {
    if (r.ok) { location.replace(main.dataset.target); return; }
    document.getElementById('checking').hidden = true;
    document.getElementById('blocked').hidden = false;
  }, function () {
    document.getElementById('checking').hidden = true;
    document.getElementById('blocked').hidden = false;
  });
});`;

/** A signed-in launch: on to the target, or out to a new window where the frame has no cookies. */
export function ltiContinuePage(opts: {
  target: string;
  code: string;
  platform: string;
  roster?: { title: string; summary: { learners: number } | null } | null;
}) {
  const href = `${LTI_PATHS.continue}?code=${encodeURIComponent(opts.code)}`;
  const r = opts.roster;
  const roster = !r
    ? ''
    : `<p role="status">Class “${escape(r.title)}”: ${
        r.summary
          ? `roster synced, ${r.summary.learners} learner${r.summary.learners === 1 ? '' : 's'}.`
          : 'the roster sync has not finished; the class in Chalkwise shows how it went.'
      }</p>`;
  return page(
    'Opening Chalkwise',
    `<h1>Opening Chalkwise from ${escape(opts.platform)}</h1>
  ${roster}
  <div data-target="${escape(opts.target)}" hidden></div>
  <p id="checking" role="status">Signing you in…</p>
  <div id="blocked" hidden>
    <p role="alert">Your browser does not let Chalkwise keep you signed in inside ${escape(opts.platform)}.
    Open Chalkwise in a new window to carry on; you stay signed in to ${escape(opts.platform)} here.</p>
  </div>
  <noscript><p>Open Chalkwise in a new window to carry on.</p></noscript>
  <div class="actions">
    <a class="button" href="${escape(href)}" target="_blank" rel="noopener">Open in a new window</a>
  </div>`,
    CONTINUE_SCRIPT.replace(
      'main.dataset.target',
      "main.querySelector('[data-target]').dataset.target",
    ),
  );
}

/** An instructor new to Chalkwise: a new teacher account, or link the one they have. */
export function ltiAccountPage(opts: {
  code: string;
  platform: string;
  name: string | null;
  mayCreate: boolean;
  message?: string;
}) {
  const code = `<input type="hidden" name="code" value="${escape(opts.code)}">`;
  const create = opts.mayCreate
    ? `<form method="post" action="${LTI_PATHS.account}">
    ${code}<input type="hidden" name="action" value="create">
    <p>Continue with a new Chalkwise teacher account${opts.name ? ` for ${escape(opts.name)}` : ''}, signed in by ${escape(opts.platform)} from now on.</p>
    <button type="submit">Continue with a new account</button>
  </form>
  <h2>Already have a Chalkwise account?</h2>`
    : '';
  return page(
    'Welcome to Chalkwise',
    `<h1>Welcome to Chalkwise</h1>
  ${opts.message ? `<p class="error" role="alert">${escape(opts.message)}</p>` : ''}
  ${create}
  <form method="post" action="${LTI_PATHS.account}">
    ${code}<input type="hidden" name="action" value="link">
    <p>Sign in once with your username and password to link it; later launches from ${escape(opts.platform)} open it directly.</p>
    <label for="username">Username</label>
    <input id="username" name="username" autocomplete="username" required maxlength="100">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
    <p></p>
    <button type="submit" class="${opts.mayCreate ? 'secondary' : ''}">Sign in and link</button>
  </form>`,
  );
}

/** A learner's launch on a link that opens nothing for students (a lesson, the course menu). */
export function ltiLearnerPage(opts: { platform: string; context: string | null }) {
  const where = opts.context ? ` for ${escape(opts.context)}` : '';
  return page(
    'Chalkwise',
    `<h1>Chalkwise${where}</h1>
  <p>You opened Chalkwise from ${escape(opts.platform)} as a student. This link opens nothing for
  students: open an assessment or quiz your teacher added to the course, or use the game code or
  link your teacher gives you.</p>
  <p>To join a live game, open the link or enter the code your teacher shows.</p>
  <div class="actions"><a class="button" href="/join" target="_blank" rel="noopener">Join a game</a></div>`,
  );
}

const KIND_HEADINGS = { lesson: 'Lessons', assessment: 'Assessments', quiz: 'Quizzes' } as const;

/** Deep Linking: the teacher picks what the course links to. */
export function ltiPickerPage(opts: {
  code: string;
  platform: string;
  items: { kind: keyof typeof KIND_HEADINGS; id: number; title: string }[];
}) {
  const groups = (Object.keys(KIND_HEADINGS) as (keyof typeof KIND_HEADINGS)[])
    .map((kind) => {
      const items = opts.items.filter((i) => i.kind === kind);
      if (items.length === 0) return '';
      const boxes = items
        .map(
          (i) =>
            `<label class="pick"><input type="checkbox" name="item" value="${kind}:${i.id}"> ${escape(i.title)}</label>`,
        )
        .join('\n      ');
      return `<fieldset><legend>${KIND_HEADINGS[kind]}</legend>\n      ${boxes}\n    </fieldset>`;
    })
    .join('\n    ');
  const body = opts.items.length
    ? `<p>Choose what to add to ${escape(opts.platform)}. Each becomes a link that opens it in Chalkwise.</p>
  <form method="post" action="${LTI_PATHS.deepLink}">
    <input type="hidden" name="code" value="${escape(opts.code)}">
    ${groups}
    <div class="actions"><button type="submit">Add to ${escape(opts.platform)}</button></div>
  </form>`
    : `<p>You have no lessons, assessments or quizzes in Chalkwise yet. Make one in Chalkwise, then add it from ${escape(opts.platform)} again.</p>
  <form method="post" action="${LTI_PATHS.deepLink}">
    <input type="hidden" name="code" value="${escape(opts.code)}">
    <div class="actions"><button type="submit" class="secondary">Back to ${escape(opts.platform)}</button></div>
  </form>`;
  return page('Add Chalkwise content', `<h1>Add Chalkwise content</h1>\n  ${body}`);
}

// Deep Linking 2.0, section 4.2: the response goes back to the LMS as a posted form.
const SUBMIT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });`;

/** The signed answer, posted back to the LMS by the browser. */
export function ltiReturnPage(opts: { returnUrl: string; jwt: string; platform: string }) {
  return page(
    'Back to the LMS',
    `<h1>Back to ${escape(opts.platform)}</h1>
  <form method="post" action="${escape(opts.returnUrl)}">
    <input type="hidden" name="JWT" value="${escape(opts.jwt)}">
    <p role="status">Taking you back…</p>
    <div class="actions"><button type="submit">Continue</button></div>
  </form>`,
    SUBMIT_SCRIPT,
  );
}

// LTI Dynamic Registration, section 3.6: the tool tells the platform's window it is done.
const CLOSE_SCRIPT = `(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');`;

export function ltiRegisteredPage(platform: string) {
  return page(
    'Chalkwise is registered',
    `<h1>Chalkwise is registered with ${escape(platform)}</h1>
  <p role="status">You can close this window. Chalkwise now appears in ${escape(platform)}’s list of tools;
  an administrator can see it under Administration → Integrations in Chalkwise.</p>`,
    CLOSE_SCRIPT,
  );
}

// LTI Client Side postMessages: ask the LMS's window (the parent, or the storage frame its
// `lti.capabilities` answer names) and wait for the answer with the same message_id, from the
// LMS's origin only. No answer in time (an LMS without the API) answers null.
const STORAGE_SCRIPT = `function ltiFrame(name) {
  try { return name === '_parent' ? window.parent : window.parent.frames[name]; } catch (e) { return null; }
}
function ltiAsk(win, origin, message, ms, done) {
  if (!win || win === window) { done(null); return; }
  var id = 'chalkwise-' + Math.random().toString(36).slice(2), over = false, timer;
  function finish(answer) {
    if (over) return;
    over = true; clearTimeout(timer); window.removeEventListener('message', on); done(answer);
  }
  function on(e) {
    var d = e.data;
    if (e.origin === origin && d && d.message_id === id && d.subject === message.subject + '.response') finish(d);
  }
  window.addEventListener('message', on);
  timer = setTimeout(function () { finish(null); }, ms);
  message.message_id = id;
  try { win.postMessage(message, origin); } catch (e) { finish(null); }
}
function ltiStorage(name, origin, subject, done) {
  ltiAsk(window.parent, origin, { subject: 'lti.capabilities' }, 1000, function (caps) {
    if (!caps || !Array.isArray(caps.supported_messages)) { done(ltiFrame(name)); return; }
    var offer = caps.supported_messages.filter(function (m) { return m && m.subject === subject; })[0];
    done(offer ? ltiFrame(offer.frame || name) : null);
  });
}
`;

// Login: the state (and nonce) go into the LMS's storage, then on to its sign-in as before.
const PUT_SCRIPT = `${STORAGE_SCRIPT}document.addEventListener('DOMContentLoaded', function () {
  var d = document.querySelector('[data-next]').dataset;
  function next() { location.replace(d.next); }
  ltiStorage(d.target, d.origin, 'lti.put_data', function (win) {
    ltiAsk(win, d.origin, { subject: 'lti.put_data', key: 'state_' + d.state, value: d.state }, 2000, function (done) {
      if (!done || done.error) { next(); return; }
      ltiAsk(win, d.origin, { subject: 'lti.put_data', key: 'nonce_' + d.nonce, value: d.nonce }, 2000, next);
    });
  });
});`;

/** Login with platform storage: a moment's page that stores the state in the LMS's frame. */
export function ltiStoragePutPage(opts: {
  next: string;
  target: string;
  origin: string;
  state: string;
  nonce: string;
}) {
  const data = (['next', 'target', 'origin', 'state', 'nonce'] as const)
    .map((k) => `data-${k}="${escape(opts[k])}"`)
    .join(' ');
  return page(
    'Opening Chalkwise',
    `<h1>Opening Chalkwise</h1>
  <p role="status" ${data}>Connecting to your LMS…</p>
  <div class="actions"><a class="button" href="${escape(opts.next)}">Continue</a></div>`,
    PUT_SCRIPT,
  );
}

// Launch without the state cookie: read the state back from the LMS's storage and post the
// launch again with it. An LMS that does not answer sends an empty value (the state alone, as
// before); a missing key or an error sends '-', which the server refuses.
const GET_SCRIPT = `${STORAGE_SCRIPT}document.addEventListener('DOMContentLoaded', function () {
  var form = document.forms[0], d = form.dataset;
  function send(value) { form.elements.lti_storage.value = value; form.submit(); }
  ltiStorage(d.target, d.origin, 'lti.get_data', function (win) {
    if (!win) { send(''); return; }
    ltiAsk(win, d.origin, { subject: 'lti.get_data', key: 'state_' + d.state }, 2000, function (a) {
      send(!a ? '' : a.error || typeof a.value !== 'string' ? '-' : a.value);
    });
  });
});`;

/** The launch, asked to prove it began in this browser through the LMS's storage. */
export function ltiStorageCheckPage(opts: {
  target: string;
  origin: string;
  state: string;
  idToken: string;
}) {
  return page(
    'Opening Chalkwise',
    `<h1>Opening Chalkwise</h1>
  <form method="post" action="${LTI_PATHS.launch}" data-target="${escape(opts.target)}" data-origin="${escape(opts.origin)}" data-state="${escape(opts.state)}">
    <input type="hidden" name="id_token" value="${escape(opts.idToken)}">
    <input type="hidden" name="state" value="${escape(opts.state)}">
    <input type="hidden" name="lti_storage" value="">
    <p role="status">Checking with your LMS…</p>
    <noscript><div class="actions"><button type="submit">Continue</button></div></noscript>
  </form>`,
    GET_SCRIPT,
  );
}
