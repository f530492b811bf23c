import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';
import type { LtiPlatformRow } from '../../platform/db/schema/index';
import type { ToolKeys } from './lti.keys';

/** The scopes Chalkwise asks a platform's token endpoint for (LTI Advantage services). */
export const LTI_SCOPES = {
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

/** A call to an LMS service failed; `reason` is shown to the teacher as it is. */
export class LtiServiceError extends Error {
  constructor(
    readonly reason: string,
    /** A refusal that will not change by itself (4xx other than 429): no point retrying. */
    readonly final = false,
  ) {
    super(reason);
  }
}

/** An LMS's HTTP answer as a sentence for a teacher. */
export function refusal(what: string, status: number) {
  const final = status >= 400 && status < 500 && status !== 429 && status !== 401;
  return new LtiServiceError(`${what} answered HTTP ${status}`, final);
}

const ASSERTION_TTL_S = 300;
/** A token is used only while it has this much life left (the LMS's clock may differ). */
const MARGIN_MS = 30_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Access tokens for LTI Advantage services (1EdTech Security Framework 4.1): the OAuth 2
 * client-credentials grant with a JWT client assertion signed by the tool's current key, kept
 * per platform and scope until shortly before they expire.
 */
export function createTokenClient(deps: { keys: ToolKeys; clock: Clock; fetch: typeof fetch }) {
  const cache = new Map<string, { token: string; until: number }>();
  const keyOf = (platformId: number, scope: string) => `${platformId} ${scope}`;

  async function assertion(platform: LtiPlatformRow) {
    const { kid, key } = await deps.keys.signingKey();
    const now = Math.floor(deps.clock.now().getTime() / 1000);
    return new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_TTL_S)
      .sign(key);
  }

  return {
    async token(platform: LtiPlatformRow, scope: string): Promise<string> {
      const key = keyOf(platform.id, scope);
      const now = deps.clock.now().getTime();
      const kept = cache.get(key);
      if (kept && kept.until > now) return kept.token;
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: await assertion(platform),
        scope,
      });
      const res = await deps
        .fetch(platform.tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        .catch(() => {
          throw new LtiServiceError(`${platform.name}'s token endpoint did not answer`);
        });
      if (!res.ok) throw refusal(`${platform.name}'s token endpoint`, res.status);
      const answer = (await res.json().catch(() => null)) as {
        access_token?: unknown;
        expires_in?: unknown;
      } | null;
      if (typeof answer?.access_token !== 'string' || !answer.access_token)
        throw new LtiServiceError(`${platform.name}'s token endpoint sent no access token`);
      const life = typeof answer.expires_in === 'number' ? answer.expires_in * 1000 : 3_600_000;
      cache.set(key, { token: answer.access_token, until: now + life - MARGIN_MS });
      return answer.access_token;
    },

    /** A token the LMS refused (revoked early, or the LMS restarted): ask for a new one. */
    forget(platformId: number, scope: string) {
      cache.delete(keyOf(platformId, scope));
    },

    timeoutMs: REQUEST_TIMEOUT_MS,
  };
}

export type TokenClient = ReturnType<typeof createTokenClient>;
