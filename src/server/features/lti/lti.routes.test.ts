import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { LTI_ERRORS } from '../../../contracts/lti.contract';
import { DAY, MINUTE } from '../../platform/clock';
import { sessionCookieOf, signUp, type TestContext } from '../../testing/test-app';
import {
  ROLE_INSTRUCTOR,
  ROLE_LEARNER,
  type FakeLms,
  type LaunchOptions,
  type LmsPerson,
} from '../../testing/lti-platform';
import { startAppWithLms, stopAppWithLms } from '../../testing/lti-launch';

const PUBLIC_URL = 'http://localhost:3998';
/** The LMS signs with the app's clock; real time, so jose's checks see what a browser would. */
const T0 = new Date();

let lms: FakeLms;
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ({ ctx, lms, admin } = await startAppWithLms({
    env: { PUBLIC_URL },
    at: T0,
    deps: { ltiJwksCooldownMs: 0 },
  }));
});

afterAll(() => stopAppWithLms(ctx, lms));

const teacher = (sub: string, more: Partial<LmsPerson> = {}): LmsPerson => ({
  sub,
  roles: [ROLE_INSTRUCTOR],
  given_name: 'Siobhán',
  family_name: "O'Connor-Nguyễn",
  ...more,
});

async function count(table: string): Promise<number> {
  const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (rows[0] as { n: number }).n;
}

/** What a refused launch must leave as it was. */
async function snapshot() {
  return {
    users: await count('users'),
    identities: await count('user_identities'),
    sessions: await count('sessions'),
    handoffs: await count('lti_handoffs'),
    launches: await count('lti_platforms where last_launch_at is not null'),
  };
}

