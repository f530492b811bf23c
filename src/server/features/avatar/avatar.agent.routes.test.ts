import { describe, expect, it } from 'vitest';
import {
  caller,
  sessionCookieOf,
  signUp,
  UNAUTHORIZED_BODY,
  useTestApp,
} from '../../testing/test-app';
import { avatarAgentResponse } from '../../../contracts/avatar.contract';

/** One directive of the page's CSP, e.g. connect-src's sources. */
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

const DID = {
  DID_AGENT_ID: 'agt_test123',
  DID_CLIENT_KEY: 'client-key-for-browsers',
  DID_API_KEY: 'server-only-api-key',
  DID_API_URL: 'https://agents.example.test/',
  DID_WS_URL: 'wss://socket.example.test/notify',
};

describe('GET /api/avatar/agent without D-ID', () => {
  const ctx = useTestApp();
  const call = caller(ctx);

  it('is for signed-in teachers only', async () => {
    const res = await call('GET', '/api/avatar/agent');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED_BODY);
  });

  it('names the built-in agent, and the CSP names no D-ID host', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/avatar/agent', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'builtin' });
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:']);
  });
});

describe('GET /api/avatar/agent with a D-ID agent configured', () => {
  const ctx = useTestApp({ env: DID });
  const call = caller(ctx);

  it('hands the browser the agent, its client key and addresses, never the API key', async () => {
    const { cookie } = await signUp(ctx().app);
    const res = await call('GET', '/api/avatar/agent', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'd-id',
      agentId: 'agt_test123',
      clientKey: 'client-key-for-browsers',
      baseURL: 'https://agents.example.test',
      wsURL: 'wss://socket.example.test/notify',
    });
    expect(res.body).not.toContain(DID.DID_API_KEY);
  });

  it('gives a guest the built-in agent, never the client key (issue 23 item 3)', async () => {
    const guest = await ctx().app.inject({ method: 'POST', url: '/api/guest-login' });
    const res = await call('GET', '/api/avatar/agent', sessionCookieOf(guest));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'builtin' });
    expect(res.body).not.toContain(DID.DID_CLIENT_KEY);
  });

  it('widens connect-src to the configured D-ID hosts only', async () => {
    const res = await call('GET', '/');
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://agents.example.test',
      'wss://socket.example.test',
    ]);
    expect(String(csp)).not.toContain('d-id.com');
  });

  it('still refuses a signed-out caller', async () => {
    expect((await call('GET', '/api/avatar/agent')).statusCode).toBe(401);
  });
});

describe('the agent answer schema', () => {
  it('strips anything undeclared, such as a key that must stay on the server', () => {
    const parsed = avatarAgentResponse.parse({
      provider: 'd-id',
      agentId: 'a',
      clientKey: 'c',
      baseURL: 'https://x.test',
      wsURL: 'wss://x.test',
      apiKey: 'secret',
    });
    expect(parsed).not.toHaveProperty('apiKey');
  });
});

describe('the D-ID agent needs both its id and client key', () => {
  const ctx = useTestApp({ env: { DID_AGENT_ID: 'agt_only' } });
  const call = caller(ctx);

  it('falls back to the built-in agent with the id alone', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await call('GET', '/api/avatar/agent', cookie)).json()).toEqual({
      provider: 'builtin',
    });
  });
});
