import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { exportJWK, generateKeyPair, type CryptoKey } from 'jose';

/** A person at the school's provider: the claims it tells Chalkwise about them. */
export interface IdpPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestIdp {
  issuer: string;
  /** The provider's signing key (tests re-sign a tampered ID token with it). */
  privateKey: CryptoKey;
  kid: string;
  /** People by the login typed on the provider's sign-in form; change them between sign-ins. */
  people: Map<string, IdpPerson>;
  close(): Promise<void>;
}

/**
 * The school's identity provider for tests: panva's oidc-provider (OpenID certified) on a local
 * port, with its development sign-in and consent pages (any password), the given clients, and
 * one RS256 key. PKCE is required, as a careful school's provider would.
 */
export async function startTestIdp(
  clients: ClientMetadata[],
  opts: { port?: number } = {},
): Promise<TestIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'school-idp-1';
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const people = new Map<string, IdpPerson>();

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    cookies: { keys: ['chalkwise-test-idp-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ ...people.get(id)! }) };
    },
  });
  // oidc-provider warns on stderr about development-only pages; that is what these are.
  provider.on('server_error', (_ctx, err) => console.error('test IdP error', err));
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));

  return {
    issuer,
    privateKey,
    kid,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal cookie jar: one host, names to values. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at).trim();
        const value = pair!.slice(at + 1).trim();
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * A person's browser at the provider: from the authorization URL through the sign-in and consent
 * forms (submitted as the pages would) to the redirect back. Answers that redirect's URL.
 */
export async function signInAtIdp(authUrl: string, login: string, redirectPrefix: string) {
  const cookies = jar();
  let url = authUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.header() } });
    cookies.take(res);
    if (res.status === 200 && /\/interaction\//.test(url)) {
      const page = await res.text();
      const prompt = page.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', login);
        form.set('password', 'any password');
      }
      const action = /<form[^>]*action="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
      res = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookies.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      cookies.take(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`IdP stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('IdP sign-in did not come back');
}
