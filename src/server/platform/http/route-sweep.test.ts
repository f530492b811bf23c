import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin, signUp, useTestApp } from '../../testing/test-app';
import {
  gameClient,
  listen,
  makeQuiz,
  openRoom,
  type GameClient,
} from '../../testing/game-clients';
import { MAX_RECORD_ID } from '../../../contracts/common';
import { HTTP_ERRORS } from '../../../contracts/errors';
import { SOCKET_EVENTS, clientMessage } from '../../../contracts/games.contract';
import { hasUnstorableText } from './text-guard';

/**
 * Every route the API declares (read from its own OpenAPI document, so a new route is swept
 * without editing this file) is called with hostile input: NUL bytes and lone surrogates in every
 * string, path and query, wrong types, and a body over the limit. None may answer 500.
 */
const ctx = useTestApp({ env: { MAX_BODY_BYTES: '65536' } });

type Schema = {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/**
 * A body shaped like the schema with every string (and string-typed key) set to `text`, and every
 * number to `number` (by default 1 for a string `text`, else `text` itself).
 */
function shaped(
  schema: Schema | undefined,
  text: unknown,
  number: unknown = typeof text === 'string' ? 1 : text,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return text;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return shaped(variant, text, number, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [
        k,
        shaped(s, text, number, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [shaped(schema.items, text, number, depth + 1)];
  if (type === 'string') return text;
  return number;
}

/** A cursor carrying the given sort key, as the lists encode theirs. */
const cursorOf = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * Values JavaScript and zod accept but PostgreSQL cannot store: on the embedded database any
 * SQL error used to leave every signed-in request failing (issue 23), so they must be 400s.
 */
const OUT_OF_RANGE = {
  texts: ['0000-01-01', '-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z'],
  numbers: [2 ** 31, -(2 ** 31) - 1, 1e300],
  cursors: [
    cursorOf(['-271821-04-20T00:00:00.000Z', 1]),
    cursorOf(['2026-01-01T00:00:00.000Z', 2 ** 31]),
    cursorOf(['a', 2 ** 31]),
    cursorOf(['a', 'b', 2 ** 53]),
    cursorOf([0, '0000-01-01T00:00:00.000Z', 1]),
    cursorOf([0, '2026-01-01T00:00:00.000Z', 2 ** 31]),
  ],
};

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

/**
 * Routes that end the session they are called with: signing in (or up) replaces it, so the sweep
 * would go on signed out, and every teacher route would answer 401 before reaching its checks.
 */
const ENDS_SESSION = new Set(['/api/logout', '/api/login', '/api/register', '/api/guest-login']);

/** Sessions for the sweep; the teacher signs in again after a route that ended theirs. */
async function sessions() {
  const teacher = await signUp(ctx().app);
  const admin = await signInAdmin(ctx().app);
  return {
    cookieFor: (path: string) => (path.startsWith('/api/admin') ? admin.cookie : teacher.cookie),
    async after(path: string) {
      if (ENDS_SESSION.has(path)) teacher.cookie = (await signUp(ctx().app)).cookie;
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
    // Every route, three times: minutes under a loaded CI machine, not the default 20 s.
  }, 300_000);

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
  }, 300_000);

  it('answers 4xx (never 500) for dates, ids and cursors PostgreSQL cannot store', async () => {
    const session = await sessions();
    const failures: string[] = [];
    for (const { path, method, op } of routes()) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      // An id nobody has: the sweep's own teacher must not be edited or deleted by the admin routes.
      const plain = path.replace(/\{[^}]+\}/g, '999999');
      const calls: [string, unknown][] = [
        ...(path.includes('{')
          ? OUT_OF_RANGE.numbers.map((n): [string, unknown] => [
              path.replace(/\{[^}]+\}/g, String(n)),
              body ? shaped(body, 'Ratios') : undefined,
            ])
          : []),
        // One parameter at a time, so a bad `limit` does not hide what the cursor does.
        ...queryNames.flatMap((name) =>
          (name === 'cursor' ? OUT_OF_RANGE.cursors : OUT_OF_RANGE.texts).map(
            (value): [string, unknown] => [
              `${plain}?${new URLSearchParams([[name, value]]).toString()}`,
              undefined,
            ],
          ),
        ),
        ...(body
          ? [
              ...OUT_OF_RANGE.texts.map((t): [string, unknown] => [plain, shaped(body, t)]),
              ...OUT_OF_RANGE.numbers.map((n): [string, unknown] => [
                plain,
                shaped(body, 'Ratios', n),
              ]),
            ]
          : []),
      ];
      for (const [url, payload] of calls) {
        const res = await call(method, url, session.cookieFor(path), payload);
        await session.after(path);
        if (res.statusCode >= 500)
          failures.push(`${method} ${url} ${JSON.stringify(payload)}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('bounds every id a request carries (body, path, query) to what a row can have', () => {
    // Zod and JavaScript take 2^31 as an id; PostgreSQL's integer columns do not, and the query
    // failed with a 500 (issue 37 item 5). Every numeric field named like an id must say so.
    const unbounded: string[] = [];
    const isIdName = (name: string) => /^id$|Ids?$/.test(name);
    const visit = (schema: Schema | undefined, where: string, idField: boolean, depth = 0) => {
      if (!schema || depth > 8) return;
      for (const v of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
        visit(v, where, idField, depth + 1);
      const types = [schema.type ?? []].flat();
      if (idField && (types.includes('integer') || types.includes('number'))) {
        if (!(schema.maximum !== undefined && schema.maximum <= MAX_RECORD_ID))
          unbounded.push(where);
      }
      for (const [k, s] of Object.entries(schema.properties ?? {}))
        visit(s, `${where}.${k}`, isIdName(k), depth + 1);
      if (schema.items) visit(schema.items, `${where}[]`, idField, depth + 1);
    };
    for (const { path, method, op } of routes()) {
      visit(op.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`, false);
      for (const p of op.parameters ?? [])
        visit(p.schema, `${method} ${path} ${p.in} ${p.name}`, isIdName(p.name));
    }
    expect(unbounded).toEqual([]);
  });

  it('answers socket frames with the same hostile input as a refusal, and stores only clean text', async () => {
    const { cookie } = await signUp(ctx().app);
    const url = await listen(ctx().app);
    const quiz = await makeQuiz(ctx().app, cookie, 2);
    const room = await openRoom(ctx().app, cookie, { quizId: quiz.id });
    const host = gameClient(url, cookie);
    const player = gameClient(url);
    try {
      expect(await host.join({ role: 'host', roomId: room.id })).toEqual({ ok: true });
      const hostile: unknown[] = [
        'a\u0000b',
        '\ud800x',
        'x\udc00',
        2 ** 31,
        -(2 ** 31) - 1,
        1e300,
        null,
        [1, 2],
        { nested: { deeper: 'a\u0000b' } },
        '-271821-04-20T00:00:00.000Z',
        'x'.repeat(10_000),
      ];
      const refused: string[] = [];
      const emit = async (client: GameClient, event: string, frame: unknown) => {
        const ack = (await client.socket.timeout(10_000).emitWithAck(event, frame)) as {
          ok: boolean;
          code?: unknown;
          message?: unknown;
        };
        const what = `${event} ${JSON.stringify(frame).slice(0, 80)}: ${JSON.stringify(ack)}`;
        // A refusal says what and why: a code for the client, a message for the person.
        if (ack.ok || typeof ack.code !== 'string' || typeof ack.message !== 'string')
          refused.push(what);
        if (hasUnstorableText(frame) && ack.message !== HTTP_ERRORS.invalid_text.message)
          refused.push(what);
      };
      // Every event and message type from the contracts, so a new one is swept too.
      const events = [...new Set(Object.values(SOCKET_EVENTS))];
      const messages = clientMessage.options.map((o) => ({
        type: o.shape.type.value,
        fields: Object.keys(o.shape).filter((k) => k !== 'type'),
      }));
      for (const bad of hostile) {
        for (const event of events)
          for (const client of [host, player]) await emit(client, event, bad);
        await emit(player, SOCKET_EVENTS.join, {
          role: 'player',
          code: room.roomCode,
          nickname: bad,
        });
        await emit(player, SOCKET_EVENTS.join, { role: 'player', code: bad, nickname: 'Ada' });
        await emit(player, SOCKET_EVENTS.join, { role: 'host', roomId: bad });
        await emit(player, SOCKET_EVENTS.join, {
          role: 'player',
          code: room.roomCode,
          studentId: bad,
        });
        // Each field of each message, from the host (kick, ban, lock...) and from a player.
        for (const { type, fields } of messages)
          for (const field of fields)
            for (const client of [host, player])
              await emit(client, SOCKET_EVENTS.client, {
                type,
                ...Object.fromEntries(fields.map((f) => [f, 0])),
                [field]: bad,
              });
      }
      expect(refused).toEqual([]);
      // Nothing a hostile frame asked for reached the room's event log.
      const logged = await ctx().db.db.execute(
        sql`select count(*)::int as n from game_events where room_id = ${room.id}`,
      );
      expect(logged.rows).toEqual([{ n: 0 }]);
      // A name with invisible characters joins as the name the room shows, and is stored so.
      const ack = await player.join({
        role: 'player',
        code: room.roomCode,
        nickname: ' Ada\u200b  Lovelace\u202e ',
      });
      expect(ack).toMatchObject({ ok: true });
      for (const bad of hostile)
        await emit(player, SOCKET_EVENTS.client, { type: 'answer', questionIndex: 0, choice: bad });
      expect(refused).toEqual([]);
      await host.send({ type: 'end' } as never);
      const stored = await ctx().db.db.execute(
        sql`select event->>'nickname' as nickname from game_events
            where room_id = ${room.id} and event->>'type' = 'join'`,
      );
      expect(stored.rows).toEqual([{ nickname: 'Ada Lovelace' }]);
      // The app still answers signed-in requests.
      const user = await ctx().app.inject({ url: '/api/user', headers: { cookie } });
      expect(user.statusCode).toBe(200);
    } finally {
      host.close();
      player.close();
    }
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
