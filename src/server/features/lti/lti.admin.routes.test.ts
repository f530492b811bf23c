import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LTI_ERRORS, LTI_MESSAGES } from '../../../contracts/lti.contract';
import { DAY, HOUR } from '../../platform/clock';
import { buildTestApp, signInAdmin, signUp, type TestContext } from '../../testing/test-app';
import { startFakeLms, type FakeLms } from '../../testing/lti-platform';

const PUBLIC_URL = 'https://chalkwise.school.example.org';

let lms: FakeLms;
let ctx: TestContext;
let admin: string;
let teacher: string;
/** Every request the registration made to the LMS. */
const asked: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({
    env: { PUBLIC_URL },
    deps: {
      ltiFetch: (url, init) => {
        asked.push(String(url));
        return fetch(url, init);
      },
    },
  });
  ctx.clock.set(new Date());
  lms = await startFakeLms({ clientId: 'dyn-client', deploymentId: 'dyn-deployment' });
  admin = (await signInAdmin(ctx.app)).cookie;
  teacher = (await signUp(ctx.app)).cookie;
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.db.close();
  await lms?.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function count(table: string): Promise<number> {
  const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (rows[0] as { n: number }).n;
}

const manual = {
  name: 'Lakeside Moodle',
  issuer: 'https://moodle.lakeside.example.org',
  clientId: 'abc123',
  authUrl: 'https://moodle.lakeside.example.org/mod/lti/auth.php',
  tokenUrl: 'https://moodle.lakeside.example.org/mod/lti/token.php',
  jwksUrl: 'https://moodle.lakeside.example.org/mod/lti/certs.php',
  deploymentIds: ['1'],
};

