import type { Config } from '../config';

/**
 * Off unless TRUST_PROXY names the proxies, so a forged X-Forwarded-For changes nothing. Fastify
 * ignores a bare hop count (it cannot check the peer), so hops become "trust the first N".
 */
export function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
