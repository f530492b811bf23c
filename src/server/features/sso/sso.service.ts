import { createHash, randomBytes } from 'node:crypto';
import { safeNextPath } from '../../../contracts/auth.contract';
import {
  parseDomains,
  requiredMessage,
  SSO_CALLBACK_PATH,
  SSO_ERRORS,
  type SsoSettings,
  type SsoSettingsBody,
} from '../../../contracts/sso.contract';
import type { Clock } from '../../platform/clock';
import { MINUTE } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type { SecretBox } from '../../platform/secrets/secret-box';
import type { UserRow } from '../../platform/db/schema/index';
import type { AuthService } from '../auth/auth.service';
import { SsoClientError, type SsoClient, type SsoProvider } from './sso.client';
import { ssoErrors } from './sso.errors';
import type { SsoRepository } from './sso.repository';
import { checkEmail, namesOf, usernameCandidates, type SsoClaims } from './sso.rules';

/** How long the browser may spend at the provider (a password, a second factor). */
export const ATTEMPT_TTL_MS = 10 * MINUTE;
/** Every start stores a row, so starts are counted; a school behind one address still fits. */
const STARTS_PER_IP = { limit: 600, windowMs: 15 * MINUTE };
/** Failed callbacks per address, as failed password sign-ins are counted. */
const FAILURES_PER_IP = { limit: 100, windowMs: 15 * MINUTE };
const NAME_MAX = 200;

interface SsoEnvironment {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  domains: string;
}

export interface SsoServiceDeps {
  repo: SsoRepository;
  auth: AuthService;
  client: SsoClient;
  secrets: SecretBox;
  clock: Clock;
  limiter: RateLimiter;
  /** SSO_* from the environment: wins over the Admin page's settings. */
  environment?: SsoEnvironment;
  publicUrl?: string;
  onFailure?: (err: unknown, what: string) => void;
}

