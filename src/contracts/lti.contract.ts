import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * Chalkwise as an LTI 1.3 tool (issue 36 items 1, 2 and 4): the paths an LMS is given, the
 * Integrations tab's bodies and answers, and the messages a teacher, learner or admin reads.
 */
export const LTI_PATHS = {
  login: '/lti/login',
  launch: '/lti/launch',
  jwks: '/lti/jwks',
  register: '/lti/register',
  account: '/lti/account',
  continue: '/lti/continue',
  deepLink: '/lti/deep-link',
} as const;

/** Where a launch lands when the link names no page of its own. */
export const LTI_DEFAULT_TARGET = '/';

const NAME_MAX = 120;
const URL_MAX = 2000;
const ID_MAX = 255;

export const LTI_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: `Name must be at most ${NAME_MAX} characters`,
  urlInvalid: 'Must be an http:// or https:// address',
  clientIdRequired: 'Client ID is required',
  deploymentRequired: 'Deployment ID is required',
  idMax: `IDs must be at most ${ID_MAX} characters`,
} as const;

const webUrl = z
  .string()
  .trim()
  .max(URL_MAX, LTI_MESSAGES.urlInvalid)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.hash;
    } catch {
      return false;
    }
  }, LTI_MESSAGES.urlInvalid);

const deploymentId = z
  .string()
  .trim()
  .min(1, LTI_MESSAGES.deploymentRequired)
  .max(ID_MAX, LTI_MESSAGES.idMax);

/** A platform typed on the Integrations tab (for an LMS without dynamic registration). */
export const ltiPlatformBody = z.object({
  name: z.string().trim().min(1, LTI_MESSAGES.nameRequired).max(NAME_MAX, LTI_MESSAGES.nameMax),
  issuer: webUrl,
  clientId: z.string().trim().min(1, LTI_MESSAGES.clientIdRequired).max(ID_MAX, LTI_MESSAGES.idMax),
  authUrl: webUrl,
  tokenUrl: webUrl,
  jwksUrl: webUrl,
  deploymentIds: z.array(deploymentId).max(50).default([]),
  /** The LMS's web address, when it differs from the issuer (Canvas cloud). */
  webUrl: webUrl.optional(),
});
export type LtiPlatformBody = z.input<typeof ltiPlatformBody>;

export const ltiPlatformPatch = z.object({ enabled: z.boolean() });
export const ltiDeploymentBody = z.object({ deploymentId });

const ltiDeployment = z.object({
  id: z.number().int(),
  deploymentId: z.string(),
  lastLaunchAt: z.string().nullable(),
});

