import type { FastifyReply } from 'fastify';
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import type { ChatReplyMetadata } from '../../../contracts/chat.contract';

export type ReplyChunk = UIMessageChunk<ChatReplyMetadata>;

/**
 * Replies being written, in this process: each one keeps every chunk it has published, so a
 * browser that reloads (or a second tab) subscribes and gets the whole reply replayed, then the
 * rest live. The generation never depends on a subscriber: a closed tab only unsubscribes.
 * This is the `resumable-stream` pattern with an in-process publisher instead of Redis.
 */
export interface RunningReply {
  readonly ownerId: number;
  readonly sessionId: string;
  readonly messageId: number;
  readonly controller: AbortController;
  /** Settles once the reply is stored and the ledger written. */
  readonly finished: Promise<void>;
}

interface Entry extends RunningReply {
  chunks: ReplyChunk[];
  listeners: Set<(chunk: ReplyChunk | null) => void>;
  done: boolean;
  resolve: () => void;
}

const keyOf = (ownerId: number, sessionId: string) => `${ownerId}:${sessionId}`;

export function createReplyPublisher() {
  const running = new Map<string, Entry>();
  /** Owners with a reply in progress (or being set up): one reply at a time per teacher. */
  const reserved = new Set<number>();

  return {
    /** Claims the owner's one reply slot synchronously, so two quick requests cannot both pass. */
    reserve(ownerId: number): boolean {
      if (reserved.has(ownerId)) return false;
      reserved.add(ownerId);
      return true;
    },
    release(ownerId: number) {
      reserved.delete(ownerId);
    },

    open(
      ownerId: number,
      sessionId: string,
      messageId: number,
      controller = new AbortController(),
    ): RunningReply {
      let resolve = () => undefined as void;
      const finished = new Promise<void>((r) => (resolve = r));
      const entry: Entry = {
        ownerId,
        sessionId,
        messageId,
        controller,
        finished,
        chunks: [],
        listeners: new Set(),
        done: false,
        resolve,
      };
      running.set(keyOf(ownerId, sessionId), entry);
      return entry;
    },

    publish(reply: RunningReply, chunk: ReplyChunk) {
      const entry = reply as Entry;
      if (entry.done) return;
      entry.chunks.push(chunk);
      for (const listener of entry.listeners) listener(chunk);
    },

    /** Ends the stream for every subscriber and frees the owner's slot. */
    close(reply: RunningReply) {
      const entry = reply as Entry;
      if (entry.done) return;
      entry.done = true;
      for (const listener of entry.listeners) listener(null);
      entry.listeners.clear();
      const key = keyOf(entry.ownerId, entry.sessionId);
      if (running.get(key) === entry) running.delete(key);
      reserved.delete(entry.ownerId);
      entry.resolve();
    },

    get(ownerId: number, sessionId: string): RunningReply | undefined {
      return running.get(keyOf(ownerId, sessionId));
    },

    /** Replays what was published so far, then forwards the rest; null marks the end. */
    subscribe(reply: RunningReply, listener: (chunk: ReplyChunk | null) => void): () => void {
      const entry = reply as Entry;
      for (const chunk of entry.chunks) listener(chunk);
      if (entry.done) {
        listener(null);
        return () => undefined;
      }
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },

    /** Every reply in progress (server shutdown stops them so they are stored as stopped). */
    all: (): RunningReply[] => [...running.values()],
  };
}

export type ReplyPublisher = ReturnType<typeof createReplyPublisher>;

/**
 * Streams a reply to one HTTP client as the AI SDK's UI message stream over server-sent events.
 * The reply is hijacked from Fastify so compression and serializers leave the stream alone; the
 * raw response's 'close' is the client-disconnect signal, which unsubscribes and nothing more.
 */
export function sendReplyStream(reply: FastifyReply, publisher: ReplyPublisher, run: RunningReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...UI_MESSAGE_STREAM_HEADERS,
  });
  raw.flushHeaders();
  const unsubscribe = publisher.subscribe(run, (chunk) => {
    if (raw.destroyed || raw.writableEnded) return;
    if (chunk === null) {
      raw.end('data: [DONE]\n\n');
      return;
    }
    raw.write(`data: ${JSON.stringify(chunk)}\n\n`);
  });
  raw.on('close', unsubscribe);
}

/**
 * The engine's place in its queue (the local model), sent to the browser as a transient
 * `data-queue` part: "2 requests ahead of yours". The engine can report it before the reply's
 * stream is open; the latest such place is sent as soon as it is.
 */
export function queuePlaces(publisher: ReplyPublisher) {
  let run: RunningReply | undefined;
  let early: number | undefined;
  const send = (to: RunningReply, ahead: number) =>
    publisher.publish(to, { type: 'data-queue', data: { ahead }, transient: true });
  return {
    onQueued(ahead: number) {
      if (run) send(run, ahead);
      else early = ahead;
    },
    opened(to: RunningReply) {
      run = to;
      if (early !== undefined) send(to, early);
    },
  };
}
