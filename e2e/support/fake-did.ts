import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  type RTCDataChannel,
  type RTCRtpSender,
} from 'werift';
import { playClip } from './fake-video';
import { acceptWebSocket, type TinySocket } from './tiny-websocket';

/**
 * A local stand-in for D-ID's agents API, speaking the protocol `@d-id/client-sdk` 2.0 uses
 * (read from its code): the agent (`GET /agents/{id}/runtime`), chats and their messages, ratings,
 * WebRTC streams (`/streams`, `/sdp`, `/ice`, DELETE) answered by a real peer (werift) with the
 * data channel D-ID's streams talk on, and the notifications WebSocket that carries the reply's
 * partial pieces and answer. Every request is recorded for the test to check.
 */
interface FakeDidOptions {
  agentId: string;
  clientKey: string;
}

type Behaviour = 'ok' | 'unauthorized' | 'unknown-agent' | 'foreign-origin';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export function startFakeDid(options: FakeDidOptions) {
  const state = {
    behaviour: 'ok' as Behaviour,
    /** The chat mode the agent answers a new chat with (Functional unless a test downgrades). */
    chatMode: 'Functional',
    /** Fluent streams (interruptible) unless a test asks for the Legacy flavour. */
    fluent: true,
    /** The reply's pieces, sent out of order on purpose: the SDK orders them by sequence. */
    reply: ['Plants make food ', 'from light, water and air.'],
    requests: [] as Recorded[],
    sockets: [] as TinySocket[],
    channelMessages: [] as string[],
  };
  let peer: RTCPeerConnection | undefined;
  let channel: RTCDataChannel | undefined;
  let video: { track: MediaStreamTrack; sender: RTCRtpSender } | undefined;
  const channelReady = new Set<() => void>();

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  /** Pushes a notification to every socket, as D-ID does for the chat's session. */
  const notify = (event: Record<string, unknown>) => {
    for (const s of state.sockets) s.send(JSON.stringify(event));
  };
  /** A data channel message is "subject:json", as the SDK parses it. */
  const onChannel = (subject: string, data: unknown) =>
    channel?.send(`${subject}:${JSON.stringify(data)}`);

  async function createStream(body: Record<string, unknown>) {
    await peer?.close();
    peer = new RTCPeerConnection({ iceAdditionalHostAddresses: ['127.0.0.1'] });
    channel = undefined;
    // The SDK opens its own "JanusDataChannel"; D-ID's side answers on that one.
    peer.onDataChannel.subscribe((dc) => {
      channel = dc;
      dc.onMessage.subscribe((data) => state.channelMessages.push(String(data)));
      for (const ready of channelReady) ready();
      channelReady.clear();
    });
    peer.createDataChannel('JanusDataChannel');
    const track = new MediaStreamTrack({ kind: 'video' });
    video = { track, sender: peer.addTransceiver(track, { direction: 'sendonly' }).sender };
    peer.addTransceiver('audio', { direction: 'sendonly' });
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    // Candidates in the offer itself: the browser then needs nothing trickled back.
    await new Promise<void>((resolve) => {
      if (peer!.iceGatheringState === 'complete') resolve();
      else peer!.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve());
    });
    return {
      id: 'strm_fake',
      session_id: 'sess_fake',
      offer: { type: 'offer', sdp: peer.localDescription!.sdp },
      ice_servers: [],
      fluent: state.fluent && body.fluent === true,
      interrupt_enabled: true,
    };
  }

  /** The agent's turn: pieces (out of order) and the answer by socket, talking by channel. */
  function answer() {
    const [first, second] = state.reply;
    onChannel('stream/started', { metadata: { videoId: 'vid_fake' } });
    // The talking clip; a Legacy stream is done when it ends, a Fluent one when the test says.
    if (video) {
      void playClip(video.track, video.sender, 2).then(
        () => !state.fluent && onChannel('stream/done', {}),
      );
    }
    notify({ event: 'partial', content: second, sequence: 1, id: 'msg_fake' });
    notify({ event: 'partial', content: first, sequence: 0, id: 'msg_fake' });
    setTimeout(() => {
      notify({ event: 'chat/answer', content: `${first}${second}`, id: 'msg_fake' });
    }, 200);
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const path = (req.url ?? '').split('?')[0]!;
    const agent = `/agents/${options.agentId}`;
    const auth = String(req.headers.authorization ?? '');
    if (
      state.behaviour === 'unauthorized' ||
      !auth.startsWith(`Client-Key ${options.clientKey}.`)
    ) {
      return reply(res, 401, { kind: 'AuthorizationError', description: 'Unauthorized' });
    }
    if (
      req.method === 'GET' &&
      path === `${agent}/runtime` &&
      state.behaviour !== 'unknown-agent'
    ) {
      return reply(res, 200, {
        id: options.agentId,
        name: 'Ms Fake',
        owner_id: 'owner_fake',
        avatar: { type: 'talk', voice: { language: 'English' } },
        starter_message: [],
        knowledge: { id: 'knl_fake' },
      });
    }
    if (req.method === 'GET' && path.startsWith('/agents/') && path.endsWith('/runtime')) {
      return reply(res, 404, { kind: 'NotFoundError', description: 'Agent not found' });
    }
    if (req.method === 'POST' && path === `${agent}/chat`) {
      return reply(res, 200, { id: 'cht_fake', chat_mode: state.chatMode, messages: [] });
    }
    if (req.method === 'POST' && path === `${agent}/chat/cht_fake`) {
      if (state.chatMode === 'Functional') {
        answer();
        return reply(res, 200, { chatMode: 'Functional', matches: [], context: '' });
      }
      // Without a stream, the reply comes back in the answer itself.
      return reply(res, 200, { result: state.reply.join(''), matches: [], context: '' });
    }
    if (req.method === 'POST' && path === `${agent}/chat/cht_fake/ratings`) {
      return reply(res, 200, { id: 'rat_fake', ...(body as object) });
    }
    if (req.method === 'PATCH' && path.startsWith(`${agent}/chat/cht_fake/ratings/`)) {
      return reply(res, 200, { id: path.split('/').at(-1), ...(body as object) });
    }
    if (req.method === 'POST' && path === `${agent}/streams`) {
      return reply(res, 200, await createStream(body as Record<string, unknown>));
    }
    if (req.method === 'POST' && path === `${agent}/streams/strm_fake/sdp`) {
      await peer?.setRemoteDescription((body as { answer: never }).answer);
      // The warm-up clip a Legacy stream plays once connected: the SDK counts the stream
      // connected when it has ended.
      const current = peer;
      const clip = video;
      if (!state.fluent && current && clip) {
        current.connectionStateChange.subscribe((s) => {
          if (s === 'connected') void playClip(clip.track, clip.sender, 1.5);
        });
      }
      return reply(res, 200, { status: 'success' });
    }
    if (req.method === 'POST' && path === `${agent}/streams/strm_fake/ice`) {
      const c = body as { candidate: string | null; sdpMid?: string; sdpMLineIndex?: number };
      // The browser's host candidates are mDNS names the fake cannot resolve; its checks
      // reach the fake's own candidates anyway (peer-reflexive), so these may be dropped.
      if (c.candidate) await peer?.addIceCandidate(c as never).catch(() => {});
      return reply(res, 200, { status: 'success' });
    }
    if (req.method === 'DELETE' && path === `${agent}/streams/strm_fake`) {
      await peer?.close();
      peer = undefined;
      return reply(res, 200, { status: 'success' });
    }
    return reply(res, 404, { kind: 'NotFound', description: `no route ${req.method} ${path}` });
  }

  const server = createServer((req, res) => {
    // The browser calls from the app's origin; D-ID answers only the agent's allowed domains.
    if (state.behaviour !== 'foreign-origin') {
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
      res.setHeader(
        'access-control-allow-headers',
        'authorization, content-type, x-playground-chat',
      );
      res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const body: unknown = text ? JSON.parse(text) : undefined;
      state.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      });
      route(req, res, body).catch((error: unknown) =>
        reply(res, 500, { description: String(error) }),
      );
    });
  });
  server.on('upgrade', (req, socket) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.searchParams.get('authorization')?.startsWith(`Client-Key ${options.clientKey}.`)) {
      return void socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
    }
    state.sockets.push(acceptWebSocket(req, socket));
  });

  return {
    state,
    /** Sends what D-ID sends when the agent stops talking. */
    streamDone: () => onChannel('stream/done', {}),
    /** Resolves once the browser's data channel reached the fake. */
    channelOpen: () =>
      new Promise<void>((resolve) => (channel ? resolve() : channelReady.add(resolve))),
    requestsTo: (method: string, suffix: string) =>
      state.requests.filter((r) => r.method === method && r.path.split('?')[0]!.endsWith(suffix)),
    reset(behaviour: Behaviour = 'ok', chatMode = 'Functional', fluent = true) {
      state.behaviour = behaviour;
      state.chatMode = chatMode;
      state.fluent = fluent;
      state.requests.length = 0;
      state.channelMessages.length = 0;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const s of state.sockets) s.close();
      await peer?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeDid = ReturnType<typeof startFakeDid>;
