import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { decodeJwt, type JWTPayload } from 'jose';
import type { AppDeps } from '../app';
import type { TestContext } from './test-app';
import { buildTestApp, sessionCookieOf, signInAdmin } from './test-app';
import { startFakeLms, type FakeLms, type LaunchOptions, type LmsPerson } from './lti-platform';

/**
 * A test app with the fake LMS registered by the admin (the LMS signs with the app's clock, set
 * to `at`). With `trustToolKeys` the LMS checks token requests against the tool's JWKS, as a
 * real LMS that took Chalkwise's keys at registration does.
 */
export async function startAppWithLms(opts: {
  env: Record<string, string>;
  at: Date;
  deps?: Partial<AppDeps>;
  trustToolKeys?: boolean;
}): Promise<{ ctx: TestContext; lms: FakeLms; admin: string }> {
  const ctx = await buildTestApp({ env: opts.env, deps: opts.deps });
  ctx.clock.set(opts.at);
  const lms = await startFakeLms({ now: () => ctx.clock.now() });
  if (opts.trustToolKeys) lms.toolJwks = () => ctx.app.services.lti.jwks();
  const admin = (await signInAdmin(ctx.app)).cookie;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/lti/platforms',
    headers: { cookie: admin },
    payload: lms.registration,
  });
  expect(res.statusCode).toBe(200);
  return { ctx, lms, admin };
}

export async function stopAppWithLms(ctx?: TestContext, lms?: FakeLms) {
  await ctx?.app.close();
  await ctx?.db.close();
  await lms?.close();
}

/**
 * A whole LTI launch against a test app through the fake LMS: the login, then the id_token the
 * LMS signs with `extra` claims (the roster service, a line item, custom parameters).
 */
export async function ltiLaunch(
  ctx: TestContext,
  lms: FakeLms,
  publicUrl: string,
  person: LmsPerson,
  extra: JWTPayload = {},
  token: Partial<LaunchOptions> = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${publicUrl}/`,
    client_id: lms.clientId,
  });
  const start = await ctx.app.inject({ method: 'GET', url: `/lti/login?${query}` });
  expect(start.statusCode).toBe(302);
  const at = new URL(start.headers.location as string);
  const idToken = await lms.idToken({
    nonce: at.searchParams.get('nonce')!,
    person,
    target: `${publicUrl}/`,
    extra,
    ...token,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: lms.url },
    payload: new URLSearchParams({
      id_token: idToken,
      state: at.searchParams.get('state')!,
    }).toString(),
  });
}

/** An instructor's launch, making their teacher account the first time; answers the session. */
export async function instructorLaunch(
  ctx: TestContext,
  lms: FakeLms,
  publicUrl: string,
  person: LmsPerson,
  extra: JWTPayload = {},
): Promise<{ cookie: string; page: string }> {
  const res = await ltiLaunch(ctx, lms, publicUrl, person, extra);
  expect(res.statusCode).toBe(200);
  const signedIn = sessionCookieOf(res);
  if (signedIn) return { cookie: signedIn, page: res.body };
  const code = /name="code" value="([^"]+)"/.exec(res.body)![1]!;
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/lti/account',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
    payload: new URLSearchParams({ code, action: 'create' }).toString(),
  });
  expect(made.statusCode).toBe(200);
  return { cookie: sessionCookieOf(made)!, page: made.body };
}

const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

/**
 * A teacher's Deep Linking round trip: the picker's launch, then the picked items posted back
 * (`pick` chooses among the offered `kind:id` values; all by default). Answers the content items
 * of the signed response the LMS would receive.
 */
export async function deepLinkPick(
  ctx: TestContext,
  lms: FakeLms,
  publicUrl: string,
  person: LmsPerson,
  pick: (offered: string[]) => string[] = (offered) => offered,
): Promise<Record<string, unknown>[]> {
  const launched = await ltiLaunch(
    ctx,
    lms,
    publicUrl,
    person,
    {
      [`${DL}deep_linking_settings`]: {
        deep_link_return_url: `${lms.issuer}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
      },
    },
    { messageType: 'LtiDeepLinkingRequest' },
  );
  expect(launched.statusCode).toBe(200);
  const code = /name="code" value="([^"]+)"/.exec(launched.body)![1]!;
  const offered = [...launched.body.matchAll(/name="item" value="([^"]+)"/g)].map((m) => m[1]!);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/lti/deep-link',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
    payload: new URLSearchParams([
      ['code', code],
      ...pick(offered).map((i) => ['item', i]),
    ]).toString(),
  });
  expect(res.statusCode).toBe(200);
  const jwt = /name="JWT" value="([^"]+)"/.exec(res.body)![1]!;
  return decodeJwt(jwt)[`${DL}content_items`] as Record<string, unknown>[];
}