describe('the Integrations tab’s routes', () => {
  it('are for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/lti'],
      ['POST', '/api/admin/lti/registrations'],
      ['POST', '/api/admin/lti/platforms'],
      ['PATCH', '/api/admin/lti/platforms/1'],
      ['DELETE', '/api/admin/lti/platforms/1'],
      ['POST', '/api/admin/lti/platforms/1/deployments'],
      ['DELETE', '/api/admin/lti/platforms/1/deployments/1'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (
          await inject(
            method,
            url,
            method === 'GET' || method === 'DELETE' ? undefined : {},
            teacher,
          )
        ).statusCode,
      ).toBe(403);
    }
  });

  it('show the values to paste into an LMS, with Canvas’s JSON', async () => {
    const res = await inject('GET', '/api/admin/lti');
    expect(res.statusCode).toBe(200);
    const { tool } = res.json();
    expect(tool).toMatchObject({
      ready: true,
      loginUrl: `${PUBLIC_URL}/lti/login`,
      launchUrl: `${PUBLIC_URL}/lti/launch`,
      targetLinkUrl: `${PUBLIC_URL}/`,
      jwksUrl: `${PUBLIC_URL}/lti/jwks`,
      domain: 'chalkwise.school.example.org',
    });
    expect(JSON.parse(tool.canvasJson)).toMatchObject({
      oidc_initiation_url: `${PUBLIC_URL}/lti/login`,
    });
  });

  it('add an LMS by hand, list it with its deployments, and refuse it twice', async () => {
    const res = await inject('POST', '/api/admin/lti/platforms', {
      ...manual,
      webUrl: 'https://lakeside.example.org/lms',
    });
    expect(res.statusCode).toBe(200);
    const added = res.json().platforms.find((p: { clientId: string }) => p.clientId === 'abc123');
    expect(added).toMatchObject({
      name: 'Lakeside Moodle',
      enabled: true,
      source: 'manual',
      lastLaunchAt: null,
      teachers: 0,
      origins: ['https://moodle.lakeside.example.org', 'https://lakeside.example.org'],
      deployments: [{ deploymentId: '1', lastLaunchAt: null }],
    });
    const again = await inject('POST', '/api/admin/lti/platforms', manual);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LTI_ERRORS.platform_exists.message);
  });

  it.each([
    [{ ...manual, name: ' ' }, LTI_MESSAGES.nameRequired],
    [{ ...manual, clientId: '' }, LTI_MESSAGES.clientIdRequired],
    [{ ...manual, authUrl: 'javascript:alert(1)' }, LTI_MESSAGES.urlInvalid],
    [{ ...manual, jwksUrl: 'not a url' }, LTI_MESSAGES.urlInvalid],
    [{ ...manual, deploymentIds: [''] }, LTI_MESSAGES.deploymentRequired],
    [{ ...manual, name: 12 }, undefined],
    [{ ...manual, issuer: 'https://x.example/\u0000' }, undefined],
  ])('refuse a bad LMS with a clear 400 and store nothing (%#)', async (body, message) => {
    const before = await count('lti_platforms');
    const res = await inject('POST', '/api/admin/lti/platforms', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await count('lti_platforms')).toBe(before);
  });

  it('turn an LMS off and on, manage its deployments, and remove it (accounts stay)', async () => {
    const id = (await inject('GET', '/api/admin/lti'))
      .json()
      .platforms.find((p: { clientId: string }) => p.clientId === 'abc123').id as number;
    const off = await inject('PATCH', `/api/admin/lti/platforms/${id}`, { enabled: false });
    expect(off.json().platforms.find((p: { id: number }) => p.id === id).enabled).toBe(false);
    expect(
      (await inject('PATCH', `/api/admin/lti/platforms/${id}`, { enabled: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('PATCH', '/api/admin/lti/platforms/999999', { enabled: true })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PATCH', '/api/admin/lti/platforms/abc', { enabled: true })).statusCode,
    ).toBe(400);

    const added = await inject('POST', `/api/admin/lti/platforms/${id}/deployments`, {
      deploymentId: '2',
    });
    const deployments = added.json().platforms.find((p: { id: number }) => p.id === id)
      .deployments as { id: number; deploymentId: string }[];
    expect(deployments.map((d) => d.deploymentId)).toEqual(['1', '2']);
    expect(
      (await inject('POST', `/api/admin/lti/platforms/${id}/deployments`, { deploymentId: '2' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', '/api/admin/lti/platforms/999999/deployments', { deploymentId: '2' }))
        .statusCode,
    ).toBe(404);
    const two = deployments.find((d) => d.deploymentId === '2')!.id;
    expect(
      (await inject('DELETE', `/api/admin/lti/platforms/999999/deployments/${two}`)).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/api/admin/lti/platforms/${id}/deployments/${two}`)).statusCode,
    ).toBe(200);

    const users = await count('users');
    const removed = await inject('DELETE', `/api/admin/lti/platforms/${id}`);
    expect(removed.json().platforms.some((p: { id: number }) => p.id === id)).toBe(false);
    expect(await count(`lti_deployments where platform_id = ${id}`)).toBe(0);
    expect(await count('users')).toBe(users);
    expect((await inject('DELETE', `/api/admin/lti/platforms/${id}`)).statusCode).toBe(404);
  });
});

describe('dynamic registration', () => {
  const open = (url: string, query: Record<string, string>) => {
    const u = new URL(url);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return ctx.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  };
  const fromLms = () => ({
    openid_configuration: `${lms.url}/.well-known/openid-configuration`,
    registration_token: 'reg-token-1',
  });

  it('registers with the LMS by one link, stores it, and tells the LMS window to close', async () => {
    const made = await inject('POST', '/api/admin/lti/registrations');
    expect(made.statusCode).toBe(200);
    const { url, expiresAt } = made.json();
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/lti/register\\?token=[\\w-]{40,}$`));
    expect(new Date(expiresAt).getTime() - ctx.clock.now().getTime()).toBe(DAY);

    const res = await open(url, fromLms());
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }");
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );

    const sent = lms.registrations.at(-1)!;
    expect(sent.authorization).toBe('Bearer reg-token-1');
    expect(sent.body).toMatchObject({
      initiate_login_uri: `${PUBLIC_URL}/lti/login`,
      redirect_uris: [`${PUBLIC_URL}/lti/launch`],
      jwks_uri: `${PUBLIC_URL}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': {
        domain: 'chalkwise.school.example.org',
        target_link_uri: `${PUBLIC_URL}/`,
      },
    });
    const platform = (await inject('GET', '/api/admin/lti'))
      .json()
      .platforms.find((p: { clientId: string }) => p.clientId === 'dyn-client');
    expect(platform).toMatchObject({
      issuer: lms.issuer,
      source: 'dynamic',
      authUrl: `${lms.url}/auth`,
      jwksUrl: `${lms.url}/jwks`,
      enabled: true,
      deployments: [{ deploymentId: 'dyn-deployment' }],
    });

    // Used: a second opening registers nothing and asks the LMS nothing.
    const calls = asked.length;
    const platforms = await count('lti_platforms');
    const twice = await open(url, fromLms());
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('expired or was already used');
    expect(asked.length).toBe(calls);
    expect(await count('lti_platforms')).toBe(platforms);
  });

  it('an expired link registers nothing', async () => {
    const { url } = (await inject('POST', '/api/admin/lti/registrations')).json();
    ctx.clock.advance(DAY + HOUR);
    const calls = asked.length;
    const res = await open(url, fromLms());
    expect(res.statusCode).toBe(400);
    expect(asked.length).toBe(calls);
    ctx.clock.set(new Date());
  });

  it('a forged link, a refused registration or a broken configuration register nothing', async () => {
    const platforms = await count('lti_platforms');
    expect((await open(`${PUBLIC_URL}/lti/register?token=forged`, fromLms())).statusCode).toBe(400);
    const { url } = (await inject('POST', '/api/admin/lti/registrations')).json();
    const refused = await open(url, { ...fromLms(), registration_token: 'wrong' });
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain('could not register');
    const broken = await open(url, {
      ...fromLms(),
      openid_configuration: `${lms.url}/nothing-here`,
    });
    expect(broken.statusCode).toBe(502);
    expect((await open(url, { registration_token: 'reg-token-1' })).statusCode).toBe(502);
    expect(await count('lti_platforms')).toBe(platforms);
  });
});

describe('without PUBLIC_URL', () => {
  it('says LTI needs it, and makes no registration link', async () => {
    const bare = await buildTestApp();
    try {
      const cookie = (await signInAdmin(bare.app)).cookie;
      const view = await bare.app.inject({
        method: 'GET',
        url: '/api/admin/lti',
        headers: { cookie },
      });
      expect(view.json().tool).toMatchObject({ ready: false, loginUrl: null });
      const link = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/lti/registrations',
        headers: { cookie },
      });
      expect(link.statusCode).toBe(409);
      expect(link.json().message).toBe(LTI_ERRORS.not_ready.message);
    } finally {
      await bare.app.close();
      await bare.db.close();
    }
  });
});
