import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { ltiErrors } from './lti.errors';
import type { LtiRepository } from './lti.repository';
import { originsOf, registrationRequest, type toolUrls } from './lti.rules';

const TIMEOUT_MS = 10_000;
const httpUrl = z.url({ protocol: /^https?$/ });

/** The parts of the platform's OpenID configuration registration needs (LTI DR, 3.5.1). */
const platformConfiguration = z.object({
  issuer: httpUrl,
  authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  jwks_uri: httpUrl,
  registration_endpoint: httpUrl,
  'https://purl.imsglobal.org/spec/lti-platform-configuration': z
    .object({ product_family_code: z.string().max(100).optional() })
    .optional(),
});

/** The platform's answer to the tool's registration (LTI DR, 3.6). */
const registrationAnswer = z.object({
  client_id: z.string().min(1).max(255),
  'https://purl.imsglobal.org/spec/lti-tool-configuration': z
    .object({ deployment_id: z.string().min(1).max(255).optional() })
    .optional(),
});

export interface RegistrationQuery {
  token?: string;
  openid_configuration?: string;
  registration_token?: string;
}

/**
 * LTI Dynamic Registration (1EdTech, 2021): the LMS opens a one-time link with its configuration's
 * address; Chalkwise reads it, registers itself at the platform's registration endpoint, and
 * stores the platform and deployment while using up the link, so a used or expired link
 * registers nothing in Chalkwise.
 */
export function createRegistrar(deps: {
  repo: LtiRepository;
  clock: Clock;
  fetch: typeof fetch;
  name: string;
  onFailure?: (err: unknown, what: string) => void;
  onChange: () => void;
}) {
  const { repo, clock } = deps;

  async function json(url: string, init: RequestInit, what: string): Promise<unknown> {
    try {
      const res = await deps.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
      return await res.json();
    } catch (e) {
      deps.onFailure?.(e, `lti registration: ${what} failed`);
      throw ltiErrors.registration_failed();
    }
  }

  return {
    async register(urls: ReturnType<typeof toolUrls>, query: RegistrationQuery, tokenHash: string) {
      if (!query.token || !(await repo.registrationLinkUsable(tokenHash, clock.now())))
        throw ltiErrors.registration_expired();
      const configUrl = httpUrl.safeParse(query.openid_configuration);
      if (!configUrl.success) throw ltiErrors.registration_failed();
      const bearer: Record<string, string> = query.registration_token
        ? { authorization: `Bearer ${query.registration_token}` }
        : {};
      const config = platformConfiguration.safeParse(
        await json(
          configUrl.data,
          { headers: { accept: 'application/json', ...bearer } },
          'openid configuration',
        ),
      );
      if (!config.success) throw ltiErrors.registration_failed();
      const c = config.data;
      const answer = registrationAnswer.safeParse(
        await json(
          c.registration_endpoint,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer },
            body: JSON.stringify(registrationRequest(urls.base, deps.name)),
          },
          'registration',
        ),
      );
      if (!answer.success) throw ltiErrors.registration_failed();
      const family =
        c['https://purl.imsglobal.org/spec/lti-platform-configuration']?.product_family_code;
      const name = family ? `${family} (${new URL(c.issuer).host})` : new URL(c.issuer).host;
      const deploymentId =
        answer.data['https://purl.imsglobal.org/spec/lti-tool-configuration']?.deployment_id;
      const id = await repo.registerWithLink(
        tokenHash,
        clock.now(),
        {
          name,
          issuer: c.issuer,
          clientId: answer.data.client_id,
          authUrl: c.authorization_endpoint,
          tokenUrl: c.token_endpoint,
          jwksUrl: c.jwks_uri,
          origins: originsOf(c.issuer, configUrl.data).join(' '),
          source: 'dynamic',
          createdAt: clock.now(),
        },
        deploymentId ? [deploymentId] : [],
      );
      if (id === null) throw ltiErrors.registration_expired();
      deps.onChange();
      return { name };
    },
  };
}
