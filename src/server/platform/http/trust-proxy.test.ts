import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../testing/test-app';

// Behind a trusted proxy (TRUST_PROXY=1) the client address comes from X-Forwarded-For, so two
// students behind the proxy are two addresses; by default (auth.routes.test.ts) the header is ignored.
const ctx = useTestApp({ env: { TRUST_PROXY: '1' } });

describe('TRUST_PROXY set to one hop', () => {
  it('takes the client address from the proxy’s X-Forwarded-For', async () => {
    const { user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    const attempt = (client: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: user.username, password: 'wrong-guess-0' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.7')).statusCode).toBe(401);
    expect((await attempt('198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's failures.
    expect((await attempt('198.51.100.8')).statusCode).toBe(401);
  });

  it('takes only the hop the proxy added, not addresses the client prepended', async () => {
    const { user } = await signUp(ctx().app, { password: 'maple-syrup-42' });
    const attempt = (forged: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.1',
        // The client sent "forged"; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.9` },
        payload: { username: user.username, password: 'wrong-guess-0' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt('203.0.113.200')).statusCode).toBe(429);
  });
});
