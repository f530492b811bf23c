import { z } from 'zod';
import { safeNextPath } from '../../../contracts/auth.contract';
import { LTI_DEFAULT_TARGET, LTI_PATHS } from '../../../contracts/lti.contract';

/** The LTI 1.3 claim names (1EdTech LTI Core 1.3, section 5). */
const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LTI_CLAIMS = {
  messageType: `${CLAIM}message_type`,
  version: `${CLAIM}version`,
  deploymentId: `${CLAIM}deployment_id`,
  targetLinkUri: `${CLAIM}target_link_uri`,
  roles: `${CLAIM}roles`,
  context: `${CLAIM}context`,
  platform: `${CLAIM}tool_platform`,
} as const;

/** The role that makes a launch a teacher's: the context membership role Instructor. */
export const INSTRUCTOR_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';

export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';

const shortText = z.string().max(1000);

/** What Chalkwise reads from a verified id_token; anything else in it is ignored. */
export const launchClaims = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  nonce: z.string().min(1),
  email: shortText.optional(),
  given_name: shortText.optional(),
  family_name: shortText.optional(),
  name: shortText.optional(),
  [LTI_CLAIMS.messageType]: z.string(),
  [LTI_CLAIMS.version]: z.literal('1.3.0'),
  [LTI_CLAIMS.deploymentId]: z.string().min(1).max(255),
  [LTI_CLAIMS.targetLinkUri]: z.string().max(2000),
  [LTI_CLAIMS.roles]: z.array(z.string()),
  [LTI_CLAIMS.context]: z.object({ id: z.string(), title: shortText.optional() }).optional(),
  [LTI_CLAIMS.platform]: z.object({ name: shortText.optional() }).optional(),
});
export type LaunchClaims = z.infer<typeof launchClaims>;

export function isInstructor(roles: readonly string[]): boolean {
  return roles.includes(INSTRUCTOR_ROLE);
}

/**
 * The audience check of OIDC Core 3.1.3.7 as LTI applies it: the tool's client id is in `aud`;
 * with several audiences `azp` must be present; when present, `azp` is the tool's client id.
 */
export function audienceFits(claims: Pick<LaunchClaims, 'aud' | 'azp'>, clientId: string) {
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(clientId)) return false;
  if (aud.length > 1 && claims.azp === undefined) return false;
  return claims.azp === undefined || claims.azp === clientId;
}

/**
 * The page of Chalkwise a link points at, as a path on this server; null for any address
 * elsewhere (a launch never becomes an open redirect). The launch URL itself means the default.
 */
export function targetPath(targetLinkUri: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(targetLinkUri);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  if (url.pathname === LTI_PATHS.launch) return LTI_DEFAULT_TARGET;
  return safeNextPath(`${url.pathname}${url.search}`) ?? null;
}

/** The web origins an LMS shows Chalkwise from: its issuer's and any address given for it. */
export function originsOf(...addresses: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    if (!address) continue;
    try {
      const { origin, protocol } = new URL(address);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}

/** A person's names from the launch, cut to what an account holds. */
export function namesOf(claims: Pick<LaunchClaims, 'given_name' | 'family_name' | 'name'>) {
  const cut = (s: string | undefined) => s?.trim().slice(0, 100) || null;
  let given = cut(claims.given_name);
  let family = cut(claims.family_name);
  if (!given && !family && claims.name) {
    const parts = claims.name.trim().split(/\s+/);
    given = cut(parts.slice(0, -1).join(' ') || parts[0]);
    family = parts.length > 1 ? cut(parts.at(-1)) : null;
  }
  return { givenName: given, familyName: family };
}

/** The tool's addresses under PUBLIC_URL. */
export function toolUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    base,
    domain: new URL(base).host,
    login: `${base}${LTI_PATHS.login}`,
    launch: `${base}${LTI_PATHS.launch}`,
    jwks: `${base}${LTI_PATHS.jwks}`,
    target: `${base}${LTI_DEFAULT_TARGET}`,
  };
}

const SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
];

