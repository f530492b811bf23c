import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './static';

describe('serving the built client', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalkwise-client-'));
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Chalkwise</title>');
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
