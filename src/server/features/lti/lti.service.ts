import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { LtiIntegrations, LtiPlatformBody } from '../../../contracts/lti.contract';
import { LTI_DEFAULT_TARGET, ltiPlatformBody } from '../../../contracts/lti.contract';
import type { Clock } from '../../platform/clock';
import { DAY, MINUTE } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { RateLimiter } from '../../platform/http/rate-limiter';
import type {
  LtiDeepLink,
  LtiHandoffRow,
  LtiLaunchContext,
  UserRow,
} from '../../platform/db/schema/index';
import { SignJWT } from 'jose';
import type { AuthService } from '../auth/auth.service';
import { ltiErrors } from './lti.errors';
import type { ToolKeys } from './lti.keys';
import type { LtiRepository } from './lti.repository';
import {
  audienceFits,
  canvasConfiguration,
  contentItem,
  DEEP_LINKING_REQUEST,
  deepLinkingSettings,
  DL_CLAIMS,
  pickKey,
  type PickableItem,
  isInstructor,
  launchClaims,
  NRPS_CLAIM,
  nrpsClaim,
  AGS_CLAIM,
  CUSTOM_CLAIM,
  lineItemOf,
  linkedItem,
  LTI_CLAIMS,
  namesOf,
  originsOf,
  RESOURCE_LINK_REQUEST,
  targetPath,
  toolUrls,
  usernameCandidates,
  type LaunchClaims,
} from './lti.rules';
import { LtiVerifyError, type PlatformVerifier } from './lti.verify';
import { parseStorageState, storageBinding, storageState, storageTargetOk } from './lti.storage';
import { createRegistrar, type RegistrationQuery } from './lti.registration';
import type { Courses } from './lti.course';

/** How long the browser may spend at the LMS between login and launch. */
const LOGIN_TTL_MS = 10 * MINUTE;
/** How long a new instructor may take to choose an account, or to open the new window. */
const HANDOFF_TTL_MS = 10 * MINUTE;
const REGISTRATION_LINK_TTL_MS = DAY;
/** A Deep Linking response is posted at once by the browser; five minutes is plenty. */
const DEEP_LINK_RESPONSE_TTL_S = 300;
/** Every login stores a row: counted per address; a school behind one address still fits. */
const LOGINS_PER_IP = { limit: 600, windowMs: 15 * MINUTE };
/** The frame-ancestors list is read at most this often (platforms change rarely). */
const ORIGINS_TTL_MS = 30_000;
const TOOL_NAME = 'Chalkwise';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const emailOf = (s: string | undefined) => (z.email().max(254).safeParse(s).success ? s! : null);

interface LtiServiceDeps {
  repo: LtiRepository;
  auth: AuthService;
  keys: ToolKeys;
  verifier: PlatformVerifier;
  clock: Clock;
  limiter: RateLimiter;
  publicUrl?: string;
  /** The teacher's lessons, assessments and quizzes, for Deep Linking (from their services). */
  content: (userId: number) => Promise<PickableItem[]>;
  /** The teacher's LMS courses as classes (roster sync), built beside this service. */
  courses?: Pick<Courses, 'onInstructorLaunch' | 'learnerLaunch' | 'learnerQuizLaunch'>;
  /** How registration reaches the platform; fetch when unset. */
  fetch?: typeof fetch;
  onFailure?: (err: unknown, what: string) => void;
}

interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
  lti_storage_target?: string;
}

/** Where the login goes next; with `storage`, by way of a page that stores the state first. */
export interface LoginNext {
  url: string;
  storage: { target: string; origin: string; state: string; nonce: string } | null;
}

/** What a verified launch leads to; the routes turn each into a page. */
type LaunchOutcome =
  | {
      kind: 'session';
      user: UserRow;
      token: string;
      target: string;
      code: string;
      platform: string;
      roster: RosterNote;
    }
  | { kind: 'choose'; code: string; platform: string; name: string | null; mayCreate: boolean }
  | { kind: 'learner'; platform: string; context: string | null }
  | { kind: 'take'; path: string }
  | { kind: 'pick'; code: string; platform: string; items: PickableItem[] }
  /** The launch page must read the state back from the LMS's storage frame first. */
  | { kind: 'ask'; target: string; origin: string; state: string; idToken: string };

