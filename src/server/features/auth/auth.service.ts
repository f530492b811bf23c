import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { DAY, HOUR, MINUTE } from '../../platform/clock';
import { addressGroup } from '../../platform/http/address-group';
import { AppError } from '../../platform/http/app-error';
import { authErrors } from './auth.errors';
import type { AuthUser } from '../../platform/http/auth-guard';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import {
  AUTH_ERRORS,
  type CreateUserBody,
  type PublicUser,
  type RegisterBody,
  type UpdateProfileBody,
} from '../../../contracts/auth.contract';
import { GUEST_LIFETIME_HOURS } from '../../../contracts/constants';
import type { UserRow } from '../../platform/db/schema/index';
import type { AuthRepository } from './auth.repository';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './password';

const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;

/** The session cookie's options, shared by every way of signing in (password, school sign-in). */
export function sessionCookieOptions(role: UserRow['role'], secure: boolean) {
  const lifetimeMs = role === 'guest' ? GUEST_LIFETIME_HOURS * HOUR : SESSION_ABSOLUTE_MS;
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: Math.floor(lifetimeMs / 1000),
  };
}
const TOUCH_EVERY_MS = MINUTE;

/** Per username and address: guessing one account is slow, and nobody else is locked out. */
const LOGIN_FAILS_PER_USER_IP = { limit: 10, windowMs: 15 * MINUTE };
/**
 * Per address, across usernames, failures only: spraying many accounts is slow, while a school
 * behind one address can sign in as often as it likes.
 */
const LOGIN_FAILS_PER_IP = { limit: 100, windowMs: 15 * MINUTE };
/** A staff training day registers a room of teachers from one address. */
const REGISTRATIONS_PER_IP = { limit: 60, windowMs: HOUR };
const GUESTS_PER_IP = { limit: 20, windowMs: HOUR };
/** Wrong current passwords on the change form, per account: a stolen session cannot guess on. */
const PASSWORD_FAILS_PER_USER = { limit: 10, windowMs: 15 * MINUTE };

/** No 0/O, 1/l/I: a temporary password is read aloud or copied from a screen. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Three groups of five ("k7mqx-3vdh9-fpw2a"): about 74 bits, and easy to type. */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: 5 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(
      '',
    );
  return [group(), group(), group()].join('-');
}
/**
 * Across all addresses, guests beyond this many an hour still get in, with an empty sandbox (no
 * sample class to write): a cap that closed guest access let 300 sign-ins from a few addresses
 * lock everyone out for about an hour (issue 23 item 8).
 */
export const GUESTS_WITH_SAMPLE_CLASS = { limit: 300, windowMs: HOUR };

/** Called once for each new teacher or guest account, e.g. to give it a sample class. */
export type AccountSeeder = (user: UserRow) => Promise<void>;

export interface AuthServiceDeps {
  repo: AuthRepository;
  clock: Clock;
  limiter: RateLimiter;
  seedNewAccount?: AccountSeeder;
  /** Whether "Continue as Guest" is offered (GUESTS). */
  guests?: boolean;
  /**
   * Why a password may not be used for this account (or for a new one, when `user` is null):
   * school sign-in required for teachers (features/sso). Late-bound, as the seeder is.
   */
  passwordRefusal?: (user: UserRow | null) => Promise<AppError | null>;
}

type NewAccount = Omit<CreateUserBody, 'password'> & { password: string | null };

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A user as the API shows it: the public fields (the response schema strips the rest, the
 * password hash first), and whether the account has a password at all.
 */
export function presentUser(row: UserRow): PublicUser {
  return { ...row, hasPassword: row.passwordHash !== null };
}

function toAuthUser(u: UserRow): AuthUser {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    firstName: u.firstName,
    mustChangePassword: u.mustChangePassword,
  };
}

