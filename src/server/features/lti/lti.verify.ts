import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/** A platform's keys are asked for again at most this often when a token names an unknown kid. */
const JWKS_COOLDOWN_MS = 30_000;
const JWKS_TIMEOUT_MS = 10_000;
/** An id_token older than this is refused even if the platform made it live longer. */
const MAX_TOKEN_AGE = '1h';
const CLOCK_TOLERANCE_S = 30;

export class LtiVerifyError extends Error {
  constructor(
    readonly reason: 'invalid' | 'unavailable',
    cause: unknown,
  ) {
    super(reason, { cause });
  }
}

/**
 * Verifies id_tokens against each platform's JWKS. The key sets are cached per URL (jose
 * fetches again when a token names a kid it has not seen, so a platform's rotation just works).
 */
export function createPlatformVerifier(opts: { cooldownMs?: number } = {}) {
  const sets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function keySet(jwksUrl: string) {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), {
        cooldownDuration: opts.cooldownMs ?? JWKS_COOLDOWN_MS,
        timeoutDuration: JWKS_TIMEOUT_MS,
      });
      sets.set(jwksUrl, set);
    }
    return set;
  }

  return {
    async verify(
      idToken: string,
      platform: { issuer: string; jwksUrl: string },
      now: Date,
    ): Promise<JWTPayload> {
      try {
        const { payload } = await jwtVerify(idToken, keySet(platform.jwksUrl), {
          issuer: platform.issuer,
          algorithms: ['RS256'],
          currentDate: now,
          maxTokenAge: MAX_TOKEN_AGE,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
        });
        return payload;
      } catch (e) {
        const unavailable =
          e instanceof errors.JWKSTimeout ||
          e instanceof errors.JWKSInvalid ||
          (e instanceof Error && !(e instanceof errors.JOSEError));
        throw new LtiVerifyError(unavailable ? 'unavailable' : 'invalid', e);
      }
    },
  };
}

export type PlatformVerifier = ReturnType<typeof createPlatformVerifier>;
