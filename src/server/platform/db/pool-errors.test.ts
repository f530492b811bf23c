import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectPostgres, poolErrorToStderr } from './client';

/** A message of PostgreSQL's wire protocol: a type byte, then its length and body. */
function message(type: string, body: Buffer = Buffer.alloc(0)) {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const ready = () => message('Z', Buffer.from('I'));
const selectDone = () => message('C', Buffer.from('SELECT 0\0'));

/**
 * Just enough of a PostgreSQL server for `pg` to connect and run one statement (trust auth,
 * an empty answer), so a test can then drop the connection while it idles in the pool.
 */
function fakePostgres() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // The startup message has no type byte; every later message has one.
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const end = offset + buffered.readInt32BE(offset);
        if (buffered.length < end) return;
        const type = started ? String.fromCharCode(buffered[0]!) : 'startup';
        buffered = buffered.subarray(end);
        if (type === 'startup') {
          started = true;
          const authOk = Buffer.alloc(4);
          socket.write(Buffer.concat([message('R', authOk), ready()]));
        } else if (type === 'Q') socket.write(Buffer.concat([selectDone(), ready()]));
        else if (type === 'S')
          socket.write(
            Buffer.concat([message('1'), message('2'), message('n'), selectDone(), ready()]),
          );
      }
    });
    socket.on('error', () => {});
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    dropAll: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('database pool errors', () => {
  it('reach the caller’s logger when an idle connection drops, and the process lives', async () => {
    const server = fakePostgres();
    const port = await server.listen();
    const errors: unknown[] = [];
    let heard = () => {};
    const dropped = new Promise<void>((resolve) => (heard = resolve));
    const database = connectPostgres(
      { host: '127.0.0.1', port, user: 'u', database: 'd', max: 1 },
      'postgres',
      (err) => {
        errors.push(err);
        heard();
      },
    );
    await database.db.execute(sql`select 1`);
    server.dropAll();
    await dropped;
    await database.close();
    await server.close();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
  });

  it('without a logger go to stderr as type and code only, never the message', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const err = Object.assign(new Error('Key (email)=(ada@example.org) already exists'), {
      code: '23505',
      constraint: 'users_email_idx',
    });
    poolErrorToStderr(err);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('ada@example.org');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'database connection error',
      err: { type: 'Error', code: '23505', constraint: 'users_email_idx' },
    });
  });
});
