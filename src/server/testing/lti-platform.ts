import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const ROLE_INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';
export const ROLE_LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';

/** A course member as the fake LMS's NRPS service lists them. */
export interface LmsMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
}

/** A score the fake LMS received at a line item. */
export interface ReceivedScore {
  lineitem: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** Someone in the fake LMS: who the id_token says they are. */
export interface LmsPerson {
  sub: string;
  roles: string[];
  given_name?: string;
  family_name?: string;
  email?: string;
}

export interface LaunchOptions {
  nonce: string;
  person: LmsPerson;
  target: string;
  deploymentId?: string;
  messageType?: string;
  aud?: string | string[];
  azp?: string;
  iss?: string;
  key?: CryptoKey;
  kid?: string;
  expiresIn?: number;
  issuedAt?: number;
  extra?: JWTPayload;
}

export interface FakeLms {
  issuer: string;
  url: string;
  clientId: string;
  deploymentId: string;
  /** The values the tool stores for this LMS (the Integrations tab's manual form). */
  registration: {
    name: string;
    issuer: string;
    clientId: string;
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
    deploymentIds: string[];
  };
  /** People by login_hint; the authorization endpoint launches whoever the hint names. */
  people: Map<string, LmsPerson>;
  /** Where a login_hint's launch points (the resource link's target). */
  targets: Map<string, string>;
  /** Hints whose launch is a Deep Linking request (the LMS's "add content" button). */
  deepLinkHints: Set<string>;
  /** More claims for a hint's launch (the roster service, a line item, custom parameters). */
  claims: Map<string, JWTPayload>;
  /** Signs an id_token as this LMS (or with another key, to play an impostor). */
  idToken(opts: LaunchOptions): Promise<string>;
  /** The dynamic registrations the LMS received, with their bearer token. */
  registrations: { body: Record<string, unknown>; authorization: string | undefined }[];
  /** Sets the page that embeds the tool (for the browser journey). */
  coursePage(toolUrl: string, loginHint: string): string;
  /**
   * LTI Platform Storage on the course page: `answer` sends `lti_storage_target` and a storage
   * frame (on the authorization endpoint's origin) that answers put_data and get_data, `silent`
   * sends the target but never answers, `none` (the default) offers no storage.
   */
  storage: 'answer' | 'silent' | 'none';
  /** The tool's public keys, which the token endpoint checks client assertions against. */
  toolJwks: (() => Promise<JSONWebKeySet>) | null;
  /** The course's members (NRPS), served `pageSize` at a time with `Link: rel="next"`. */
  members: LmsMember[];
  pageSize: number;
  /** The course's NRPS address, for the launch claim. */
  membershipsUrl: string;
  /** A line item's address (AGS), for the launch claim. */
  lineitemUrl(id: string): string;
  lineitemsUrl: string;
  /** Access tokens issued, by scope, and client assertions refused. */
  tokensIssued: { scope: string }[];
  tokensRefused: string[];
  scores: ReceivedScore[];
  /** The next `n` calls to `what` answer `status` (a failing LMS). */
  fail(what: 'token' | 'memberships' | 'scores', n: number, status?: number): void;
  /** Rotates the LMS's key: the old one no longer signs and disappears from its JWKS. */
  rotate(): Promise<void>;
  close(): Promise<void>;
}

const STORAGE_FRAME = 'lti_storage_frame';

/**
 * The LMS's storage frame (LTI Platform Storage): keeps the tool's values for this page's life,
 * answers only the tool's origin, and logs what it was asked (`window.asked`, for the journey).
 */
function storageFrame(toolOrigin: string): string {
  return `<!doctype html><html><body><script>
var kept = {}; window.asked = [];
window.addEventListener('message', function (e) {
  var d = e.data || {};
  if (e.origin !== ${JSON.stringify(toolOrigin)}) return;
  window.asked.push(d.subject);
  if (d.subject === 'lti.put_data') {
    kept[d.key] = d.value;
    e.source.postMessage({ subject: 'lti.put_data.response', message_id: d.message_id, key: d.key, value: d.value }, e.origin);
  } else if (d.subject === 'lti.get_data') {
    var answer = { subject: 'lti.get_data.response', message_id: d.message_id, key: d.key };
    if (d.key in kept) answer.value = kept[d.key];
    else answer.error = { code: 'bad_request', message: 'no such key' };
    e.source.postMessage(answer, e.origin);
  }
});
</script></body></html>`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An LMS for tests (issue 36, "Done when"): its own RS256 key and JWKS, an OIDC authorization
 * endpoint that auto-posts the id_token to the tool (as Canvas and Moodle do), its OpenID
 * configuration and a dynamic registration endpoint, and a course page that embeds the tool.
 */
export async function startFakeLms(
  opts: { clientId?: string; deploymentId?: string; now?: () => Date } = {},
): Promise<FakeLms> {
  let { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  let kid = 'lms-key-1';
  const clientId = opts.clientId ?? 'chalkwise-client';
  const deploymentId = opts.deploymentId ?? 'deployment-1';
  const people = new Map<string, LmsPerson>();
  const targets = new Map<string, string>();
  const deepLinkHints = new Set<string>();
  const claims = new Map<string, JWTPayload>();
  const registrations: FakeLms['registrations'] = [];
  let toolPage = '';
  const failures = {
    token: { n: 0, status: 500 },
    memberships: { n: 0, status: 500 },
    scores: { n: 0, status: 500 },
  };
  /** Live access tokens and their scopes. */
  const issued = new Map<string, string[]>();
  const failing = (what: keyof typeof failures) => {
    const f = failures[what];
    if (f.n <= 0) return null;
    f.n -= 1;
    return f.status;
  };
  const bearerWith = (req: IncomingMessage, scope: string) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token !== undefined && (issued.get(token) ?? []).includes(scope);
  };
  const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
  const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const html = (body: string) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(body);
      };
      if (url.pathname === '/jwks')
        return json(200, {
          keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
        });
      if (url.pathname === '/.well-known/openid-configuration')
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          registration_endpoint: `${issuer}/register`,
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'fakelms',
          },
        });
      if (url.pathname === '/register' && req.method === 'POST') {
        const authorization = req.headers.authorization;
        registrations.push({
          body: JSON.parse(await bodyOf(req)) as Record<string, unknown>,
          authorization,
        });
        if (authorization !== 'Bearer reg-token-1') return json(401, { error: 'invalid_token' });
        return json(200, {
          client_id: clientId,
          'https://purl.imsglobal.org/spec/lti-tool-configuration': { deployment_id: deploymentId },
        });
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        // The client-credentials grant with a JWT client assertion (LTI Security Framework 4.1).
        const status = failing('token');
        if (status) return json(status, { error: 'temporarily_unavailable' });
        const form = new URLSearchParams(await bodyOf(req));
        const refuse = (why: string) => {
          lms.tokensRefused.push(why);
          return json(401, { error: 'invalid_client' });
        };
        if (form.get('grant_type') !== 'client_credentials') return refuse('grant_type');
        if (
          form.get('client_assertion_type') !==
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
        )
          return refuse('client_assertion_type');
        if (!lms.toolJwks) return refuse('no tool keys');
        try {
          await jwtVerify(
            form.get('client_assertion') ?? '',
            createLocalJWKSet(await lms.toolJwks()),
            {
              issuer: clientId,
              subject: clientId,
              audience: `${issuer}/token`,
            },
          );
        } catch {
          return refuse('signature');
        }
        const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
        const token = `lms-token-${issued.size + 1}`;
        issued.set(token, scopes);
        for (const scope of scopes) lms.tokensIssued.push({ scope });
        return json(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: scopes.join(' '),
        });
      }
      if (url.pathname === '/memberships/course-1' && req.method === 'GET') {
        const status = failing('memberships');
        if (status) return json(status, { error: 'unavailable' });
        if (!bearerWith(req, NRPS_SCOPE)) return json(401, { error: 'invalid_token' });
        const page = Number(url.searchParams.get('page') ?? '0');
        const slice = lms.members.slice(page * lms.pageSize, (page + 1) * lms.pageSize);
        const more = (page + 1) * lms.pageSize < lms.members.length;
        const headers: Record<string, string> = {
          'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        };
        if (more) headers.link = `<${issuer}/memberships/course-1?page=${page + 1}>; rel="next"`;
        res.writeHead(200, headers);
        return res.end(
          JSON.stringify({
            id: `${issuer}/memberships/course-1`,
            context: { id: 'course-1', title: 'Year 8 Science' },
            members: slice,
          }),
        );
      }
      const scoreAt = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
      if (scoreAt && req.method === 'POST') {
        const status = failing('scores');
        if (status) return json(status, { error: 'unavailable' });
        if (!bearerWith(req, SCORE_SCOPE)) return json(401, { error: 'invalid_token' });
        lms.scores.push({
          lineitem: `${issuer}/lineitems/${scoreAt[1]}`,
          contentType: req.headers['content-type'],
          body: JSON.parse(await bodyOf(req)) as Record<string, unknown>,
        });
        return json(200, {});
      }
      if (url.pathname === '/course') return html(toolPage);
      if (url.pathname === '/storage')
        return html(storageFrame(url.searchParams.get('tool') ?? ''));
      if (url.pathname === '/deep-link-return' && req.method === 'POST') {
        // What the LMS would add to the course; the route tests check the signature.
        const jwt = new URLSearchParams(await bodyOf(req)).get('JWT') ?? '';
        const items = (decodeJwt(jwt)[`${DL}content_items`] ?? []) as { title: string }[];
        return html(`<!doctype html><html lang="en"><head><title>Added · Fake LMS</title></head><body>
<h1>Added to the course</h1><ul>${items.map((i) => `<li>${escape(i.title)}</li>`).join('')}</ul></body></html>`);
      }
      if (url.pathname === '/auth') {
        // The LMS's side of the OIDC login: the person is whoever login_hint names.
        const q = url.searchParams;
        const hint = q.get('login_hint') ?? '';
        const person = people.get(hint);
        if (!person || q.get('client_id') !== clientId || q.get('response_mode') !== 'form_post') {
          res.writeHead(400);
          return res.end('bad authorization request');
        }
        const deepLink = deepLinkHints.has(hint);
        const idToken = await lms.idToken({
          nonce: q.get('nonce') ?? '',
          person,
          target: targets.get(hint) ?? `${new URL(q.get('redirect_uri')!).origin}/`,
          ...(deepLink
            ? {
                messageType: 'LtiDeepLinkingRequest',
                extra: {
                  [`${DL}deep_linking_settings`]: {
                    deep_link_return_url: `${issuer}/deep-link-return`,
                    accept_types: ['ltiResourceLink'],
                    data: 'fake-lms-data',
                  },
                },
              }
            : { extra: claims.get(hint) }),
        });
        return html(`<!doctype html><html><body>
<form id="f" method="post" action="${escape(q.get('redirect_uri') ?? '')}">
<input type="hidden" name="id_token" value="${escape(idToken)}">
<input type="hidden" name="state" value="${escape(q.get('state') ?? '')}">
</form><script>document.getElementById('f').submit()</script></body></html>`);
      }
      res.writeHead(404);
      res.end();
    })().catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const lms: FakeLms = {
    issuer,
    url: issuer,
    clientId,
    deploymentId,
    registration: {
      name: 'Fake LMS',
      issuer,
      clientId,
      authUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      jwksUrl: `${issuer}/jwks`,
      deploymentIds: [deploymentId],
    },
    people,
    targets,
    deepLinkHints,
    claims,
    registrations,
    toolJwks: null,
    storage: 'none',
    members: [],
    pageSize: 2,
    membershipsUrl: `${issuer}/memberships/course-1`,
    lineitemUrl: (id) => `${issuer}/lineitems/${id}`,
    lineitemsUrl: `${issuer}/lineitems`,
    tokensIssued: [],
    tokensRefused: [],
    scores: [],
    fail(what, n, status = 500) {
      failures[what] = { n, status };
    },
    async idToken(o) {
      const now = o.issuedAt ?? Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
      return new SignJWT({
        nonce: o.nonce,
        given_name: o.person.given_name,
        family_name: o.person.family_name,
        email: o.person.email,
        ...(o.azp ? { azp: o.azp } : {}),
        [`${CLAIM}message_type`]: o.messageType ?? 'LtiResourceLinkRequest',
        [`${CLAIM}version`]: '1.3.0',
        [`${CLAIM}deployment_id`]: o.deploymentId ?? deploymentId,
        [`${CLAIM}target_link_uri`]: o.target,
        [`${CLAIM}roles`]: o.person.roles,
        [`${CLAIM}resource_link`]: { id: 'link-1', title: 'Chalkwise' },
        [`${CLAIM}context`]: { id: 'course-1', title: 'Year 8 Science' },
        [`${CLAIM}tool_platform`]: { name: 'Fake LMS', guid: 'fake-lms' },
        ...o.extra,
      })
        .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? kid })
        .setIssuer(o.iss ?? issuer)
        .setSubject(o.person.sub)
        .setAudience(o.aud ?? clientId)
        .setIssuedAt(now)
        .setExpirationTime(now + (o.expiresIn ?? 300))
        .sign(o.key ?? privateKey);
    },
    coursePage(toolUrl, loginHint) {
      const login = new URL('/lti/login', toolUrl);
      login.searchParams.set('iss', issuer);
      login.searchParams.set('login_hint', loginHint);
      login.searchParams.set('target_link_uri', targets.get(loginHint) ?? `${toolUrl}/`);
      login.searchParams.set('client_id', clientId);
      login.searchParams.set('lti_deployment_id', deploymentId);
      const tool = new URL(toolUrl).origin;
      if (lms.storage !== 'none') login.searchParams.set('lti_storage_target', STORAGE_FRAME);
      const storage =
        lms.storage === 'answer'
          ? `<iframe name="${STORAGE_FRAME}" hidden src="${escape(`${issuer}/storage?tool=${encodeURIComponent(tool)}`)}"></iframe>`
          : lms.storage === 'silent'
            ? `<iframe name="${STORAGE_FRAME}" hidden src="about:blank"></iframe>`
            : '';
      toolPage = `<!doctype html><html lang="en"><head><title>Year 8 Science · Fake LMS</title></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:8px;background:#234">Fake LMS: Year 8 Science</header>${storage}
<iframe title="Chalkwise" src="${escape(login.toString())}" style="border:0;width:100%;height:calc(100vh - 40px)"
 allow="clipboard-write"></iframe></body></html>`;
      return `${issuer}/course`;
    },
    async rotate() {
      ({ privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true }));
      kid = `lms-key-${Date.now()}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return lms;
}
