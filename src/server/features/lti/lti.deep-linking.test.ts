import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { LTI_ERRORS } from '../../../contracts/lti.contract';
import { MINUTE } from '../../platform/clock';
import { signUp, type TestContext } from '../../testing/test-app';
import {
  ROLE_INSTRUCTOR,
  ROLE_LEARNER,
  type FakeLms,
  type LmsPerson,
} from '../../testing/lti-platform';
import { startAppWithLms, stopAppWithLms } from '../../testing/lti-launch';

const PUBLIC_URL = 'http://localhost:3997';
const T0 = new Date();
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const RETURN_URL = 'https://lms.example.org/deep_links/return?x=1';

let lms: FakeLms;
let ctx: TestContext;

beforeAll(async () => {
  ({ ctx, lms } = await startAppWithLms({ env: { PUBLIC_URL }, at: T0 }));
});

afterAll(() => stopAppWithLms(ctx, lms));

const form = (url: string, fields: Record<string, string | string[]>, origin = PUBLIC_URL) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: body.toString(),
  });
};

/** A Deep Linking launch (the LMS's "add external content" button). */
async function deepLinkLaunch(person: LmsPerson, settings: Record<string, unknown> = {}) {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/lti/login?${new URLSearchParams({ iss: lms.issuer, login_hint: 'x', target_link_uri: `${PUBLIC_URL}/lti/launch` })}`,
  });
  const at = new URL(start.headers.location as string);
  const idToken = await lms.idToken({
    nonce: at.searchParams.get('nonce')!,
    person,
    target: `${PUBLIC_URL}/lti/launch`,
    messageType: 'LtiDeepLinkingRequest',
    extra: {
      [`${DL}deep_linking_settings`]: {
        deep_link_return_url: RETURN_URL,
        accept_types: ['ltiResourceLink', 'link'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'opaque-csrf-token-42',
        ...settings,
      },
    },
  });
  return form('/lti/launch', { id_token: idToken, state: at.searchParams.get('state')! }, lms.url);
}

const codeOf = (html: string) => /name="code" value="([^"]+)"/.exec(html)![1]!;
const teacher = (sub: string): LmsPerson => ({ sub, roles: [ROLE_INSTRUCTOR], given_name: 'Ana' });

async function count(table: string): Promise<number> {
  const { rows } = await ctx.db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (rows[0] as { n: number }).n;
}

describe('Deep Linking: an instructor adds Chalkwise content to a course', () => {
  it('picks among their own lessons; the LMS gets a signed response with one link per pick', async () => {
    const a = await signUp(ctx.app, { password: 'correct-horse-9' });
    const b = await signUp(ctx.app);
    const mine = await ctx.app.services.lessons.create(a.user.id, {
      title: 'Volcanoes & <lava>',
      subject: 'Science',
      grade: '5',
    });
    const other = await ctx.app.services.lessons.create(a.user.id, {
      title: 'Rivers',
      subject: 'Science',
      grade: '5',
    });
    const theirs = await ctx.app.services.lessons.create(b.user.id, {
      title: 'Not yours',
      subject: 'History',
      grade: '7',
    });

    // New to Chalkwise from this LMS: link the account first, then the picker.
    const launched = await deepLinkLaunch(teacher('dl-ana'));
    expect(launched.statusCode).toBe(200);
    expect(launched.body).toContain('Sign in and link');
    const linked = await form('/lti/account', {
      code: codeOf(launched.body),
      action: 'link',
      username: a.user.username,
      password: 'correct-horse-9',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toContain('Add Chalkwise content');
    expect(linked.body).toContain('Volcanoes &amp; &lt;lava&gt;');
    expect(linked.body).toContain(`value="lesson:${other.id}"`);
    expect(linked.body).not.toContain('Not yours');

    // A forged pick of another teacher's lesson is dropped, not linked.
    const done = await form('/lti/deep-link', {
      code: codeOf(linked.body),
      item: [`lesson:${mine.id}`, `lesson:${theirs.id}`, 'nonsense'],
    });
    expect(done.statusCode).toBe(200);
    expect(/action="([^"]+)"/.exec(done.body)![1]).toBe(RETURN_URL.replace('&', '&amp;'));
    expect(done.headers['content-security-policy']).toContain(
      "form-action 'self' https://lms.example.org",
    );
    const jwt = /name="JWT" value="([^"]+)"/.exec(done.body)![1]!;
    const jwks = (
      await ctx.app.inject({ method: 'GET', url: '/lti/jwks' })
    ).json() as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: lms.clientId,
      audience: lms.issuer,
      currentDate: ctx.clock.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': lms.deploymentId,
      [`${DL}data`]: 'opaque-csrf-token-42',
      [`${DL}content_items`]: [
        {
          type: 'ltiResourceLink',
          title: 'Volcanoes & <lava>',
          url: `${PUBLIC_URL}/lessons/${mine.id}`,
          custom: { chalkwise_kind: 'lesson', chalkwise_id: String(mine.id) },
        },
      ],
    });
    expect(payload.exp! - payload.iat!).toBe(300);

    // The code was used.
    const again = await form('/lti/deep-link', {
      code: codeOf(linked.body),
      item: `lesson:${mine.id}`,
    });
    expect(again.statusCode).toBe(400);

    // Known now: the next request goes straight to the picker.
    const next = await deepLinkLaunch(teacher('dl-ana'));
    expect(next.body).toContain('Add Chalkwise content');
    expect(next.body).toContain(`value="lesson:${mine.id}"`);
    // The picker's code lives ten minutes.
    ctx.clock.advance(11 * MINUTE);
    expect((await form('/lti/deep-link', { code: codeOf(next.body) })).statusCode).toBe(400);
    ctx.clock.set(T0);
  });

  it('a teacher with nothing yet is told so, and can go back with nothing picked', async () => {
    const launched = await deepLinkLaunch(teacher('dl-empty'));
    const made = await form('/lti/account', { code: codeOf(launched.body), action: 'create' });
    expect(made.body).toContain('You have no lessons, assessments or quizzes in Chalkwise yet');
    const back = await form('/lti/deep-link', { code: codeOf(made.body) });
    expect(back.statusCode).toBe(200);
    const jwt = /name="JWT" value="([^"]+)"/.exec(back.body)![1]!;
    const jwks = (
      await ctx.app.inject({ method: 'GET', url: '/lti/jwks' })
    ).json() as JSONWebKeySet;
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      currentDate: ctx.clock.now(),
    });
    expect(payload[`${DL}content_items`]).toEqual([]);
  });

  it.each<[string, LmsPerson, Record<string, unknown>, { status: number; message: string }]>([
    ['a learner', { sub: 'dl-learner', roles: [ROLE_LEARNER] }, {}, LTI_ERRORS.deep_link_teachers],
    [
      'an LMS that takes no resource links',
      teacher('dl-x'),
      { accept_types: ['file'] },
      LTI_ERRORS.unsupported_message,
    ],
    [
      'no return URL',
      teacher('dl-x'),
      { deep_link_return_url: 'javascript:alert(1)' },
      LTI_ERRORS.invalid_token,
    ],
  ])('refuses %s with a page and stores nothing', async (_what, person, settings, error) => {
    const handoffs = await count('lti_handoffs');
    const users = await count('users');
    const res = await deepLinkLaunch(person, settings);
    expect(res.statusCode).toBe(error.status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(await count('lti_handoffs')).toBe(handoffs);
    expect(await count('users')).toBe(users);
  });
});
