import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp, loggerOptions } from './app';
import { FakeClock } from './platform/clock';
import { createTestDatabase } from './testing/test-db';
import { testConfig, sessionCookieOf } from './testing/test-app';

describe('request logs', () => {
  it('never contain passwords, cookies or authorization headers', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await createApp({
      config: testConfig(),
      database,
      clock: new FakeClock(),
      logger: {
        ...loggerOptions('trace'),
        stream,
        serializers: {
          // Log full headers, as an operator turning up verbosity might.
          req: (req: { method: string; url: string; headers: unknown }) => ({
            method: req.method,
            url: req.url,
            headers: req.headers,
          }),
        },
      },
    });
    try {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'loggedteacher', password: 'secret-words-55' },
      });
      const cookie = sessionCookieOf(reg)!;
      await app.inject({
        url: '/api/user',
        headers: { cookie, authorization: 'Bearer top-secret-token' },
      });
      expect(logged).toContain('/api/user');
      expect(logged).not.toContain('secret-words-55');
      expect(logged).not.toContain(cookie.split('=')[1]);
      expect(logged).not.toContain('top-secret-token');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