/** The provider in force: from the environment or the Admin page, secret opened. */
interface Current {
  source: 'environment' | 'admin';
  provider: SsoProvider;
  name: string;
  domains: string[];
  required: boolean;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSsoService(deps: SsoServiceDeps) {
  const { repo, auth, client, secrets, clock, limiter, environment } = deps;
  const callbackUrl = deps.publicUrl
    ? `${deps.publicUrl.replace(/\/+$/, '')}${SSO_CALLBACK_PATH}`
    : null;

  async function current(): Promise<Current | null> {
    const row = await repo.settings();
    const required = row?.required ?? false;
    if (environment) {
      const { name, domains, ...provider } = environment;
      return { source: 'environment', provider, name, domains: parseDomains(domains)!, required };
    }
    if (!row?.issuer || !row.clientId || !row.clientSecretSealed || !row.name) return null;
    const clientSecret = await secrets.open(row.clientSecretSealed);
    // Sealed under another key (secrets.key replaced): as if unset, until an admin types it again.
    if (clientSecret === null) return null;
    return {
      source: 'admin',
      provider: { issuer: row.issuer, clientId: row.clientId, clientSecret },
      name: row.name,
      domains: parseDomains(row.domains) ?? [],
      required,
    };
  }

  /** Sign-in works only where the provider can send the browser back (PUBLIC_URL). */
  async function usable(): Promise<Current | null> {
    return callbackUrl ? current() : null;
  }

  function throttle(key: string, rule: { limit: number; windowMs: number }) {
    const wait = limiter.hit(key, rule.limit, rule.windowMs);
    if (wait > 0) throw ssoErrors.too_many(undefined, { retryAfterSeconds: wait });
  }

  async function newTeacher(claims: SsoClaims, email: string | null): Promise<UserRow> {
    const { firstName, lastName } = namesOf(claims, NAME_MAX);
    const names = { firstName: firstName ?? undefined, lastName: lastName ?? undefined };
    const suffix = () => randomBytes(3).toString('hex');
    for (const username of usernameCandidates(email, suffix)) {
      try {
        return await auth.createAccount(
          { username, password: null, email: email ?? undefined, ...names, role: 'user' },
          { checkCommon: false },
        );
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'auth.username_taken')) throw e;
      }
    }
    throw ssoErrors.unavailable();
  }

  /** The account for these verified claims: found by (iss, sub), linked, or made. */
  async function accountFor(claims: SsoClaims, email: string | null, linkUserId: number | null) {
    const now = clock.now();
    const key = { kind: 'oidc' as const, issuer: claims.iss, subject: claims.sub };
    const found = await repo.userOfIdentity(claims.iss, claims.sub);
    if (linkUserId !== null) {
      const user = await auth.findUser(linkUserId);
      if (!user || user.role === 'guest') throw ssoErrors.not_teacher();
      if (found && found.id !== user.id) throw ssoErrors.already_linked();
      if (!found) await repo.addIdentity({ ...key, userId: user.id, email, at: now });
      return { user, linked: true };
    }
    if (found) {
      if (found.role === 'guest') throw ssoErrors.not_teacher();
      await repo.touchIdentity(claims.iss, claims.sub, email, now);
      return { user: found, linked: false };
    }
    // Never by email alone: an address an account already has is that account's owner's to link.
    if (email && (await repo.emailInUse(email))) throw ssoErrors.email_in_use();
    const user = await newTeacher(claims, email);
    await repo.addIdentity({ ...key, userId: user.id, email, at: now });
    return { user, linked: false };
  }

  async function adminView(): Promise<SsoSettings> {
    const row = await repo.settings();
    const env = environment;
    const issuer = env?.issuer ?? row?.issuer ?? null;
    const source = env ? 'environment' : row?.issuer ? 'admin' : 'none';
    return {
      source,
      issuer,
      clientId: env?.clientId ?? row?.clientId ?? null,
      name: env?.name ?? row?.name ?? null,
      domains: parseDomains(env?.domains ?? row?.domains ?? '') ?? [],
      hasSecret: env ? true : Boolean(row?.clientSecretSealed),
      required: row?.required ?? false,
      callbackUrl,
      linkedTeachers: issuer ? await repo.linkedAccounts('oidc', issuer) : 0,
      unlinkedTeachers: issuer ? await repo.unlinkedPasswordTeachers('oidc', issuer) : 0,
    };
  }

  return {
    /** The button's words for the sign-in dialog; undefined when sign-in is not offered. */
    async publicInfo(): Promise<{ name: string } | undefined> {
      const c = await usable();
      return c ? { name: c.name } : undefined;
    },

    /** For auth: a teacher's password is refused while the school requires its sign-in. */
    async passwordRefusal(user: UserRow | null): Promise<AppError | null> {
      if (user?.role === 'admin' || user?.role === 'guest') return null;
      const c = await usable();
      if (!c?.required) return null;
      return ssoErrors.required(requiredMessage(c.name));
    },

    /** Stores the checks and answers where to send the browser and the cookie's token. */
    async start(opts: { next?: string; linkUserId?: number; ip: string }) {
      throttle(`sso-start:${opts.ip}`, STARTS_PER_IP);
      const c = await usable();
      if (!c || !callbackUrl) throw ssoErrors.not_configured();
      const checks = client.random();
      let url: string;
      try {
        url = await client.authorizationUrl(c.provider, callbackUrl, checks);
      } catch (e) {
        deps.onFailure?.(e, 'school sign-in: provider discovery failed');
        throw ssoErrors.unavailable();
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.deleteAttemptsBefore(new Date(now.getTime() - ATTEMPT_TTL_MS));
      await repo.insertAttempt({
        tokenHash: hash(token),
        ...checks,
        issuer: c.provider.issuer,
        next: safeNextPath(opts.next) ?? null,
        linkUserId: opts.linkUserId ?? null,
        createdAt: now,
      });
      return { url, token };
    },

    /**
     * The browser back from the provider. The attempt is used up whatever happens; on any
     * failure no account, identity or session is stored.
     */
    async finish(opts: { token: string | undefined; query: string; ip: string }) {
      const failKey = `sso-fail:${opts.ip}`;
      const wait = limiter.blockedFor(failKey, FAILURES_PER_IP.limit, FAILURES_PER_IP.windowMs);
      if (wait > 0) throw ssoErrors.too_many(undefined, { retryAfterSeconds: wait });
      try {
        const attempt = opts.token ? await repo.takeAttempt(hash(opts.token)) : null;
        const age = attempt ? clock.now().getTime() - attempt.createdAt.getTime() : Infinity;
        if (!attempt || age > ATTEMPT_TTL_MS) throw ssoErrors.expired();
        const c = await usable();
        // The provider changed while the browser was away: its answer is not for this one.
        if (!c || !callbackUrl || c.provider.issuer !== attempt.issuer) throw ssoErrors.expired();
        const claims = await client
          .exchange(c.provider, new URL(`${callbackUrl}?${opts.query}`), attempt)
          .catch((e: unknown) => {
            deps.onFailure?.(e, 'school sign-in: callback refused');
            throw ssoErrors[e instanceof SsoClientError ? e.failure : 'invalid_response']();
          });
        const verdict = checkEmail(claims, c.domains);
        if (!verdict.ok) throw ssoErrors[verdict.reason]();
        const { user, linked } = await accountFor(claims, verdict.email, attempt.linkUserId);
        return {
          user,
          linked,
          // Linking keeps the session that asked for it.
          token: linked ? null : await auth.sessionFor(user.id),
          next: attempt.next ?? (linked ? '/profile' : '/dashboard'),
        };
      } catch (e) {
        if (e instanceof AppError && e.code !== SSO_ERRORS.email_in_use.code)
          limiter.record(failKey, FAILURES_PER_IP.windowMs);
        throw e;
      }
    },

    /** The Account page: whether the caller's account is linked to the provider in force. */
    async linkOf(userId: number) {
      const c = await usable();
      if (!c) return { linked: false, name: null };
      return { linked: await repo.hasIdentity(userId, 'oidc', c.provider.issuer), name: c.name };
    },

    adminView,

    /** Saves the Admin page's settings once the issuer answers discovery with them. */
    async save(body: SsoSettingsBody, adminId: number) {
      if (environment) throw ssoErrors.set_by_environment();
      const row = await repo.settings();
      const keep = row?.clientSecretSealed ? await secrets.open(row.clientSecretSealed) : null;
      // A new issuer or client id with the old secret is most likely a mistake: ask again.
      const sameClient = row?.issuer === body.issuer && row?.clientId === body.clientId;
      const clientSecret = body.clientSecret ?? (sameClient ? keep : null);
      if (!clientSecret) throw ssoErrors.secret_required();
      const provider = { issuer: body.issuer, clientId: body.clientId, clientSecret };
      await client.discover(provider).catch((e: unknown) => {
        deps.onFailure?.(e, 'school sign-in: discovery failed on save');
        throw ssoErrors.discovery_failed();
      });
      await repo.saveSettings({
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecretSealed: await secrets.seal(clientSecret),
        name: body.name,
        domains: parseDomains(body.domains ?? '')!.join(','),
        required: body.required ?? false,
        updatedBy: adminId,
        updatedAt: clock.now(),
      });
      return adminView();
    },

    async setRequired(required: boolean, adminId: number) {
      await repo.saveSettings({ required, updatedBy: adminId, updatedAt: clock.now() });
      return adminView();
    },

    /** Turns the Admin page's sign-in off; accounts and their identities stay. */
    async clear(adminId: number) {
      if (environment) throw ssoErrors.set_by_environment();
      await repo.saveSettings({
        issuer: null,
        clientId: null,
        clientSecretSealed: null,
        name: null,
        domains: '',
        required: false,
        updatedBy: adminId,
        updatedAt: clock.now(),
      });
      return adminView();
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