/** The tool's registration for LTI Dynamic Registration (1EdTech, section 3.3). */
export function registrationRequest(publicUrl: string, name: string) {
  const urls = toolUrls(publicUrl);
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    client_name: name,
    jwks_uri: urls.jwks,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: SCOPES.join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: urls.domain,
      target_link_uri: urls.target,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: 'LtiResourceLinkRequest', target_link_uri: urls.target },
        { type: 'LtiDeepLinkingRequest', target_link_uri: urls.launch },
      ],
    },
  };
}

/** Canvas's developer key JSON ("Paste JSON"), for installing by hand. */
export function canvasConfiguration(publicUrl: string, name: string) {
  const urls = toolUrls(publicUrl);
  return {
    title: name,
    description: 'Lessons, assessments and quizzes from Chalkwise.',
    oidc_initiation_url: urls.login,
    target_link_uri: urls.target,
    public_jwk_url: urls.jwks,
    scopes: SCOPES,
    extensions: [
      {
        domain: urls.domain,
        platform: 'canvas.instructure.com',
        privacy_level: 'public',
        settings: {
          placements: [
            { placement: 'course_navigation', message_type: 'LtiResourceLinkRequest' },
            { placement: 'link_selection', message_type: 'LtiDeepLinkingRequest' },
          ],
        },
      },
    ],
    custom_fields: {},
  };
}

const USERNAME_MAX = 50;

/** Usernames to try for a new teacher: from the email's local part or the name, then a suffix. */
export function usernameCandidates(
  person: { email: string | null; givenName: string | null },
  suffix: () => string,
): string[] {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, USERNAME_MAX - 7);
  const fromEmail = person.email ? clean(person.email.slice(0, person.email.lastIndexOf('@'))) : '';
  const base = fromEmail || clean(person.givenName ?? '').toLowerCase() || 'teacher';
  const padded = base.length >= 3 ? base : `${base}-lti`;
  return Array.from({ length: 4 }, () => `${padded}-${suffix()}`);
}

// --- Deep Linking 2.0 (issue 36 item 3) ---

export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const DL_CLAIMS = {
  settings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  data: `${DL}data`,
} as const;

export const deepLinkingSettings = z.object({
  deep_link_return_url: z.url({ protocol: /^https?$/ }).max(2000),
  accept_types: z.array(z.string()),
  data: z.string().max(4000).optional(),
});

/** Something of the teacher's an LMS can link to. */
export interface PickableItem {
  kind: 'lesson' | 'assessment' | 'quiz';
  id: number;
  title: string;
  /** Gradable items' scale: the link gets a line item with this maximum. */
  scoreMaximum?: number;
}

/** Where each kind opens in Chalkwise (the web app's routes). */
const ITEM_PATHS: Record<PickableItem['kind'], (id: number) => string> = {
  lesson: (id) => `/lessons/${id}`,
  assessment: (id) => `/assessments/${id}/results`,
  quiz: (id) => `/rollcall/quizzes/${id}`,
};