/** What a launch's roster sync did, for the launch page. */
type RosterNote = { title: string; summary: { learners: number } | null } | null;

/** The launch's course and its roster address (NRPS), when the LMS sent them. */
function contextOf(
  payload: Record<string, unknown>,
  claims: LaunchClaims,
): LtiLaunchContext | null {
  const ctx = claims[LTI_CLAIMS.context];
  if (!ctx?.id) return null;
  const nrps = nrpsClaim.safeParse(payload[NRPS_CLAIM]);
  return {
    id: ctx.id.slice(0, 255),
    title: ctx.title ?? '',
    membershipsUrl: nrps.success ? nrps.data.context_memberships_url : null,
  };
}

export function createLtiService(deps: LtiServiceDeps) {
  const { repo, auth, keys, verifier, clock, limiter } = deps;
  const urls = deps.publicUrl ? toolUrls(deps.publicUrl) : null;
  let origins: { at: number; list: string[] } | null = null;

  function ready() {
    if (!urls) throw ltiErrors.not_ready();
    return urls;
  }

  function forgetOrigins() {
    origins = null;
  }

  type Person = Omit<LtiHandoffRow, 'codeHash' | 'userId' | 'createdAt'>;

  function personOf(
    platformId: number,
    claims: LaunchClaims,
    target: string,
    deepLink: LtiDeepLink | null = null,
    context: LtiLaunchContext | null = null,
  ): Person {
    return {
      deepLink,
      context,
      platformId,
      issuer: claims.iss,
      subject: claims.sub,
      email: emailOf(claims.email),
      ...namesOf(claims),
      target,
    };
  }

  const personFrom = (r: LtiHandoffRow): Person => ({
    platformId: r.platformId,
    issuer: r.issuer,
    subject: r.subject,
    email: r.email,
    givenName: r.givenName,
    familyName: r.familyName,
    target: r.target,
    deepLink: r.deepLink,
    context: r.context,
  });

  /** A one-time code for the launch's next step (new account, link, or a new window). */
  async function handoff(person: Person, userId: number | null) {
    const code = token();
    await repo.deleteHandoffsBefore(new Date(clock.now().getTime() - HANDOFF_TTL_MS));
    await repo.insertHandoff({ ...person, codeHash: hash(code), userId, createdAt: clock.now() });
    return code;
  }

  /**
   * Signed in: a session, and a code for the new window should the frame keep no cookie. A
   * launch from a course links it to the teacher's class and syncs its roster first.
   */
  async function signedIn(user: UserRow, person: Person, session?: string, link = true) {
    const platform = await repo.platform(person.platformId);
    const roster: RosterNote =
      link && person.context && deps.courses
        ? await deps.courses
            .onInstructorLaunch(user.id, person.platformId, person.context)
            .catch((e: unknown) => {
              deps.onFailure?.(e, 'lti: course link failed');
              return null;
            })
        : null;
    return {
      roster,
      user,
      token: session ?? (await auth.sessionFor(user.id)),
      target: person.target,
      deepLink: person.deepLink,
      code: await handoff(person, user.id),
      platform: platform?.name ?? 'your LMS',
    };
  }

  async function newTeacher(h: {
    email: string | null;
    givenName: string | null;
    familyName: string | null;
  }) {
    const suffix = () => randomBytes(3).toString('hex');
    for (const username of usernameCandidates(h, suffix)) {
      try {
        return await auth.createAccount(
          {
            username,
            password: null,
            email: h.email ?? undefined,
            firstName: h.givenName ?? undefined,
            lastName: h.familyName ?? undefined,
            role: 'user',
          },
          { checkCommon: false },
        );
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'auth.username_taken')) throw e;
      }
    }
    throw ltiErrors.too_many();
  }

  /** A handoff still within its time, or the expired page. */
  async function liveHandoff(code: string, take: boolean) {
    const row = take ? await repo.takeHandoff(hash(code)) : await repo.peekHandoff(hash(code));
    if (!row || clock.now().getTime() - row.createdAt.getTime() > HANDOFF_TTL_MS)
      throw ltiErrors.expired();
    return row;
  }

  const registrar = createRegistrar({
    repo,
    clock,
    fetch: deps.fetch ?? fetch,
    name: TOOL_NAME,
    onFailure: deps.onFailure,
    onChange: forgetOrigins,
  });

  return {
    /** Origins allowed to frame Chalkwise's pages: the enabled platforms', cached briefly. */
    async frameOrigins(): Promise<string[]> {
      const now = Date.now();
      if (!origins || now - origins.at > ORIGINS_TTL_MS)
        origins = { at: now, list: [...new Set(await repo.enabledOrigins())] };
      return origins.list;
    },

    jwks: () => keys.jwks(),

    /** OIDC third-party initiated login: stores state and nonce, answers the platform's URL. */
    async login(params: LoginParams, ip: string): Promise<LoginNext> {
      const wait = limiter.hit(`lti-login:${ip}`, LOGINS_PER_IP.limit, LOGINS_PER_IP.windowMs);
      if (wait > 0) throw ltiErrors.too_many(undefined, { retryAfterSeconds: wait });
      const u = ready();
      const { iss, login_hint, target_link_uri } = params;
      if (!iss || !login_hint || !target_link_uri) throw ltiErrors.bad_login();
      if (!targetPath(target_link_uri, u.base)) throw ltiErrors.bad_target();
      const found = await repo.platformsOfIssuer(iss, params.client_id);
      if (found.length === 0) throw ltiErrors.unknown_platform();
      if (found.length > 1) throw ltiErrors.ambiguous_platform();
      const platform = found[0]!;
      if (!platform.enabled) throw ltiErrors.platform_disabled();
      const target = params.lti_storage_target;
      const storage = storageTargetOk(target);
      const state = storage ? storageState(platform.id, target, token()) : token();
      const nonce = token();
      const now = clock.now();
      await repo.deleteLoginsBefore(new Date(now.getTime() - LOGIN_TTL_MS));
      await repo.insertLogin({
        stateHash: hash(state),
        nonce,
        platformId: platform.id,
        createdAt: now,
      });
      const url = new URL(platform.authUrl);
      const query: Record<string, string | undefined> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: u.launch,
        login_hint,
        lti_message_hint: params.lti_message_hint,
        state,
        nonce,
      };
      for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
      return {
        url: url.toString(),
        storage: storage ? { target, origin: url.origin, state, nonce } : null,
      };
    },

    /**
     * The launch: the login it answers is used up first, then the id_token is verified against
     * the platform's keys and checked against its registration. Any refusal stores nothing.
     */
    async launch(
      body: { id_token?: string; state?: string; lti_storage?: string },
      stateCookie?: string,
    ): Promise<LaunchOutcome> {
      const u = ready();
      const stored = parseStorageState(body.state);
      const binding = stored && storageBinding(body.state!, stateCookie, body.lti_storage);
      if (binding === 'ask') {
        // Nothing is used up yet: the page posts the launch again with what the LMS kept.
        const platform = await repo.platform(stored!.platformId);
        if (platform)
          return {
            kind: 'ask',
            target: stored!.target,
            origin: new URL(platform.authUrl).origin,
            state: body.state!,
            idToken: body.id_token ?? '',
          };
      }
      const login = body.state ? await repo.takeLogin(hash(body.state)) : null;
      const now = clock.now();
      if (!login || now.getTime() - login.createdAt.getTime() > LOGIN_TTL_MS)
        throw ltiErrors.expired();
      // Used up above: a launch from another browser is refused and cannot be tried again.
      if (binding === 'refused') throw ltiErrors.other_browser();
      if (!body.id_token) throw ltiErrors.invalid_token();
      const platform = await repo.platform(login.platformId);
      if (!platform) throw ltiErrors.unknown_platform();
      if (!platform.enabled) throw ltiErrors.platform_disabled();
      const payload = await verifier.verify(body.id_token, platform, now).catch((e: unknown) => {
        deps.onFailure?.(e, 'lti: id_token refused');
        throw e instanceof LtiVerifyError && e.reason === 'unavailable'
          ? ltiErrors.platform_unavailable()
          : ltiErrors.invalid_token();
      });
      const parsed = launchClaims.safeParse(payload);
      if (!parsed.success) throw ltiErrors.invalid_token();
      const claims = parsed.data;
      if (!audienceFits(claims, platform.clientId) || claims.nonce !== login.nonce)
        throw ltiErrors.invalid_token();
      const deployment = await repo.deployment(platform.id, claims[LTI_CLAIMS.deploymentId]);
      if (!deployment) throw ltiErrors.unknown_deployment();
      const messageType = claims[LTI_CLAIMS.messageType];
      const name = claims[LTI_CLAIMS.platform]?.name || platform.name;
      let deepLink: LtiDeepLink | null = null;
      if (messageType === DEEP_LINKING_REQUEST) {
        if (!isInstructor(claims[LTI_CLAIMS.roles])) throw ltiErrors.deep_link_teachers();
        const settings = deepLinkingSettings.safeParse(payload[DL_CLAIMS.settings]);
        if (!settings.success) throw ltiErrors.invalid_token();
        if (!settings.data.accept_types.includes('ltiResourceLink'))
          throw ltiErrors.unsupported_message();
        deepLink = {
          returnUrl: settings.data.deep_link_return_url,
          deploymentId: deployment.deploymentId,
          data: settings.data.data ?? null,
        };
      } else if (messageType !== RESOURCE_LINK_REQUEST) throw ltiErrors.unsupported_message();
      // A Deep Linking request's target is the picker, not a page of the app.
      const target = deepLink
        ? LTI_DEFAULT_TARGET
        : targetPath(claims[LTI_CLAIMS.targetLinkUri], u.base);
      if (!target) throw ltiErrors.bad_target();
      await repo.recordLaunch(platform.id, deployment.id, now);

      if (!isInstructor(claims[LTI_CLAIMS.roles])) {
        const item = deepLink ? null : linkedItem(payload[CUSTOM_CLAIM]);
        if ((item?.kind === 'assessment' || item?.kind === 'quiz') && deps.courses) {
          const context = contextOf(payload, claims);
          if (!context) throw ltiErrors.learner_link();
          const at = {
            platformId: platform.id,
            ctx: context,
            person: claims,
            lineitem: lineItemOf(payload[AGS_CLAIM]),
          };
          const path =
            item.kind === 'quiz'
              ? await deps.courses.learnerQuizLaunch({ ...at, quizId: item.id })
              : await deps.courses.learnerLaunch({ ...at, assessmentId: item.id });
          return { kind: 'take', path };
        }
        return {
          kind: 'learner',
          platform: name,
          context: claims[LTI_CLAIMS.context]?.title ?? null,
        };
      }
      const user = await repo.userOfIdentity(claims.iss, claims.sub);
      if (user && user.role !== 'guest') {
        await repo.touchIdentity(claims.iss, claims.sub, emailOf(claims.email), now);
        const person = personOf(platform.id, claims, target, deepLink, contextOf(payload, claims));
        if (deepLink)
          return {
            kind: 'pick',
            code: await handoff(person, user.id),
            platform: name,
            items: await deps.content(user.id),
          };
        const done = await signedIn(user, person);
        return { kind: 'session', ...done, platform: name };
      }
      const email = emailOf(claims.email);
      const { givenName, familyName } = namesOf(claims);
      return {
        kind: 'choose',
        code: await handoff(
          personOf(platform.id, claims, target, deepLink, contextOf(payload, claims)),
          null,
        ),
        platform: name,
        name: [givenName, familyName].filter(Boolean).join(' ') || null,
        // Never by email: an address an account has is that account's owner's to link.
        mayCreate: !(email && (await repo.emailInUse(email))),
      };
    },

    /** The choice page's answer: a new teacher account, or an existing one linked by password. */
    async account(
      body: { code: string; action: 'create' | 'link'; username?: string; password?: string },
      ip: string,
    ) {
      const pending = await liveHandoff(body.code, false);
      if (pending.userId !== null) throw ltiErrors.expired();
      if (body.action === 'create') {
        if (pending.email && (await repo.emailInUse(pending.email))) throw ltiErrors.email_in_use();
        const row = await liveHandoff(body.code, true);
        const user = await newTeacher(row);
        if (
          !(await repo.addIdentity({
            userId: user.id,
            issuer: row.issuer,
            subject: row.subject,
            email: row.email,
            at: clock.now(),
          }))
        )
          throw ltiErrors.already_linked();
        return signedIn(user, personFrom(row));
      }
      const { user, token: session } = await auth.login(
        body.username ?? '',
        body.password ?? '',
        ip,
      );
      const refuse = async (e: AppError) => {
        await auth.logout(session);
        throw e;
      };
      if (user.role === 'guest') return refuse(ltiErrors.not_teacher());
      if (await repo.hasIdentityAt(user.id, pending.issuer))
        return refuse(ltiErrors.already_linked());
      const row = await repo.takeHandoff(hash(body.code));
      if (!row) return refuse(ltiErrors.expired());
      const added = await repo.addIdentity({
        userId: user.id,
        issuer: row.issuer,
        subject: row.subject,
        email: row.email,
        at: clock.now(),
      });
      if (!added) return refuse(ltiErrors.already_linked());
      return signedIn(user, personFrom(row), session);
    },

    /** The choice page again (after a wrong password), while its code is still good. */
    async pendingChoice(code: string) {
      const row = await repo.peekHandoff(hash(code));
      if (
        !row ||
        row.userId !== null ||
        clock.now().getTime() - row.createdAt.getTime() > HANDOFF_TTL_MS
      )
        return null;
      const platform = await repo.platform(row.platformId);
      return {
        platform: platform?.name ?? 'your LMS',
        name: [row.givenName, row.familyName].filter(Boolean).join(' ') || null,
        mayCreate: !(row.email && (await repo.emailInUse(row.email))),
      };
    },

    /** What a teacher may link into a course: their lessons, assessments and quizzes. */
    contentOf: (userId: number) => deps.content(userId),

    /**
     * The teacher's picks, back to the LMS as a signed LtiDeepLinkingResponse (Deep Linking 2.0,
     * section 4.2): only items the teacher owns, the request's `data` echoed.
     */
    async deepLinkResponse(code: string, picks: readonly string[]) {
      const row = await liveHandoff(code, true);
      if (row.userId === null || !row.deepLink) throw ltiErrors.expired();
      const platform = await repo.platform(row.platformId);
      if (!platform) throw ltiErrors.unknown_platform();
      if (!platform.enabled) throw ltiErrors.platform_disabled();
      const wanted = new Set(picks);
      const items = (await deps.content(row.userId)).filter((i) => wanted.has(pickKey(i)));
      const { kid, key } = await keys.signingKey();
      const now = Math.floor(clock.now().getTime() / 1000);
      const jwt = await new SignJWT({
        nonce: token(),
        [LTI_CLAIMS.deploymentId]: row.deepLink.deploymentId,
        [LTI_CLAIMS.messageType]: 'LtiDeepLinkingResponse',
        [LTI_CLAIMS.version]: '1.3.0',
        [DL_CLAIMS.contentItems]: items.map((i) => contentItem(ready().base, i)),
        ...(row.deepLink.data === null ? {} : { [DL_CLAIMS.data]: row.deepLink.data }),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(platform.clientId)
        .setAudience(platform.issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + DEEP_LINK_RESPONSE_TTL_S)
        .sign(key);
      return { returnUrl: row.deepLink.returnUrl, jwt, platform: platform.name };
    },

    /** The new window of a launch whose frame could not keep cookies. */
    async continueIn(code: string) {
      const row = await liveHandoff(code, true);
      if (row.userId === null) throw ltiErrors.expired();
      const user = await auth.findUser(row.userId);
      if (!user) throw ltiErrors.expired();
      // The launch in the frame already linked and synced the course.
      return signedIn(user, personFrom(row), undefined, false);
    },

    // --- the Integrations tab ---

    async integrations(): Promise<LtiIntegrations> {
      const platforms = await repo.platforms();
      const deployments = await repo.deployments(platforms.map((p) => p.id));
      const teachers = await repo.teachersByIssuer();
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        tool: urls
          ? {
              ready: true,
              loginUrl: urls.login,
              launchUrl: urls.launch,
              targetLinkUrl: urls.target,
              jwksUrl: urls.jwks,
              domain: urls.domain,
              canvasJson: JSON.stringify(canvasConfiguration(urls.base, TOOL_NAME), null, 2),
            }
          : {
              ready: false,
              loginUrl: null,
              launchUrl: null,
              targetLinkUrl: null,
              jwksUrl: null,
              domain: null,
              canvasJson: null,
            },
        platforms: platforms.map((p) => ({
          ...p,
          origins: p.origins.split(' ').filter(Boolean),
          createdAt: p.createdAt.toISOString(),
          lastLaunchAt: iso(p.lastLaunchAt),
          teachers: teachers.get(p.issuer) ?? 0,
          deployments: deployments
            .filter((d) => d.platformId === p.id)
            .map((d) => ({
              id: d.id,
              deploymentId: d.deploymentId,
              lastLaunchAt: iso(d.lastLaunchAt),
            })),
        })),
      };
    },

    async addPlatform(input: LtiPlatformBody) {
      const body = ltiPlatformBody.parse(input);
      const id = await repo.addPlatform(
        {
          name: body.name,
          issuer: body.issuer,
          clientId: body.clientId,
          authUrl: body.authUrl,
          tokenUrl: body.tokenUrl,
          jwksUrl: body.jwksUrl,
          origins: originsOf(body.issuer, body.webUrl).join(' '),
          source: 'manual',
          createdAt: clock.now(),
        },
        body.deploymentIds,
      );
      if (id === null) throw ltiErrors.platform_exists();
      forgetOrigins();
      return this.integrations();
    },

    async setEnabled(id: number, enabled: boolean) {
      if (!(await repo.setEnabled(id, enabled))) throw ltiErrors.platform_not_found();
      forgetOrigins();
      return this.integrations();
    },

    /** Removes the platform and its deployments; teachers' accounts and identities stay. */
    async removePlatform(id: number) {
      if (!(await repo.deletePlatform(id))) throw ltiErrors.platform_not_found();
      forgetOrigins();
      return this.integrations();
    },

    async addDeployment(platformId: number, deploymentId: string) {
      if (!(await repo.platform(platformId))) throw ltiErrors.platform_not_found();
      if (!(await repo.addDeployment(platformId, deploymentId, clock.now())))
        throw ltiErrors.deployment_exists();
      return this.integrations();
    },

    async removeDeployment(platformId: number, id: number) {
      if (!(await repo.deleteDeployment(platformId, id))) throw ltiErrors.deployment_not_found();
      return this.integrations();
    },

    async rotateKey() {
      return { kid: await keys.rotate() };
    },

    /** A one-time dynamic registration link, valid 24 hours. */
    async registrationLink(adminId: number) {
      const u = ready();
      const secret = token();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_TTL_MS);
      await repo.insertRegistrationLink({
        tokenHash: hash(secret),
        createdBy: adminId,
        createdAt: now,
        expiresAt,
      });
      return { url: `${u.base}/lti/register?token=${secret}`, expiresAt: expiresAt.toISOString() };
    },

    /** The LMS opened a registration link: register there and store the platform. */
    async register(query: RegistrationQuery) {
      return registrar.register(ready(), query, hash(query.token ?? ''));
    },
  };
}

export type LtiService = ReturnType<typeof createLtiService>;