export function createAuthService({
  repo,
  clock,
  limiter,
  seedNewAccount,
  guests = true,
  passwordRefusal = async () => null,
}: AuthServiceDeps) {
  /** Each request's AuthUser to the row it came from; gone with the request. */
  const rowOfRequest = new WeakMap<AuthUser, UserRow>();
  /** stillUsingPasswords' answers by username and stored hash (a handful of entries). */
  const verifiedDefaults = new Map<string, boolean>();
  type Rule = { limit: number; windowMs: number };
  const tooMany = (wait: number) =>
    authErrors.too_many_attempts(undefined, { retryAfterSeconds: wait });
  /** Counts this attempt, refusing it past the limit. */
  function throttle(key: string, rule: Rule) {
    const wait = limiter.hit(key, rule.limit, rule.windowMs);
    if (wait > 0) throw tooMany(wait);
  }
  /** Refuses while the key is over its limit, without counting this attempt. */
  function refuseWhileBlocked(key: string, rule: Rule) {
    const wait = limiter.blockedFor(key, rule.limit, rule.windowMs);
    if (wait > 0) throw tooMany(wait);
  }

  async function startSession(userId: number) {
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession({ tokenHash: hashToken(token), userId, now: clock.now() });
    return token;
  }

  async function createAccount(
    input: NewAccount,
    opts: { checkCommon: boolean; sampleClass?: boolean },
  ) {
    if (input.password !== null && opts.checkCommon && isCommonPassword(input.password)) {
      throw authErrors.common_password();
    }
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    const row = await repo.insertUser({
      username: input.username,
      passwordHash,
      email: input.email ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? 'user',
      subscriptionTier: input.subscriptionTier ?? 'free',
      createdAt: clock.now(),
    });
    if (!row) throw authErrors.username_taken();
    if (row.role !== 'admin' && opts.sampleClass !== false && seedNewAccount)
      await seedNewAccount(row);
    return row;
  }

  return {
    createAccount,

    /** A new session for an account signed in some other way (school sign-in). */
    sessionFor: (userId: number) => startSession(userId),

    async register(body: RegisterBody & { username: string; password: string }, ip: string) {
      throttle(`register:${ip}`, REGISTRATIONS_PER_IP);
      const refusal = await passwordRefusal(null);
      if (refusal) throw refusal;
      const user = await createAccount({ ...body, role: 'user' }, { checkCommon: true });
      return { user, token: await startSession(user.id) };
    },

    async login(username: string, password: string, ip: string) {
      const userKey = `login:${ip}:${username.toLowerCase()}`;
      const ipKey = `login-fail:${ip}`;
      refuseWhileBlocked(ipKey, LOGIN_FAILS_PER_IP);
      refuseWhileBlocked(userKey, LOGIN_FAILS_PER_USER_IP);

      const user = await repo.findUserByUsername(username);
      // Verify against a dummy hash when the user is unknown, so timing does not reveal it.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !user.passwordHash || !ok) {
        limiter.record(userKey, LOGIN_FAILS_PER_USER_IP.windowMs);
        limiter.record(ipKey, LOGIN_FAILS_PER_IP.windowMs);
        throw authErrors.invalid_credentials();
      }
      limiter.reset(userKey);
      // Only after the password was right: a refusal does not tell a guesser the account exists.
      const refusal = await passwordRefusal(user);
      if (refusal) throw refusal;
      return { user, token: await startSession(user.id) };
    },

    async guestLogin(ip: string) {
      if (!guests) throw authErrors.guests_off();
      // By IPv6 /64: one connection holds a whole /64, each address of it otherwise a new limit.
      throttle(`guest:${addressGroup(ip)}`, GUESTS_PER_IP);
      const sampleClass =
        limiter.hit(
          'guest:all',
          GUESTS_WITH_SAMPLE_CLASS.limit,
          GUESTS_WITH_SAMPLE_CLASS.windowMs,
        ) === 0;
      for (let attempt = 0; attempt < 5; attempt++) {
        const username = `guest-${randomBytes(3).toString('hex')}`;
        try {
          const user = await createAccount(
            { username, password: null, role: 'guest', subscriptionTier: 'free' },
            { checkCommon: false, sampleClass },
          );
          return { user, token: await startSession(user.id) };
        } catch (e) {
          if (!(e instanceof AppError && e.code === AUTH_ERRORS.username_taken.code)) throw e;
        }
      }
      throw authErrors.guest_unavailable();
    },

    /** The user behind a session token, or null when it is unknown or expired. */
    async resolveSession(token: string): Promise<AuthUser | null> {
      const tokenHash = hashToken(token);
      const found = await repo.findSessionWithUser(tokenHash);
      if (!found) return null;
      const now = clock.now().getTime();
      const { session, user } = found;
      const guestExpired =
        user.role === 'guest' && now - user.createdAt.getTime() >= GUEST_LIFETIME_HOURS * HOUR;
      if (
        now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS ||
        now - session.createdAt.getTime() >= SESSION_ABSOLUTE_MS ||
        guestExpired
      ) {
        await repo.deleteSession(tokenHash);
        return null;
      }
      if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await repo.touchSession(tokenHash, clock.now());
      }
      const authUser = toAuthUser(user);
      rowOfRequest.set(authUser, user);
      return authUser;
    },

    /**
     * The user row the session join already read for this request (GET /api/user answers it
     * without a second query); undefined for a caller resolved some other way.
     */
    rowOf(authUser: AuthUser): UserRow | undefined {
      return rowOfRequest.get(authUser);
    },

    async logout(token: string | undefined) {
      if (token) await repo.deleteSession(hashToken(token));
    },

    /** The caller's own names and email; an email another account has is refused. */
    async updateProfile(userId: number, changes: UpdateProfileBody) {
      const { email, firstName, lastName } = changes;
      if (email && (await repo.emailUsedByAnother(email, userId))) throw authErrors.email_taken();
      const row = await repo.updateProfile(userId, { email, firstName, lastName });
      // The caller's session resolved a moment ago; a row gone now is an account just deleted.
      if (!row) throw authErrors.invalid_credentials();
      return row;
    },

    /**
     * The caller's own change: the current password first (counted per account, so a session
     * left open cannot be used to guess it), sign-up's rules for the new one, and every other
     * session of the account ended; the one making the change (`keepToken`) stays signed in.
     */
    async changePassword(
      userId: number,
      body: { currentPassword: string; newPassword: string },
      keepToken: string | undefined,
    ) {
      const key = `password:${userId}`;
      refuseWhileBlocked(key, PASSWORD_FAILS_PER_USER);
      const user = await repo.findUserById(userId);
      if (user && user.passwordHash === null) throw authErrors.no_password();
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
        limiter.record(key, PASSWORD_FAILS_PER_USER.windowMs);
        throw authErrors.wrong_password();
      }
      limiter.reset(key);
      if (body.newPassword === body.currentPassword) throw authErrors.same_password();
      if (isCommonPassword(body.newPassword)) throw authErrors.common_password();
      const row = await repo.setPassword(userId, {
        passwordHash: await hashPassword(body.newPassword),
        mustChangePassword: false,
        keepTokenHash: keepToken ? hashToken(keepToken) : undefined,
      });
      if (!row) throw authErrors.invalid_credentials();
      return row;
    },

    /**
     * An administrator's reset (the admin screen, `npm run admin:reset-password`): a temporary
     * password the account must replace at its next sign-in, and every session of it ended.
     * Undefined when there is no such account.
     */
    async resetPassword(userId: number) {
      const password = temporaryPassword();
      const row = await repo.setPassword(userId, {
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      });
      return row && { user: row, temporaryPassword: password };
    },

    /**
     * Which of these accounts still sign in with the given password (demo mode's published
     * ones). A result is kept per stored hash, so only a changed password is verified again:
     * one cheap query per call, and a change made by the CLI in another process is seen.
     */
    async stillUsingPasswords(accounts: readonly { username: string; password: string }[]) {
      if (accounts.length === 0) return [];
      const rows = await repo.passwordHashesOf(accounts.map((a) => a.username));
      const found: string[] = [];
      for (const account of accounts) {
        const row = rows.find((r) => r.username.toLowerCase() === account.username.toLowerCase());
        if (!row?.passwordHash) continue;
        const key = `${row.username}\0${row.passwordHash}`;
        let same = verifiedDefaults.get(key);
        if (same === undefined) {
          same = await verifyPassword(row.passwordHash, account.password);
          if (verifiedDefaults.size > 50) verifiedDefaults.clear();
          verifiedDefaults.set(key, same);
        }
        if (same) found.push(row.username);
      }
      return found;
    },

    endSessionsOf(userId: number) {
      return repo.deleteSessionsOfUser(userId);
    },

    findUser(id: number) {
      return repo.findUserById(id);
    },

    /** Deletes expired guests with their data and forgets expired sessions. */
    async cleanup(): Promise<{ guestsDeleted: number }> {
      const now = clock.now().getTime();
      const guestsDeleted = await repo.deleteGuestsCreatedBefore(
        new Date(now - GUEST_LIFETIME_HOURS * HOUR),
      );
      await repo.deleteSessionsIdleSince(
        new Date(now - SESSION_IDLE_MS),
        new Date(now - SESSION_ABSOLUTE_MS),
      );
      return { guestsDeleted };
    },

    /** Creates the account if missing (demo accounts, ADMIN_USERNAME); never changes an existing one. */
    async ensureAccount(input: NewAccount & { password: string }) {
      const existing = await repo.findUserByUsername(input.username);
      if (existing) return existing;
      try {
        return await createAccount(input, { checkCommon: false });
      } catch (e) {
        // Another instance created it at the same moment.
        if (e instanceof AppError && e.code === AUTH_ERRORS.username_taken.code) {
          return (await repo.findUserByUsername(input.username))!;
        }
        throw e;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
