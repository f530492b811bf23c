import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './static';
import { WAIT_AT_MOST } from './server-render';

const OVERVIEW = '/api/analytics/overview';

// The build's output as static.ts finds it (dist/client, dist/ssr, dist/prerendered), with an
// SSR bundle that shows what it was given, and an API that answers by cookie.
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const INDEX = `<!doctype html><html lang="en"><head><title>Chalkwise</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>`;
const BUNDLE = `export const FIRST_ANSWERS_ID = 'first-answers';
export async function render(url, answers) {
  if (answers.some(([key, data]) => key[0] === '/api/user' && data?.firstName === 'Broken')) throw new Error('boom');
  return '<main data-url="' + url + '">' + answers.map(([key]) => key[0]).join(' ') + '</main>';
}`;

describe('pages drawn before their scripts run (issue 38 item 1)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-render-'));
  const client = path.join(dist, 'client');
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    for (const dir of ['client', 'ssr', 'prerendered/features'])
      fs.mkdirSync(path.join(dist, dir), { recursive: true });
    fs.writeFileSync(path.join(client, 'index.html'), INDEX);
    fs.mkdirSync(path.join(client, 'assets'));
    fs.writeFileSync(path.join(client, 'assets', 'index-a.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), BUNDLE);
    const page = (words: string) =>
      INDEX.replace('<div id="root"></div>', `<div id="root" data-rendered="1">${words}</div>`);
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), page('the home'));
    fs.writeFileSync(
      path.join(dist, 'prerendered', 'features', 'smart-assessments.html'),
      page('a feature'),
    );
    await app.register(fastifyCookie);
    // As helmet sets it (app/security-headers.ts).
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'self';script-src 'self';object-src 'none'",
      );
    });
    const user = (cookie?: string) =>
      ({
        good: { firstName: '</script><b>' },
        slow: { firstName: 'Slow' },
        broken: { firstName: 'Broken' },
      })[cookie ?? ''];
    app.get('/api/user', async (request, reply) => {
      const found = user(request.cookies.chalkwise_session);
      return found ? { user: found } : reply.status(401).send({ message: 'no' });
    });
    app.get('/api/subscription/info', async (request, reply) =>
      user(request.cookies.chalkwise_session) ? { tier: 'free' } : reply.status(401).send({}),
    );
    app.get('/api/config/public', async () => ({}));
    // The figures: at once, or (the 'slow' session) past the page's wait for them.
    app.get('/api/analytics/overview', async (request, reply) => {
      const session = request.cookies.chalkwise_session;
      if (!user(session)) return reply.status(401).send({});
      if (session === 'slow') await new Promise((r) => setTimeout(r, WAIT_AT_MOST[OVERVIEW]! * 3));
      return { totalStudents: 3 };
    });
    await registerClient(app, client);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends visitors the marketing pages the build rendered, and index.html elsewhere', async () => {
    expect((await app.inject({ url: '/' })).body).toContain(
      '<div id="root" data-rendered="1">the home</div>',
    );
    expect((await app.inject({ url: '/?signin=1' })).body).toContain('the home');
    expect((await app.inject({ url: '/features/smart-assessments' })).body).toContain('a feature');
    for (const url of [
      '/features/nothing-here',
      '/features/..%2f..%2fclient%2findex',
      '/lessons',
      '/join',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("allows the head's inline script by its hash, and no other", async () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    for (const cookies of [{}, { chalkwise_session: 'good' }] as Record<string, string>[]) {
      const res = await app.inject({ url: '/', cookies });
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'self';script-src 'self' 'sha256-${hash}';object-src 'none'`,
      );
    }
    // An asset is not a page: its policy is untouched.
    expect(
      (await app.inject({ url: '/assets/index-a.js' })).headers['content-security-policy'],
    ).toBe("default-src 'self';script-src 'self';object-src 'none'");
  });

  it("draws a signed-in teacher's dashboard with its first answers, written in inert and escaped", async () => {
    const res = await app.inject({ url: '/?from=mail', cookies: { chalkwise_session: 'good' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      '<div id="root" data-rendered="1"><main data-url="/?from=mail">/api/config/public /api/user /api/subscription/info /api/analytics/overview</main></div>',
    );
    const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(json).toContain('\\u003c/script>\\u003cb>');
    expect(JSON.parse(json!)).toContainEqual([['/api/user'], { firstName: '</script><b>' }]);
    expect(JSON.parse(json!)).toContainEqual([[OVERVIEW], { totalStudents: 3 }]);
    // What was answered here is not fetched again.
    for (const url of ['/api/user', '/api/subscription/info', OVERVIEW])
      expect(res.body).not.toContain(`href="${url}"`);
  });

  it('leaves figures that take longer than their wait to the browser, preloaded', async () => {
    const res = await app.inject({ url: '/', cookies: { chalkwise_session: 'slow' } });
    expect(res.body).toContain(
      '<main data-url="/">/api/config/public /api/user /api/subscription/info</main>',
    );
    expect(res.body).not.toContain('totalStudents');
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${OVERVIEW}">`,
    );
  });

  it('keeps the skeleton where it does not draw: other pages, a failed render', async () => {
    for (const [url, session] of [
      ['/lessons', 'good'],
      ['/', 'broken'],
    ] as const) {
      const res = await app.inject({ url, cookies: { chalkwise_session: session } });
      expect(res.body, url).toContain(
        '<div id="root"><div class="space-y-4 p-4 sm:p-8" role="status">',
      );
      expect(res.body, url).not.toContain('first-answers');
      expect(res.body, url).toContain('href="/api/user"');
    }
  });

  it('draws the home for a cookie that is no longer a session, with no one signed in', async () => {
    const res = await app.inject({ url: '/', cookies: { chalkwise_session: 'expired' } });
    expect(res.body).toContain('<main data-url="/">/api/config/public /api/user</main>');
    expect(res.body).toContain('[["/api/user"],null]');
  });
});
