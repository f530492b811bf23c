import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Just enough of RFC 6455 for the fake D-ID notifications socket: accept the upgrade, push text
 * frames to the browser, notice when it closes. (The `ws` package is only a transitive
 * dependency here, and the test needs nothing more.)
 */
export interface TinySocket {
  url: string;
  send(text: string): void;
  close(): void;
  closed: boolean;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([head, payload]);
}

function bigLength(length: number) {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(length));
  return b;
}

export function acceptWebSocket(req: IncomingMessage, socket: Duplex): TinySocket {
  const key = String(req.headers['sec-websocket-key']);
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const tiny: TinySocket = {
    url: req.url ?? '',
    closed: false,
    send(text) {
      if (!tiny.closed) socket.write(frame(0x1, Buffer.from(text)));
    },
    close() {
      if (tiny.closed) return;
      tiny.closed = true;
      socket.end(frame(0x8, Buffer.alloc(0)));
    },
  };
  // The browser's frames are masked; only its close (opcode 8) matters to the fake.
  socket.on('data', (data: Buffer) => {
    if ((data[0]! & 0x0f) === 0x8) tiny.close();
  });
  socket.on('close', () => (tiny.closed = true));
  socket.on('error', () => (tiny.closed = true));
  return tiny;
}
