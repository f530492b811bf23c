/**
 * The pure decisions of school sign-in (issue 36 item 7): who may come in by their claims, and
 * the names and username a first sign-in gives the new teacher account.
 */

/** The ID token claims Chalkwise reads (openid email profile). */
export interface SsoClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

export type EmailVerdict =
  | { ok: true; email: string | null }
  | { ok: false; reason: 'email_missing' | 'email_unverified' | 'domain_refused' };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * An address must be in one of the allowed domains (exactly, not a subdomain: staff.school.org
 * is listed on its own) and not marked unverified. With no domains listed, any address will do,
 * and a provider that shares none is still let in (a school's own provider vouches for its
 * people); with domains listed, an address is needed to check them.
 */
export function checkEmail(claims: SsoClaims, domains: readonly string[]): EmailVerdict {
  const email = text(claims.email)?.toLowerCase() ?? null;
  if (email && claims.email_verified === false) return { ok: false, reason: 'email_unverified' };
  if (domains.length === 0) return { ok: true, email };
  if (!email) return { ok: false, reason: 'email_missing' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domains.includes(domain) ? { ok: true, email } : { ok: false, reason: 'domain_refused' };
}

/** Names as the provider spells them; `name` split at its last space when the parts are absent. */
export function namesOf(
  claims: SsoClaims,
  max: number,
): { firstName: string | null; lastName: string | null } {
  let first = text(claims.given_name);
  let last = text(claims.family_name);
  const full = text(claims.name);
  if (!first && !last && full) {
    const cut = full.lastIndexOf(' ');
    first = cut > 0 ? full.slice(0, cut) : full;
    last = cut > 0 ? full.slice(cut + 1) : null;
  }
  // Cut by code points, never inside a surrogate pair.
  const clip = (s: string | null) => (s === null ? null : [...s].slice(0, max).join(''));
  return { firstName: clip(first), lastName: clip(last) };
}

const USERNAME_MAX = 64;

/**
 * Usernames to try for a new account, best first: the email address itself (what the teacher
 * knows), then its local part with a suffix. Only the characters usernames allow.
 */
export function usernameCandidates(email: string | null, suffix: () => string): string[] {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9._@-]/g, '').slice(0, USERNAME_MAX - 7);
  const local = clean(email ? email.slice(0, email.lastIndexOf('@')) : '') || 'teacher';
  const padded = local.length >= 3 ? local : `${local}-sso`;
  const whole = email ? clean(email) : '';
  return [
    ...(whole.length >= 3 && whole === email?.slice(0, USERNAME_MAX - 7) ? [whole] : []),
    ...Array.from({ length: 4 }, () => `${padded}-${suffix()}`),
  ];
}