export const ltiPlatform = z.object({
  id: z.number().int(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  authUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  origins: z.array(z.string()),
  enabled: z.boolean(),
  source: z.enum(['dynamic', 'manual']),
  createdAt: z.string(),
  lastLaunchAt: z.string().nullable(),
  /** Teachers whose Chalkwise account this platform's launches reach. */
  teachers: z.number().int(),
  deployments: z.array(ltiDeployment),
});
export type LtiPlatform = z.infer<typeof ltiPlatform>;

/** What an LMS admin pastes when registering by hand; null without PUBLIC_URL. */
export const ltiToolConfig = z.object({
  ready: z.boolean(),
  loginUrl: z.string().nullable(),
  launchUrl: z.string().nullable(),
  targetLinkUrl: z.string().nullable(),
  jwksUrl: z.string().nullable(),
  domain: z.string().nullable(),
  /** Canvas's developer key "Paste JSON" configuration. */
  canvasJson: z.string().nullable(),
});
export type LtiToolConfig = z.infer<typeof ltiToolConfig>;

export const ltiIntegrations = z.object({
  tool: ltiToolConfig,
  platforms: z.array(ltiPlatform),
});
export type LtiIntegrations = z.infer<typeof ltiIntegrations>;

export const ltiRegistrationLink = z.object({ url: z.string(), expiresAt: z.string() });

export const LTI_ERRORS = defineErrors('lti', {
  not_ready: {
    status: 409,
    message:
      'LTI needs the server’s public address: set PUBLIC_URL (for example https://chalkwise.school.org) and restart.',
  },
  platform_not_found: { status: 404, message: 'That LMS is not registered.' },
  deployment_not_found: { status: 404, message: 'That deployment is not registered.' },
  platform_exists: {
    status: 409,
    message: 'An LMS with this issuer and client ID is already registered.',
  },
  deployment_exists: { status: 409, message: 'This deployment is already registered.' },
  // The pages below are whole HTML pages: the browser arrives from the LMS, not the app.
  unknown_platform: {
    status: 400,
    message:
      'This LMS is not registered with Chalkwise, so the launch was refused. Ask your Chalkwise administrator to add it under Administration → Integrations.',
  },
  ambiguous_platform: {
    status: 400,
    message:
      'More than one registration matches this LMS and it did not say which one (client_id). Ask your LMS administrator to send client_id with the login.',
  },
  platform_disabled: {
    status: 403,
    message:
      'Launches from this LMS are turned off in Chalkwise. Ask your Chalkwise administrator to turn them back on under Administration → Integrations.',
  },
  bad_login: {
    status: 400,
    message:
      'The LMS did not send what an LTI 1.3 login needs (iss, login_hint and target_link_uri). Open the link from your LMS again.',
  },
  bad_target: {
    status: 400,
    message: 'This link points outside Chalkwise, so it was not followed.',
  },
  expired: {
    status: 400,
    message: 'This launch has expired or was already used. Open the link from your LMS again.',
  },
  other_browser: {
    status: 400,
    message:
      'Chalkwise could not confirm that this launch began in this browser, so nothing was opened. Open the link from your LMS again.',
  },
  invalid_token: {
    status: 401,
    message:
      'The launch from your LMS could not be verified, so nothing was opened. Open the link from your LMS again; if it happens again, tell your Chalkwise administrator.',
  },
  unknown_deployment: {
    status: 403,
    message:
      'This placement of Chalkwise in your LMS (deployment) is not registered, so the launch was refused. Ask your Chalkwise administrator to add the deployment under Administration → Integrations.',
  },
  unsupported_message: {
    status: 400,
    message: 'Chalkwise does not handle this kind of LTI launch yet.',
  },
  platform_unavailable: {
    status: 502,
    message:
      'Your LMS did not answer while Chalkwise checked the launch. Try again in a minute; if it keeps happening, tell your administrator.',
  },
  email_in_use: {
    status: 409,
    message:
      'A Chalkwise account with this email address already exists. Sign in with its username and password below to link it.',
  },
  already_linked: {
    status: 409,
    message: 'That Chalkwise account is already linked to another account in this LMS.',
  },
  not_teacher: {
    status: 403,
    message: 'Only a teacher account can be linked to your LMS.',
  },
  registration_expired: {
    status: 400,
    message:
      'This registration link has expired or was already used. Ask your Chalkwise administrator for a new one (Administration → Integrations).',
  },
  registration_failed: {
    status: 502,
    message:
      'Chalkwise could not register with your LMS. Check the LMS’s registration settings and try again with a new link.',
  },
  deep_link_teachers: {
    status: 403,
    message: 'Only teachers choose Chalkwise content for a course.',
  },
  too_many: { status: 429, message: 'Too many launches from this address. Try again shortly.' },
  // Roster sync and grades (issue 36 items 5 and 6).
  course_not_found: { status: 404, message: 'This class is not linked to an LMS course.' },
  sync_failed: { status: 502, message: 'The roster could not be read from the LMS.' },
  not_your_assessment: {
    status: 403,
    message:
      'This link opens an assessment that does not belong to a teacher of this course in Chalkwise, so nothing was opened. Ask your teacher to add the assessment to the course again.',
  },
  assessment_closed: {
    status: 409,
    message:
      'This assessment is not open in Chalkwise yet. Ask your teacher to publish it, then open the link again.',
  },
  // A quiz link opens the teacher's self-paced assignment of it (decision 0033).
  not_your_quiz: {
    status: 403,
    message:
      'This link opens a quiz that does not belong to a teacher of this course in Chalkwise, so nothing was opened. Ask your teacher to add the quiz to the course again.',
  },
  quiz_not_open: {
    status: 409,
    message:
      'This quiz is not open for your class in Chalkwise right now. Ask your teacher to assign it as homework to the class for this course, then open the link again.',
  },
  quiz_before_you: {
    status: 409,
    message:
      'This quiz was assigned before you joined the class in Chalkwise, so your name is not on it. Ask your teacher to assign it again, then open the link again.',
  },
  learner_link: {
    status: 400,
    message:
      'This link does not name anything in Chalkwise for students. Ask your teacher to add the assessment to the course again.',
  },
});

/** A class's LMS course, on the class's panel (issue 36 item 6). */
export const ltiCourse = z.object({
  platform: z.string(),
  title: z.string(),
  canSync: z.boolean(),
  /** When Chalkwise syncs it each night (HH:MM in the server's zone); null: it does not. */
  nightlySync: z.object({ at: z.string(), zone: z.string() }).nullable(),
  lastSyncedAt: z.string().nullable(),
  syncError: z.string().nullable(),
  /** Learners the LMS no longer lists: kept in the class, marked. */
  left: z.array(z.object({ studentId: z.number().int(), name: z.string(), leftAt: z.string() })),
  learners: z.number().int(),
});
export type LtiCourse = z.infer<typeof ltiCourse>;

export const ltiSyncResult = z.object({
  course: ltiCourse,
  added: z.number().int(),
  updated: z.number().int(),
  left: z.number().int(),
  learners: z.number().int(),
});
export type LtiSyncResult = z.infer<typeof ltiSyncResult>;

/** How each LMS learner's score went to the LMS, for the assessment's results (issue 36 item 5). */
export const ltiGrades = z.object({
  items: z.array(
    z.object({
      studentId: z.number().int(),
      platform: z.string(),
      status: z.enum(['none', 'pending', 'sent', 'failed']),
      reason: z.string().nullable(),
      scoreGiven: z.number().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type LtiGrades = z.infer<typeof ltiGrades>;
