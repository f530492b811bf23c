import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * Sign-in with the school's identity provider (OpenID Connect; issue 36 item 7). The messages a
 * teacher or an administrator reads, the admin tab's body and answer, and the errors.
 */

/** The path the identity provider sends the browser back to (after PUBLIC_URL). */
export const SSO_CALLBACK_PATH = '/auth/sso/callback';
export const SSO_START_PATH = '/auth/sso/start';
/** What Chalkwise asks the provider for: the teacher's id, email and names. */
export const SSO_SCOPES = 'openid email profile';
const SSO_NAME_MAX = 60;

export const SSO_MESSAGES = {
  issuerInvalid: 'Issuer must be an https:// address with no query or fragment',
  clientIdRequired: 'Client ID is required',
  secretRequired: 'Client secret is required',
  nameRequired: 'Button name is required',
  nameMax: `Button name must be at most ${SSO_NAME_MAX} characters`,
  domainsInvalid: 'Domains must be email domains separated by commas, like school.org',
} as const;

export const SSO_ERRORS = defineErrors('sso', {
  not_configured: {
    status: 404,
    message: 'Sign-in with your school account is not set up on this server.',
  },
  expired: {
    status: 400,
    message:
      'This sign-in link has expired or was already used. Go back to Chalkwise and start again.',
  },
  refused: {
    status: 400,
    message:
      'Your school’s sign-in service did not complete the sign-in. Go back to Chalkwise and try again.',
  },
  invalid_response: {
    status: 400,
    message:
      'The answer from your school’s sign-in service could not be verified, so you were not signed in. Go back to Chalkwise and try again; if it happens again, tell your administrator.',
  },
  unavailable: {
    status: 502,
    message:
      'Your school’s sign-in service did not answer. Try again in a minute; if it keeps happening, tell your administrator.',
  },
  domain_refused: {
    status: 403,
    message:
      'This email address is not one of the school addresses allowed on this server. Sign in with your school account, or ask your administrator.',
  },
  email_unverified: {
    status: 403,
    message:
      'Your school’s sign-in service says this email address is not verified, so no account was made. Ask your administrator.',
  },
  email_missing: {
    status: 403,
    message:
      'Your school’s sign-in service did not share your email address, so no account was made. Ask your administrator.',
  },
  email_in_use: {
    status: 409,
    message:
      'A Chalkwise account with this email address already signs in with a password. Sign in with your username and password, then link your school account from your Account page.',
  },
  already_linked: {
    status: 409,
    message: 'This school account is already linked to another Chalkwise account.',
  },
  not_teacher: {
    status: 403,
    message: 'Only teacher and administrator accounts can sign in with a school account.',
  },
  required: {
    status: 403,
    message:
      'This school requires teachers to sign in with their school account. Use the “Sign in with …” button instead.',
  },
  discovery_failed: {
    status: 400,
    message:
      'The issuer did not answer with an OpenID Connect configuration. Check the issuer address.',
  },
  secret_required: { status: 400, message: SSO_MESSAGES.secretRequired },
  set_by_environment: {
    status: 409,
    message:
      'Sign-in is configured by the server’s environment (SSO_ISSUER); change it there. Only “Require” can be set here.',
  },
  too_many: { status: 429, message: 'Too many sign-in attempts. Please wait and try again.' },
});

/** The refusal of a teacher's password sign-in, naming the button the teacher should use. */
export const requiredMessage = (name: string) =>
  `This school requires teachers to sign in with their school account. Use “Sign in with ${name}” instead.`;

/** Domains as an administrator types them: "school.org, staff.school.org". */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export function parseDomains(text: string): string[] | null {
  const list = text
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return list.every((d) => DOMAIN.test(d)) ? [...new Set(list)] : null;
}

/** https, or http to this machine (a test or a provider on the same host); no query or hash. */
export function isAcceptableIssuer(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);
  const protocolOk = url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  return protocolOk && !url.search && !url.hash && !url.username && !url.password;
}

export const ssoSettingsBody = z.object({
  issuer: z
    .string(SSO_MESSAGES.issuerInvalid)
    .trim()
    .max(500, SSO_MESSAGES.issuerInvalid)
    .refine(isAcceptableIssuer, SSO_MESSAGES.issuerInvalid),
  clientId: z
    .string(SSO_MESSAGES.clientIdRequired)
    .trim()
    .min(1, SSO_MESSAGES.clientIdRequired)
    .max(500),
  /** Absent: keep the stored one (it is never sent back to be re-typed). */
  clientSecret: z.string().min(1, SSO_MESSAGES.secretRequired).max(2000).optional(),
  name: z
    .string(SSO_MESSAGES.nameRequired)
    .trim()
    .min(1, SSO_MESSAGES.nameRequired)
    .max(SSO_NAME_MAX, SSO_MESSAGES.nameMax),
  domains: z
    .string()
    .max(2000, SSO_MESSAGES.domainsInvalid)
    .refine((d) => parseDomains(d) !== null, SSO_MESSAGES.domainsInvalid)
    .default(''),
  required: z.boolean().default(false),
});
export type SsoSettingsBody = z.input<typeof ssoSettingsBody>;

export const ssoRequiredBody = z.object({ required: z.boolean() });

export const ssoSettings = z.object({
  /** environment: SSO_ISSUER is set and wins; admin: saved on this tab; none: off. */
  source: z.enum(['environment', 'admin', 'none']),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  name: z.string().nullable(),
  domains: z.array(z.string()),
  hasSecret: z.boolean(),
  required: z.boolean(),
  /** The redirect URI to register at the provider; null until PUBLIC_URL is set. */
  callbackUrl: z.string().nullable(),
  /** Teacher accounts that have signed in with the provider at least once. */
  linkedTeachers: z.number().int(),
  /** Teachers with a password who have not linked it: requiring the provider locks them out. */
  unlinkedTeachers: z.number().int(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoLink = z.object({ linked: z.boolean(), name: z.string().nullable() });
export type SsoLink = z.infer<typeof ssoLink>;