/** The LMS sends the browser to /lti/login; answers where the tool sent it next. */
async function login(params: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') {
  const query = new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${PUBLIC_URL}/lessons`,
    client_id: lms.clientId,
    ...params,
  });
  const res =
    method === 'GET'
      ? await ctx.app.inject({ method, url: `/lti/login?${query}` })
      : await ctx.app.inject({
          method,
          url: '/lti/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: lms.url },
          payload: query.toString(),
        });
  return res;
}

function postLaunch(form: Record<string, string>, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/lti/launch',
    // Posted by the LMS's page: another site, by design.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: lms.url,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A whole launch: login, then the id_token the LMS signs (changed by `token` for hostile cases). */
async function launch(
  person: LmsPerson,
  token: Partial<LaunchOptions> = {},
  form: { state?: string } = {},
) {
  const start = await login();
  expect(start.statusCode).toBe(302);
  const at = new URL(start.headers.location as string);
  const state = at.searchParams.get('state')!;
  const idToken = await lms.idToken({
    nonce: at.searchParams.get('nonce')!,
    person,
    target: `${PUBLIC_URL}/lessons`,
    ...token,
  });
  const res = await postLaunch({ id_token: idToken, state: form.state ?? state });
  return Object.assign(res, { state, idToken });
}

const codeOf = (html: string) =>
  /name="code" value="([^"]+)"/.exec(html)?.[1] ?? /code=([^"&]+)/.exec(html)![1]!;

function account(form: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/lti/account',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
    payload: new URLSearchParams(form).toString(),
  });
}

async function identityOf(sub: string) {
  const { rows } = await ctx.db.db.execute(
    sql`select i.kind, i.user_id, u.role, u.password_hash, u.first_name, u.last_name from user_identities i join users u on u.id = i.user_id where i.issuer = ${lms.issuer} and i.subject = ${sub}`,
  );
  return rows[0] as
    | {
        kind: string;
        user_id: number;
        role: string;
        password_hash: string | null;
        first_name: string;
        last_name: string;
      }
    | undefined;
}

beforeEach(() => {
  // Each test starts at the same moment (a test may move the clock on).
  ctx.clock.set(T0);
});

describe('the tool’s keys', () => {
  it('publishes a public RS256 key at /lti/jwks, never the private parts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/lti/jwks' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]!.kid).toBeTruthy();
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]).not.toHaveProperty('p');
  });

  it('rotation keeps the old key published for a day, then only the new one', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/lti/jwks' })).json().keys as {
      kid: string;
    }[];
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lti/keys/rotate',
      headers: { cookie: admin },
    });
    expect(rotated.statusCode).toBe(200);
    const kid = rotated.json().kid as string;
    const both = (await ctx.app.inject({ method: 'GET', url: '/lti/jwks' })).json().keys as {
      kid: string;
    }[];
    expect(both.map((k) => k.kid).sort()).toEqual([kid, ...before.map((k) => k.kid)].sort());
    ctx.clock.advance(DAY + MINUTE);
    const after = (await ctx.app.inject({ method: 'GET', url: '/lti/jwks' })).json().keys as {
      kid: string;
    }[];
    expect(after.map((k) => k.kid)).toEqual([kid]);
  });

  it('only an admin rotates', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lti/keys/rotate',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/lti/keys/rotate' })).statusCode,
    ).toBe(401);
  });
});

describe('third-party initiated login', () => {
  it('GET and POST send the browser to the LMS with state, nonce and the tool’s redirect URI', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await login({ lti_message_hint: 'm-1' }, method);
      expect(res.statusCode).toBe(302);
      const to = new URL(res.headers.location as string);
      expect(`${to.origin}${to.pathname}`).toBe(`${lms.issuer}/auth`);
      expect(Object.fromEntries(to.searchParams)).toMatchObject({
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: lms.clientId,
        redirect_uri: `${PUBLIC_URL}/lti/launch`,
        login_hint: 'hint-1',
        lti_message_hint: 'm-1',
      });
      expect(to.searchParams.get('state')!.length).toBeGreaterThanOrEqual(40);
      expect(to.searchParams.get('nonce')).not.toBe(to.searchParams.get('state'));
    }
  });

  it.each([
    ['an unknown LMS', { iss: 'https://lms.elsewhere.example' }, LTI_ERRORS.unknown_platform],
    ['another client of the LMS', { client_id: 'someone-else' }, LTI_ERRORS.unknown_platform],
    ['no login_hint', { login_hint: '' }, LTI_ERRORS.bad_login],
    [
      'a target elsewhere',
      { target_link_uri: 'https://evil.example/steal' },
      LTI_ERRORS.bad_target,
    ],
  ])('refuses %s with a page and stores no login', async (_what, params, error) => {
    const logins = await count('lti_logins');
    const res = await login(params);
    expect(res.statusCode).toBe(error.status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      error.message.replace(/’/g, '&#39;').slice(0, 40).replace(/'/g, '&#39;'),
    );
    expect(await count('lti_logins')).toBe(logins);
  });

  it('answers a page, not a 500, to a huge or malformed form', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: lms.url },
      payload: `iss=${'x'.repeat(3000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: lms.url },
      payload: `id_token=${'x'.repeat(70_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toContain('text/html');
  });
});

describe('an instructor’s launch', () => {
  it('the first launch offers a new account; choosing it signs in a teacher found by (iss, sub) afterwards', async () => {
    const res = await launch(teacher('t-new', { email: 'siobhan@school.example.org' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue with a new account');
    expect(res.body).toContain('Sign in and link');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await identityOf('t-new')).toBeUndefined();

    const made = await account({ code: codeOf(res.body), action: 'create' });
    expect(made.statusCode).toBe(200);
    const cookie = sessionCookieOf(made)!;
    expect(cookie).toBeTruthy();
    expect(made.body).toContain('data-target="/lessons"');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().user).toMatchObject({
      role: 'user',
      firstName: 'Siobhán',
      lastName: "O'Connor-Nguyễn",
    });
    const identity = await identityOf('t-new');
    expect(identity).toMatchObject({ kind: 'lti', role: 'user', password_hash: null });

    // The code was used: a second account cannot be made with it.
    const again = await account({ code: codeOf(res.body), action: 'create' });
    expect(again.statusCode).toBe(400);
    expect(await count(`user_identities where subject = 't-new'`)).toBe(1);

    // Later launches go straight in, to the same account, even with a changed email.
    const later = await launch(teacher('t-new', { email: 'changed@school.example.org' }));
    expect(later.statusCode).toBe(200);
    const laterCookie = sessionCookieOf(later)!;
    const again2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: laterCookie },
    });
    expect(again2.json().user.id).toBe(identity!.user_id);
  });

  it('lands on the target link and offers a new window with a one-time code where cookies are blocked', async () => {
    await launch(teacher('t-window')).then((r) =>
      account({ code: codeOf(r.body), action: 'create' }),
    );
    const res = await launch(teacher('t-window'));
    expect(res.body).toContain('data-target="/lessons"');
    expect(res.body).toContain('Open in a new window');
    const code = /\/lti\/continue\?code=([^"]+)"/.exec(res.body)![1]!;
    const opened = await ctx.app.inject({ method: 'GET', url: `/lti/continue?code=${code}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/lessons');
    expect(sessionCookieOf(opened)).toBeTruthy();
    const twice = await ctx.app.inject({ method: 'GET', url: `/lti/continue?code=${code}` });
    expect(twice.statusCode).toBe(400);
    expect(sessionCookieOf(twice)).toBeUndefined();
    // Too late: the code lives ten minutes.
    const late = await launch(teacher('t-window'));
    const lateCode = /\/lti\/continue\?code=([^"]+)"/.exec(late.body)![1]!;
    ctx.clock.advance(11 * MINUTE);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/lti/continue?code=${lateCode}` })).statusCode,
    ).toBe(400);
  });

  it('a teacher with a Chalkwise account links it once by signing in on the launch page', async () => {
    const { user } = await signUp(ctx.app, { password: 'correct-horse-9' });
    const res = await launch(teacher('t-link'));
    const code = codeOf(res.body);

    const wrong = await account({
      code,
      action: 'link',
      username: user.username,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Sign in and link');
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await identityOf('t-link')).toBeUndefined();

    const linked = await account({
      code,
      action: 'link',
      username: user.username,
      password: 'correct-horse-9',
    });
    expect(linked.statusCode).toBe(200);
    expect(sessionCookieOf(linked)).toBeTruthy();
    expect((await identityOf('t-link'))!.user_id).toBe(user.id);

    // Once: another LMS identity cannot be linked to the same account at this LMS.
    const other = await launch(teacher('t-link-2'));
    const refused = await account({
      code: codeOf(other.body),
      action: 'link',
      username: user.username,
      password: 'correct-horse-9',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('already linked');
    expect(await identityOf('t-link-2')).toBeUndefined();
  });

  it('never finds or takes over an account by email: an address in use offers linking only', async () => {
    await signUp(ctx.app, { email: 'taken@school.example.org' });
    const res = await launch(teacher('t-email', { email: 'Taken@school.example.org' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Continue with a new account');
    expect(res.body).toContain('Sign in and link');
    const forced = await account({ code: codeOf(res.body), action: 'create' });
    expect(forced.statusCode).toBe(409);
    expect(await identityOf('t-email')).toBeUndefined();
  });
});

describe('a learner’s launch', () => {
  it('on a link that names no assessment lands on an honest page, with no account and no session', async () => {
    const before = await snapshot();
    const res = await launch({ sub: 'learner-1', roles: [ROLE_LEARNER], given_name: 'Zoë' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This link opens nothing for');
    expect(res.body).toContain('Year 8 Science');
    expect(sessionCookieOf(res)).toBeUndefined();
    const after = await snapshot();
    expect({ ...after, launches: 0 }).toEqual({ ...before, launches: 0 });
  });
});

describe('hostile launches are refused with a page, and nothing is stored', () => {
  it.each<[string, () => Promise<Partial<LaunchOptions>>, { status: number; message: string }]>([
    [
      'a token signed by another key',
      async () => ({ key: (await generateKeyPair('RS256')).privateKey }),
      LTI_ERRORS.invalid_token,
    ],
    [
      'an expired token',
      async () => ({
        issuedAt: Math.floor(ctx.clock.now().getTime() / 1000) - 3600,
        expiresIn: 600,
      }),
      LTI_ERRORS.invalid_token,
    ],
    [
      'a token for another tool (aud)',
      async () => ({ aud: 'another-tool' }),
      LTI_ERRORS.invalid_token,
    ],
    [
      'several audiences without azp',
      async () => ({ aud: [lms.clientId, 'another-tool'] }),
      LTI_ERRORS.invalid_token,
    ],
    ['an azp naming another tool', async () => ({ azp: 'another-tool' }), LTI_ERRORS.invalid_token],
    ['another issuer', async () => ({ iss: 'https://impostor.example' }), LTI_ERRORS.invalid_token],
    ['a wrong nonce', async () => ({ nonce: 'not-the-nonce' }), LTI_ERRORS.invalid_token],
    [
      'an unknown deployment',
      async () => ({ deploymentId: 'deployment-unknown' }),
      LTI_ERRORS.unknown_deployment,
    ],
    [
      'a target outside Chalkwise',
      async () => ({ target: 'https://evil.example/' }),
      LTI_ERRORS.bad_target,
    ],
    [
      'an unknown message type',
      async () => ({ messageType: 'LtiSubmissionReviewRequest' }),
      LTI_ERRORS.unsupported_message,
    ],
  ])('%s', async (_what, tamper, error) => {
    const before = await snapshot();
    const res = await launch(teacher('t-hostile'), await tamper());
    expect(res.statusCode).toBe(error.status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('role="alert"');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('a wrong or replayed state, and a replayed token', async () => {
    const before = await snapshot();
    const wrong = await launch(teacher('t-hostile'), {}, { state: 'forged-state' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('expired or was already used');
    expect(await snapshot()).toEqual(before);

    const first = await launch({ sub: 'learner-2', roles: [ROLE_LEARNER] });
    expect(first.statusCode).toBe(200);
    const mid = await snapshot();
    const replay = await postLaunch({ id_token: first.idToken, state: first.state });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('expired or was already used');
    // The same token with a fresh state: its nonce is not that login's.
    const fresh = new URL((await login()).headers.location as string).searchParams.get('state')!;
    const replayed = await postLaunch({ id_token: first.idToken, state: fresh });
    expect(replayed.statusCode).toBe(401);
    expect(await snapshot()).toEqual(mid);
  });

  it('a login older than ten minutes', async () => {
    const start = await login();
    const at = new URL(start.headers.location as string);
    ctx.clock.advance(11 * MINUTE);
    const idToken = await lms.idToken({
      nonce: at.searchParams.get('nonce')!,
      person: teacher('t-hostile'),
      target: `${PUBLIC_URL}/`,
    });
    const res = await postLaunch({ id_token: idToken, state: at.searchParams.get('state')! });
    expect(res.statusCode).toBe(400);
  });

  it('a disabled platform: no login and no launch of a login made before', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/lti',
      headers: { cookie: admin },
    });
    expect(list.statusCode, list.body).toBe(200);
    const { platforms } = list.json();
    const id = platforms[0].id as number;
    const start = await login();
    const at = new URL(start.headers.location as string);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/lti/platforms/${id}`,
      headers: { cookie: admin },
      payload: { enabled: false },
    });
    try {
      const before = await snapshot();
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('turned off');
      const idToken = await lms.idToken({
        nonce: at.searchParams.get('nonce')!,
        person: teacher('t-hostile'),
        target: `${PUBLIC_URL}/`,
      });
      const res = await postLaunch({ id_token: idToken, state: at.searchParams.get('state')! });
      expect(res.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    } finally {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/lti/platforms/${id}`,
        headers: { cookie: admin },
        payload: { enabled: true },
      });
    }
  });

  it('a rotated LMS key is fetched again (unknown kid) and verifies', async () => {
    await lms.rotate();
    const res = await launch({ sub: 'learner-3', roles: [ROLE_LEARNER] });
    expect(res.statusCode).toBe(200);
  });
});

describe('the launch through the LMS’s own authorization endpoint', () => {
  it('follows the auto-posted form to a signed-in page, framed only by the LMS', async () => {
    lms.people.set('hint-1', teacher('t-real'));
    const start = await login();
    const page = await (await fetch(start.headers.location as string)).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)![1]!;
    expect(/action="([^"]+)"/.exec(page)![1]).toBe(`${PUBLIC_URL}/lti/launch`);
    const res = await postLaunch({ id_token: field('id_token'), state: field('state') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue with a new account');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-ancestors ${lms.url}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Its forms post with their origin (no-referrer would send `Origin: null`, refused).
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // The page's one script is allowed by its hash; no other inline script runs.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')?;/);
  });
});

describe('LTI Platform Storage: a launch in a frame without cookies is tied to its browser', () => {
  const attr = (html: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

  /** A login with the LMS's storage frame: the page that stores the state, and the token. */
  async function storageLogin(sub: string) {
    const res = await login({ lti_storage_target: 'lti_storage_frame' });
    expect(res.statusCode).toBe(200);
    const state = attr(res.body, 'data-state')!;
    const next = new URL(attr(res.body, 'data-next')!);
    expect(next.searchParams.get('state')).toBe(state);
    const idToken = await lms.idToken({
      nonce: next.searchParams.get('nonce')!,
      person: teacher(sub),
      target: `${PUBLIC_URL}/lessons`,
    });
    return { res, state, idToken, next };
  }

  it('the login answers a page that stores state and nonce in the LMS’s frame, for its origin only', async () => {
    const { res, state, next } = await storageLogin('ps-page');
    expect(next.origin + next.pathname).toBe(lms.registration.authUrl);
    expect(attr(res.body, 'data-origin')).toBe(new URL(lms.registration.authUrl).origin);
    expect(attr(res.body, 'data-target')).toBe('lti_storage_frame');
    expect(attr(res.body, 'data-nonce')).toBe(next.searchParams.get('nonce'));
    expect(res.body).toContain("subject: 'lti.put_data'");
    expect(res.body).toContain("subject: 'lti.capabilities'");
    expect(res.body).not.toContain("'*'");
    // The page's one script is allowed by its hash; nothing else runs.
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'(;|$)/);
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    // Where the browser keeps cookies, this one proves the browser at launch.
    expect(res.cookies.find((c) => c.name === 'chalkwise_lti_state')).toMatchObject({
      value: state,
      path: '/lti',
      httpOnly: true,
    });
  });

  it('without the cookie the launch asks the LMS’s storage first; its value is accepted once', async () => {
    const { state, idToken } = await storageLogin('ps-once');
    const logins = await count('lti_logins');
    const ask = await postLaunch({ id_token: idToken, state });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain("subject: 'lti.get_data'");
    expect(attr(ask.body, 'data-state')).toBe(state);
    expect(attr(ask.body, 'data-origin')).toBe(new URL(lms.registration.authUrl).origin);
    expect(ask.body).toContain(`name="id_token" value="${idToken}"`);
    // Asking used nothing up and stored nothing.
    expect(await count('lti_logins')).toBe(logins);
    expect(await identityOf('ps-once')).toBeUndefined();

    const done = await postLaunch({ id_token: idToken, state, lti_storage: state });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Continue with a new account');
    expect(await count('lti_logins')).toBe(logins - 1);

    const replay = await postLaunch({ id_token: idToken, state, lti_storage: state });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(LTI_ERRORS.expired.message);
  });

  it('a value the LMS did not keep for this state is refused with a page, stores nothing, and uses the login up', async () => {
    for (const wrong of ['-', 'ps.1.bHRpX3N0b3JhZ2VfZnJhbWU.someone-elses-state']) {
      const { state, idToken } = await storageLogin('ps-wrong');
      const before = await snapshot();
      const res = await postLaunch({ id_token: idToken, state, lti_storage: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('could not confirm that this launch began in this browser');
      expect(await snapshot()).toEqual(before);
      const again = await postLaunch({ id_token: idToken, state, lti_storage: state });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(LTI_ERRORS.expired.message);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('the state cookie, where the browser kept it, needs no question to the LMS', async () => {
    const { state, idToken } = await storageLogin('ps-cookie');
    const res = await postLaunch({ id_token: idToken, state }, `chalkwise_lti_state=${state}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue with a new account');
    // Another login's cookie is no proof: the LMS is asked.
    const other = await storageLogin('ps-cookie-2');
    const asked = await postLaunch(
      { id_token: other.idToken, state: other.state },
      `chalkwise_lti_state=${state}`,
    );
    expect(asked.body).toContain("subject: 'lti.get_data'");
  });

  it('an LMS that does not answer (an empty value) falls back to the state alone, as before', async () => {
    const { state, idToken } = await storageLogin('ps-silent');
    const res = await postLaunch({ id_token: idToken, state, lti_storage: '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue with a new account');
  });

  it('no storage target, or one that is no frame name, takes the old path: straight to the LMS', async () => {
    for (const params of [
      {} as Record<string, string>,
      { lti_storage_target: '../x"><script>' },
      { lti_storage_target: 'x'.repeat(61) },
    ]) {
      const res = await login(params);
      expect(res.statusCode).toBe(302);
      const state = new URL(res.headers.location as string).searchParams.get('state')!;
      expect(state.startsWith('ps.')).toBe(false);
      expect(res.cookies.find((c) => c.name === 'chalkwise_lti_state')).toBeUndefined();
    }
    // And its launch completes without asking anything.
    const res = await launch(teacher('ps-none'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue with a new account');
  });
});
