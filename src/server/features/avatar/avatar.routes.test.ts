import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caller, signUp, useTestApp } from '../../testing/test-app';
import { AVATAR_MESSAGES } from '../../../contracts/avatar.contract';

const ctx = useTestApp();
const call = caller(ctx);

async function waitDone(cookie: string, id: string) {
  for (let i = 0; i < 120; i++) {
    const res = await call('GET', `/api/avatar/status/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    if (res.json().status !== 'pending') return res.json();
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('render did not finish');
}

describe('avatar videos', () => {
  it('renders a script to the owner’s MP4: pending, then done with its URL; counted and ledgered', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/avatar/generate', cookie, {
      text: 'Good morning, class.',
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    const first = await call('GET', `/api/avatar/status/${id}`, cookie);
    expect(['pending', 'done']).toContain(first.json().status);

    const done = await waitDone(cookie, id);
    expect(done).toEqual({
      status: 'done',
      result_url: `/api/avatar/videos/${id}`,
      queue_position: null,
      error: null,
    });

    const video = await call('GET', done.result_url, cookie);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
    const size = video.rawPayload.length;

    const part = await ctx().app.inject({
      method: 'GET',
      url: done.result_url,
      headers: { cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.length).toBe(100);
    const past = await ctx().app.inject({
      method: 'GET',
      url: done.result_url,
      headers: { cookie, range: `bytes=${size}-` },
    });
    expect(past.statusCode).toBe(416);

    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(1);
    const usage = (await call('GET', '/api/usage', cookie)).json();
    expect(usage.byFeature).toEqual(
      expect.arrayContaining([expect.objectContaining({ feature: 'avatar' })]),
    );
  });

  it.each([
    ['empty text', { text: '' }, AVATAR_MESSAGES.textEmpty],
    ['blank text', { text: '   \n ' }, AVATAR_MESSAGES.textEmpty],
    ['no text', {}, AVATAR_MESSAGES.textEmpty],
    ['a number', { text: 5 }, AVATAR_MESSAGES.textEmpty],
    ['too long', { text: 'a'.repeat(1001) }, 'Text must be at most 1000 characters'],
  ])('refuses %s with its message and starts nothing', async (_name, body, message) => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('POST', '/api/avatar/generate', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call('GET', '/api/subscription/info', cookie)).json().usageCount).toBe(0);
  });

  it('refuses a NUL byte and an unknown or malformed id', async () => {
    const { cookie } = await signUp(ctx().app);
    const nul = await call('POST', '/api/avatar/generate', cookie, { text: 'Hi\u0000' });
    expect(nul.statusCode).toBe(400);
    const unknown = 'f'.repeat(32);
    expect((await call('GET', `/api/avatar/status/${unknown}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/avatar/videos/${unknown}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/avatar/status/..%2f..%2fetc', cookie)).statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    const id = 'a'.repeat(32);
    expect((await call('POST', '/api/avatar/generate', undefined, { text: 'Hi' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/avatar/status/${id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/avatar/videos/${id}`)).statusCode).toBe(401);
  });

  it('hides a teacher’s video from another teacher (404)', async () => {
    const owner = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const { id } = (
      await call('POST', '/api/avatar/generate', owner.cookie, { text: 'Mine.' })
    ).json();
    await waitDone(owner.cookie, id);
    const status = await call('GET', `/api/avatar/status/${id}`, other.cookie);
    expect(status.statusCode).toBe(404);
    expect(status.json().code).toBe('avatar.not_found');
    expect((await call('GET', `/api/avatar/videos/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/avatar/status/${id}`, owner.cookie)).json().status).toBe(
      'done',
    );
  });

  it('answers 402 past the free plan', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/avatar/generate', cookie, { text: `Hi ${i}.` });
      expect(res.statusCode).toBe(200);
    }
    const refused = await call('POST', '/api/avatar/generate', cookie, { text: 'One more.' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'subscription.plan_limit' });
  });

  it('cleanup deletes videos past retention with their files', async () => {
    const { cookie } = await signUp(ctx().app);
    const { id } = (
      await call('POST', '/api/avatar/generate', cookie, { text: 'Old news.' })
    ).json();
    await waitDone(cookie, id);
    const file = path.join(ctx().config.avatar.dir, `${id}.mp4`);
    expect(fs.existsSync(file)).toBe(true);
    ctx().clock.advance(31 * 86_400_000);
    const { removed } = await ctx().app.services.avatar.cleanup();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
  });
});
