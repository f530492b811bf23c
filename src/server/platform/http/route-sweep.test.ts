import { describe, expect, it } from 'vitest';
import { signInAdmin, signUp, useTestApp } from '../../testing/test-app';
import { hasUnstorableText } from './text-guard';

/**
 * Every route the API declares (read from its own OpenAPI document, so a new route is swept
 * without editing this file) is called with hostile input: NUL bytes and lone surrogates in every
 * string, path and query, wrong types, and a body over the limit. None may answer 500.
 */
const ctx = useTestApp({ env: { MAX_BODY_BYTES: '65536' } });

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** A body shaped like the schema with every string (and string-typed key) set to `text`. */
function shaped(schema: Schema | undefined, text: unknown, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return shaped(variant, text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, shaped(s, text, depth + 1)]),
    );
  }
  if (type === 'array') return [shaped(schema.items, text, depth + 1)];
  if (type === 'string') return text;
  return typeof text === 'string' ? 1 : text;
}

function routes() {
  const doc = ctx().app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

/** Percent-encoded as a client would send it; a lone surrogate as the bytes of its code unit. */
function encoded(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/, '')) + '%ED%A0%80';
  }
}

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encoded(value));

/** Sessions for the sweep; /api/logout ends one, so the teacher signs in again after it. */
async function sessions() {
  const teacher = await signUp(ctx().app);
  const admin = await signInAdmin(ctx().app);
  return {
    cookieFor: (path: string) => (path.startsWith('/api/admin') ? admin.cookie : teacher.cookie),
    async after(path: string) {
      if (path === '/api/logout') teacher.cookie = (await signUp(ctx().app)).cookie;
    },
  };
}

let address = 0;
async function call(
  method: string,
  url: string,
  cookie: string,
  payload?: unknown,
  rawPayload?: string,
) {
  address += 1;
  return ctx().app.inject({
    method: method as 'GET',
    url,
    // Each call from its own address: per-address limits are not under test here.
    remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${address % 250}`,
    headers: { cookie, ...(rawPayload ? { 'content-type': 'application/json' } : {}) },
    ...(rawPayload !== undefined
      ? { payload: rawPayload }
      : payload !== undefined
        ? { payload: payload as object }
        : {}),
  });
}

describe('every route under hostile input', () => {
  it('answers 400 (never 500) for NUL and lone surrogates in path, query and body', async () => {
    const session = await sessions();
    const failures: string[] = [];
    const list = routes();
    expect(list.length).toBeGreaterThan(30);
    for (const { path, method, op } of list) {
      const cookie = session.cookieFor(path);
      const body = op.requestBody?.content?.['application/json']?.schema;
      for (const bad of ['a\u0000b', '\ud800x', 'x\udc00']) {
        const hasParams = path.includes('{');
        const url = hasParams ? withParams(path, bad) : `${path}?q=${encoded(bad)}`;
        const payload = body ? shaped(body, bad) : undefined;
        const res = await call(method, url, cookie, payload);
        await session.after(path);
        if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode}`);
        // Whatever reached the handler was clean text.
        if (res.statusCode < 400 && (hasParams || hasUnstorableText(payload)))
          failures.push(`${method} ${path} accepted ${JSON.stringify(bad)}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx (never 500) for wrong types, broken JSON, deep nesting, oversized bodies', async () => {
    const session = await sessions();
    const failures: string[] = [];
    for (const { path, method, op } of routes()) {
      if (method === 'GET' || method === 'DELETE') continue;
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const cases: [string, unknown, string?][] = [
        ['numbers for strings', shaped(body, 12345)],
        ['objects for values', shaped(body, { nested: true })],
        ['an array body', [1, 2, 3]],
        ['broken JSON', undefined, '{"title": "unclosed'],
        ['deep nesting', undefined, `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
        ['oversized', undefined, JSON.stringify({ title: 'x'.repeat(3_000_000) })],
      ];
      for (const [name, payload, raw] of cases) {
        const res = await call(method, url, session.cookieFor(path), payload, raw);
        await session.after(path);
        if (res.statusCode >= 500) failures.push(`${method} ${path} (${name}): ${res.statusCode}`);
        if (name === 'oversized' && res.statusCode !== 413 && body)
          failures.push(`${method} ${path} (oversized): ${res.statusCode}, not 413`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('tells caches to keep no API answer (they carry personal data)', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const url of ['/api/user', '/api/students', '/api/lessons', '/api/nothing-here']) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const signedOut = await ctx().app.inject({ method: 'GET', url: '/api/user' });
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
  });
});
