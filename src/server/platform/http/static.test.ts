import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './static';

describe('serving the built client', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-client-'));
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Chalkwise</title></head><body><div id="root"></div></body></html>',
    );
    await app.register(fastifyCookie);
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await registerClient(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html for client routes, revalidated every time', async () => {
    for (const url of ['/', '/lessons/12/edit', '/take/ABCD2345']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Chalkwise</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file, not the page', async () => {
    for (const url of ['/favicon.ico', '/apple-touch-icon.png', '/assets/gone-abc.js?v=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<title>');
    }
  });

  it('sends pages compressed as the browser accepts them, the same page in each', async () => {
    const plain = await app.inject({ url: '/lessons' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases = [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', zlib.gunzipSync],
      ['*', 'br', zlib.brotliDecompressSync],
    ] as const;
    for (const cookies of [{}, { chalkwise_session: 'token' }] as Record<string, string>[]) {
      const expected = (await app.inject({ url: '/lessons', cookies })).body;
      for (const [accept, encoding, decode] of cases) {
        // Twice: a page the same for everyone is kept encoded after the first.
        for (let i = 0; i < 2; i++) {
          const res = await app.inject({
            url: '/lessons',
            cookies,
            headers: { 'accept-encoding': accept },
          });
          expect(res.headers['content-encoding'], accept).toBe(encoding);
          expect(decode(res.rawPayload).toString('utf8')).toBe(expected);
        }
      }
      const refused = await app.inject({
        url: '/lessons',
        cookies,
        headers: { 'accept-encoding': 'identity, br;q=0, gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(expected);
    }
  });

  it('marks the page when a session cookie came with it, and only then, never with its value', async () => {
    const plain = await app.inject({ url: '/lessons' });
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    const hinted = await app.inject({
      url: '/lessons',
      cookies: { chalkwise_session: 'secret-token-value' },
    });
    expect(hinted.body).toContain('<html data-session="1" lang="en">');
    expect(hinted.body).not.toContain('secret-token-value');
    const other = await app.inject({ url: '/', cookies: { theme: 'dark' } });
    expect(other.body).not.toContain('data-session');
  });

  it('has a signed-in page fetch its first API answers alongside its scripts', async () => {
    const preload = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
    const cookies = { chalkwise_session: 'token' };
    const dashboard = await app.inject({ url: '/?from=mail', cookies });
    expect(dashboard.body).toContain(
      `${preload('/api/user')}${preload('/api/subscription/info')}${preload('/api/analytics/overview')}${preload('/api/assessments/review-count')}</head>`,
    );
    const lessons = await app.inject({ url: '/lessons', cookies });
    expect(lessons.body).toContain(`${preload('/api/user')}</head>`);
    expect(lessons.body).not.toContain('/api/analytics/overview');
    expect(lessons.body).toContain(
      '<div id="root"><div class="space-y-4 p-4 sm:p-8" role="status"><span class="sr-only">Loading...</span>',
    );
    const signedOut = await app.inject({ url: '/' });
    expect(signedOut.body).not.toContain('rel="preload"');
    // Signed out, the first screen is the app's own (the home), with nothing to replace.
    expect(signedOut.body).toContain('<div id="root"></div>');
  });

  it("names the signed-in frame's and the page's chunks, with their imports, from the build's manifest", async () => {
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const manifestDir = path.join(dir, '.vite');
    fs.mkdirSync(manifestDir);
    // The entry is already in the page: named once, by the page itself.
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      html.replace('</head>', '<script type="module" src="/assets/index-e1.js"></script></head>'),
    );
    const manifest = {
      'index.html': { file: 'assets/index-e1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-r1.js' },
      '_ui.js': { file: 'assets/ui-u1.js', imports: ['index.html'] },
      'app/app-layout.tsx': { file: 'assets/app-layout-a1.js', imports: ['index.html', '_ui.js'] },
      'features/dashboard/pages/dashboard-page.tsx': {
        file: 'assets/dashboard-page-d1.js',
        imports: ['_ui.js', '_banner.js'],
      },
      '_banner.js': { file: 'assets/banner-b1.js' },
      'features/lessons/pages/lessons-page.tsx': { file: 'assets/lessons-page-l1.js' },
    };
    fs.writeFileSync(path.join(manifestDir, 'manifest.json'), JSON.stringify(manifest));
    try {
      const cookies = { chalkwise_session: 'token' };
      const modulepreloads = (body: string) =>
        [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
          (m) => m[1],
        );
      const dashboard = await app.inject({ url: '/', cookies });
      expect(modulepreloads(dashboard.body)).toEqual([
        '/assets/app-layout-a1.js',
        '/assets/runtime-r1.js',
        '/assets/ui-u1.js',
        '/assets/dashboard-page-d1.js',
        '/assets/banner-b1.js',
      ]);
      // Another page: the frame only (its own page has no preload entry); signed out: nothing.
      const lessons = await app.inject({ url: '/lessons', cookies });
      expect(modulepreloads(lessons.body)).toEqual([
        '/assets/app-layout-a1.js',
        '/assets/runtime-r1.js',
        '/assets/ui-u1.js',
      ]);
      expect(modulepreloads((await app.inject({ url: '/' })).body)).toEqual([]);

      // A rebuild's manifest is read without a restart.
      const later = new Date(Date.now() + 5000);
      manifest['app/app-layout.tsx'].file = 'assets/app-layout-a2.js';
      fs.writeFileSync(path.join(manifestDir, 'manifest.json'), JSON.stringify(manifest));
      fs.utimesSync(path.join(manifestDir, 'manifest.json'), later, later);
      expect(modulepreloads((await app.inject({ url: '/lessons', cookies })).body)[0]).toBe(
        '/assets/app-layout-a2.js',
      );
    } finally {
      fs.rmSync(manifestDir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), html);
    }
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const file = path.join(dir, 'index.html');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace('Chalkwise', 'Chalkwise 2'));
    expect((await app.inject({ url: '/' })).body).toContain('Chalkwise 2');
    fs.writeFileSync(file, before);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'http.not_found' });
    const post = await app.inject({ method: 'POST', url: '/lessons' });
    expect(post.statusCode).toBe(404);
  });

  it('without a build, answers JSON 404 everywhere', async () => {
    const bare = Fastify({ logger: false });
    await registerClient(bare, path.join(dir, 'missing'));
    const res = await bare.inject({ url: '/lessons' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('http.not_found');
    await bare.close();
  });
});