export const pickKey = (item: Pick<PickableItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * One `ltiResourceLink` per picked item: its title, its page as the link's URL, and custom
 * parameters naming it. A gradable item (an assessment) also asks for a `lineItem` on its
 * scale, which Chalkwise fills with learners' scores (Assignment and Grade Services).
 */
export function contentItem(publicUrl: string, item: PickableItem) {
  return {
    type: 'ltiResourceLink',
    title: item.title,
    url: `${toolUrls(publicUrl).base}${ITEM_PATHS[item.kind](item.id)}`,
    custom: { chalkwise_kind: item.kind, chalkwise_id: String(item.id) },
    ...(item.scoreMaximum === undefined
      ? {}
      : {
          lineItem: {
            scoreMaximum: item.scoreMaximum,
            label: item.title,
            resourceId: pickKey(item),
          },
        }),
  };
}

// --- Names and Role Provisioning 2.0 (issue 36 item 6) ---

export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
export const NRPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

export const nrpsClaim = z.object({
  context_memberships_url: z.url({ protocol: /^https?$/ }).max(2000),
});

/** A member as NRPS lists it; only what a roster needs is read. */
const member = z.object({
  user_id: z.string().min(1).max(255),
  roles: z.array(z.string()).default([]),
  status: z.string().optional(),
  name: shortText.optional(),
  given_name: shortText.optional(),
  family_name: shortText.optional(),
  email: shortText.optional(),
});
export type NrpsMember = z.infer<typeof member>;

export const membershipContainer = z.object({
  context: z.object({ title: shortText.optional() }).partial().optional(),
  members: z.array(z.unknown()).default([]),
});

/** The members that parse; a malformed one is skipped rather than failing the whole roster. */
export function membersOf(list: readonly unknown[]): NrpsMember[] {
  return list.flatMap((m) => {
    const parsed = member.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The role's name without its vocabulary: LIS v2 context roles come as full URIs
 * (`...membership#Learner`), sub-roles as `...membership/Instructor#TeachingAssistant`, and
 * older platforms send the bare word.
 */
function roleName(role: string): string {
  const m = /membership(?:\/([A-Za-z]+))?#([A-Za-z]+)$/.exec(role);
  if (m) return m[1] ?? m[2]!;
  return role.includes('/') || role.includes('#') ? '' : role;
}

const STAFF = new Set(['Instructor', 'Administrator', 'ContentDeveloper', 'Mentor', 'Manager']);

/** A learner of the course, and not also one of its staff (staff are never added as students). */
export function isLearner(roles: readonly string[]): boolean {
  const names = roles.map(roleName);
  return names.includes('Learner') && !names.some((n) => STAFF.has(n));
}

/** NRPS lists Inactive and Deleted members too; only Active ones (or unmarked) are in the course. */
export const isActive = (m: Pick<NrpsMember, 'status'>) => !m.status || m.status === 'Active';

/** The next page's address from a `Link` header (RFC 8288), as NRPS pages its members. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (m && /;\s*rel="?([^";]*\s)?next(\s[^";]*)?"?/i.test(m[2]!)) return m[1]!;
  }
  return null;
}

/**
 * A learner's names as the LMS spells them (accents, apostrophes, hyphens kept), cut to what a
 * student record holds; a member with one name only gets it as the first name.
 */
export function learnerNames(m: Pick<NrpsMember, 'given_name' | 'family_name' | 'name'>) {
  const { givenName, familyName } = namesOf(m);
  return {
    firstName: givenName ?? familyName ?? '?',
    lastName: givenName ? (familyName ?? '–') : '–',
  };
}

// --- Assignment and Grade Services 2.0 (issue 36 item 5) ---

export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const CUSTOM_CLAIM = `${CLAIM}custom`;
export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

export const agsClaim = z.object({
  scope: z.array(z.string()).default([]),
  lineitem: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  lineitems: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});

/** The line item a learner's score goes to; null when the LMS lets the tool post none. */
export function lineItemOf(claim: unknown): string | null {
  const parsed = agsClaim.safeParse(claim);
  if (!parsed.success || !parsed.data.lineitem || !parsed.data.scope.includes(SCORE_SCOPE))
    return null;
  return parsed.data.lineitem;
}

/** What the link's custom parameters name (set by Deep Linking's `custom`). */
export function linkedItem(custom: unknown): { kind: string; id: number } | null {
  const parsed = z
    .object({ chalkwise_kind: z.string(), chalkwise_id: z.string().regex(/^\d{1,9}$/) })
    .safeParse(custom);
  return parsed.success
    ? { kind: parsed.data.chalkwise_kind, id: Number(parsed.data.chalkwise_id) }
    : null;
}

/** A line item's scores endpoint (AGS 3.4): `/scores` on its path, its query kept. */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/**
 * The Score a learner's result becomes (AGS 3.4.1). A score the student may not see yet
 * (released later) or one awaiting hand-grading goes without `scoreGiven`, so the LMS shows
 * it as handed in and not graded rather than a number the teacher has not confirmed.
 */
export function scoreBody(
  r: { score: number | null; maxScore: number; needsReview: boolean; visible: boolean },
  userId: string,
  timestamp: Date,
) {
  const common = { userId, activityProgress: 'Completed', timestamp: timestamp.toISOString() };
  if (!r.visible) return { ...common, gradingProgress: 'Pending' };
  if (r.needsReview || r.score === null)
    return {
      ...common,
      gradingProgress: 'PendingManual',
      ...(r.score === null ? {} : { scoreGiven: r.score, scoreMaximum: r.maxScore }),
    };
  return {
    ...common,
    gradingProgress: 'FullyGraded',
    scoreGiven: r.score,
    scoreMaximum: r.maxScore,
  };
}
