import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Clock } from '../../platform/clock';
import { DAY, HOUR } from '../../platform/clock';
import type { SecretBox } from '../../platform/secrets/secret-box';
import type { LtiRepository } from './lti.repository';

/** A key signs for this long before the next use makes a new one. */
const KEY_MAX_AGE_MS = 90 * DAY;
/**
 * A retired key stays published this long: what it signed (client assertions and deep-linking
 * answers live minutes) must still verify, and platforms cache a JWKS for a while.
 */
const RETIRED_KEY_PUBLISHED_MS = 24 * HOUR;

const ALG = 'RS256';

/** The tool's RS256 keys: made on first use, rotated by age or by an admin, kept sealed. */
export function createToolKeys(deps: { repo: LtiRepository; secrets: SecretBox; clock: Clock }) {
  const { repo, secrets, clock } = deps;

  async function rotate() {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const meta = { kid, alg: ALG, use: 'sig' };
    await repo.addKey({
      kid,
      publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), ...meta }),
      privateJwkSealed: await secrets.seal(
        JSON.stringify({ ...(await exportJWK(privateKey)), ...meta }),
      ),
      createdAt: clock.now(),
    });
    return kid;
  }

  return {
    rotate,

    /** The key to sign with now, made or replaced when there is none or it is too old. */
    async signingKey(): Promise<{ kid: string; key: CryptoKey | Uint8Array }> {
      let row = await repo.currentKey();
      if (!row || clock.now().getTime() - row.createdAt.getTime() > KEY_MAX_AGE_MS) {
        await rotate();
        row = (await repo.currentKey())!;
      }
      const jwk = await secrets.open(row.privateJwkSealed);
      // Sealed under a replaced secrets.key: the key is lost, so a new one takes over.
      if (jwk === null) {
        await rotate();
        return this.signingKey();
      }
      return { kid: row.kid, key: await importJWK(JSON.parse(jwk) as JWK, ALG) };
    },

    /** The public keys platforms verify against (the JWKS at /lti/jwks). */
    async jwks(): Promise<{ keys: JWK[] }> {
      if (!(await repo.currentKey())) await rotate();
      const since = new Date(clock.now().getTime() - RETIRED_KEY_PUBLISHED_MS);
      const rows = await repo.publishedKeys(since);
      return { keys: rows.map((r) => JSON.parse(r.publicJwk) as JWK) };
    },
  };
}

export type ToolKeys = ReturnType<typeof createToolKeys>;
