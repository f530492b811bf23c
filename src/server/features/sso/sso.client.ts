import * as oidc from 'openid-client';
import { SSO_SCOPES } from '../../../contracts/sso.contract';
import { HOUR } from '../../platform/clock';
import type { SsoClaims } from './sso.rules';

/** One provider as configured (environment or Admin page), the secret opened. */
export interface SsoProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a callback failed, in the words the error page uses. */
type SsoFailure = 'refused' | 'invalid_response' | 'unavailable';

export class SsoClientError extends Error {
  /** openid-client's code (e.g. OAUTH_JWT_CLAIM_COMPARISON_FAILED): what the log line says. */
  readonly code: string;
  constructor(
    readonly failure: SsoFailure,
    override readonly cause: unknown,
  ) {
    super(failure);
    const c = cause as { code?: unknown; name?: unknown } | null;
    this.code = String(c?.code ?? c?.name ?? 'unknown');
  }
}

const DISCOVERY_TTL_MS = 1 * HOUR;

/** http only to this machine (a provider for tests, or on the same host); https otherwise. */
const isLoopbackUrl = (url: URL) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

/** The ID token's own values win, but an absent one does not hide UserInfo's. */
const pickDefined = (o: object) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

function failureOf(err: unknown): SsoFailure {
  if (err instanceof oidc.AuthorizationResponseError) return 'refused';
  const causes = [err, (err as { cause?: unknown })?.cause];
  // fetch failing (refused, DNS, reset) or the time running out: the provider did not answer.
  if (causes.some((c) => c instanceof TypeError || (c as Error)?.name === 'TimeoutError'))
    return 'unavailable';
  return 'invalid_response';
}

/**
 * openid-client (panva, OpenID certified) around one provider: discovery cached per provider,
 * the authorization URL with PKCE (S256), state and nonce, and the code exchange, which checks
 * state, the authorization response's `iss`, and the ID token's signature (the provider's JWKS),
 * issuer, audience, expiry and nonce. `fetch` is for tests that tamper with answers.
 */
export function createSsoClient(opts: { fetch?: oidc.CustomFetch; timeoutSeconds?: number } = {}) {
  const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  function configuration(p: SsoProvider, now = Date.now()): Promise<oidc.Configuration> {
    const key = JSON.stringify([p.issuer, p.clientId, p.clientSecret]);
    const hit = cache.get(key);
    if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const server = new URL(p.issuer);
    const config = oidc.discovery(
      server,
      p.clientId,
      undefined,
      oidc.ClientSecretBasic(p.clientSecret),
      {
        // The token endpoint's ID token is also checked against the provider's keys (JWKS):
        // TLS alone would let a tampered answer through a proxy that re-signs it.
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(isLoopbackUrl(server) ? [oidc.allowInsecureRequests] : []),
        ],
        timeout: opts.timeoutSeconds ?? 10,
        ...(opts.fetch ? { [oidc.customFetch]: opts.fetch } : {}),
      },
    );
    // A failed discovery is not kept: the next sign-in asks again.
    config.catch(() => cache.delete(key));
    cache.clear();
    cache.set(key, { at: now, config });
    return config;
  }

  return {
    /** Fetches the provider's configuration now (the Admin page's save checks the issuer). */
    async discover(p: SsoProvider): Promise<void> {
      await configuration(p);
    },

    async authorizationUrl(p: SsoProvider, redirectUri: string, checks: SsoChecks) {
      const config = await configuration(p).catch((e: unknown) => {
        throw new SsoClientError(
          failureOf(e) === 'unavailable' ? 'unavailable' : 'invalid_response',
          e,
        );
      });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SSO_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      }).href;
    },

    /** The verified ID token's claims, or an SsoClientError saying why not. */
    async exchange(p: SsoProvider, callbackUrl: URL, checks: SsoChecks): Promise<SsoClaims> {
      try {
        const config = await configuration(p);
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        // Many providers (Microsoft Entra among them) put names and email in UserInfo rather
        // than the ID token; its subject must be the ID token's (checked by openid-client).
        const info = config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
          : {};
        return { ...info, ...pickDefined(claims), iss: claims.iss, sub: claims.sub } as SsoClaims;
      } catch (e) {
        throw new SsoClientError(failureOf(e), e);
      }
    },

    random: () => ({
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    }),
  };
}

export type SsoClient = ReturnType<typeof createSsoClient>;
