import { titleFrom, type ChatStatus } from '../../../contracts/chat.contract';
import type { ChatStream, EngineInfo } from '../../ai/ai-engine';
import { DAY, type Clock } from '../../platform/clock';
import type { AppError } from '../../platform/http/app-error';
import { toHttpError, type AiGateway } from '../ai/ai.service';
import type { UsageService } from '../usage/usage.service';
import { chatErrors } from './chat.errors';
import type { ChatRepository } from './chat.repository';
import { historyTurns, retryAfterSeconds, type HistoryRow } from './chat.rules';
import { queuePlaces, type ReplyPublisher, type RunningReply } from './chat.sse';

/** How long a second request waits while a reply is being written. */
export const BUSY_RETRY_SECONDS = 5;
/** The partial reply is saved this often, so another instance or a restart still shows it. */
const SAVE_EVERY_MS = 1000;
/** With several instances, how often the writer looks for a Stop recorded by another one. */
const STOP_CHECK_MS = 250;
/** How long a Stop sent to another instance waits for the reply to be stored as stopped. */
const STOP_WAIT_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChatServiceDeps {
  repo: ChatRepository;
  /** The AI pipeline: the engine for the account, every turn redacted, names restored. */
  gateway: AiGateway;
  usage: Pick<UsageService, 'record' | 'recentCalls'>;
  clock: Clock;
  publisher: ReplyPublisher;
  messagesPerDay: number;
  /** A reply still marked streaming after this long has no writer left (a restart): failed. */
  staleAfterMs: () => number;
  /** Called when a reply could not be stored (or checked for a Stop); never given its text. */
  onStoreError?: (error: unknown) => void;
}

/**
 * The AI Assistant. Conversations belong to their owner: every call takes the owner's id, and
 * a session id that is not the owner's is simply an empty conversation. A reply is written by
 * the server whatever the browser does (a closed tab only stops listening); Stop aborts it.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repo, gateway, clock, publisher } = deps;

  /** Quotas, checked before anything is stored or sent: one reply at a time, N a day. */
  async function claim(ownerId: number) {
    if (!publisher.reserve(ownerId))
      throw chatErrors.busy(undefined, { retryAfterSeconds: BUSY_RETRY_SECONDS });
    try {
      const { calls, oldest } = await deps.usage.recentCalls(ownerId, 'chat', DAY);
      if (calls >= deps.messagesPerDay)
        throw chatErrors.daily_limit(undefined, {
          retryAfterSeconds: retryAfterSeconds(oldest, DAY, clock.now()),
        });
    } catch (error) {
      publisher.release(ownerId);
      throw error;
    }
  }

  async function conversationOf(ownerId: number, sessionId: string) {
    const found = await repo.getConversation(ownerId, sessionId);
    if (!found) throw chatErrors.not_found();
    return found;
  }

  /**
   * The engine's reply, already asked for: the provider call starts while the reply's row is
   * written, so storing it costs the teacher no time to the first token. The pipeline waits
   * for the roster first: nothing is sent unredacted.
   */
  function askEngine(
    turns: ReturnType<typeof historyTurns>,
    chat: ReturnType<AiGateway['chatFor']>,
    signal: AbortSignal,
    onQueued: (ahead: number) => void,
  ) {
    let stream: ChatStream | undefined;
    let used: EngineInfo | undefined;
    const pieces = (async function* () {
      const asked = await chat.ask(turns, { signal, onQueued });
      used = asked.info;
      stream = asked.stream;
      yield* stream;
    })();
    const first = pieces.next();
    first.catch(() => undefined); // a failure surfaces where the reply awaits it
    return {
      first,
      pieces,
      usage: () => stream?.usage() ?? { inputTokens: 0, outputTokens: 0 },
      info: () => used ?? gateway.info,
    };
  }

  /** Replies between their claim and their publication; shutdown stops these too. */
  const starting = new Set<AbortController>();
  let closing = false;

  /**
   * A change to a conversation before its reply: the history the reply answers, read and
   * checked, and the writes that make it so, still running. The engine is asked as soon as the
   * history is known, so the writes cost the teacher no time to the first token.
   */
  interface Change {
    history: readonly HistoryRow[];
    stored: Promise<unknown>;
  }

  /** Claims the owner's slot, applies the change, then starts the reply in the background. */
  async function begin(
    ownerId: number,
    sessionId: string,
    change: () => Promise<Change>,
  ): Promise<RunningReply> {
    await claim(ownerId);
    // The engine and the roster are looked up while the question is stored.
    const chat = gateway.chatFor(ownerId);
    const controller = new AbortController();
    starting.add(controller);
    try {
      const { history, stored } = await change();
      const places = queuePlaces(publisher);
      const answer = askEngine(historyTurns(history), chat, controller.signal, places.onQueued);
      let reply;
      try {
        await stored;
        reply = await repo.insertMessage(
          ownerId,
          sessionId,
          { role: 'assistant', content: '', status: 'streaming' },
          clock.now(),
        );
      } catch (error) {
        controller.abort();
        throw error;
      }
      const run = publisher.open(ownerId, sessionId, reply.id, controller);
      // A reply that was starting while the server shut down is stopped like the others.
      if (closing) controller.abort();
      void write(run, answer, reply.createdAt);
      places.opened(run);
      return run;
    } catch (error) {
      publisher.release(ownerId);
      throw error;
    } finally {
      starting.delete(controller);
    }
  }

  async function write(run: RunningReply, answer: ReturnType<typeof askEngine>, at: Date) {
    const { ownerId, sessionId, messageId, controller } = run;
    const started = performance.now();
    const createdAt = at.toISOString();
    const textId = `text-${messageId}`;
    publisher.publish(run, {
      type: 'start',
      messageId: String(messageId),
      messageMetadata: { createdAt, status: 'streaming' },
    });
    publisher.publish(run, { type: 'text-start', id: textId });

    let content = '';
    let status: ChatStatus = 'complete';
    let failure: AppError | undefined;
    let savedAt = performance.now();
    const stopChecks = watchForStop(run);
    try {
      for (let step = await answer.first; !step.done; step = await answer.pieces.next()) {
        content += step.value;
        publisher.publish(run, { type: 'text-delta', id: textId, delta: step.value });
        if (performance.now() - savedAt > SAVE_EVERY_MS) {
          savedAt = performance.now();
          await repo.updateMessage(ownerId, messageId, { content }, clock.now());
        }
      }
      if (controller.signal.aborted) status = 'stopped';
    } catch (error) {
      if (controller.signal.aborted) status = 'stopped';
      else {
        status = 'failed';
        failure = toHttpError(error);
      }
    }
    clearInterval(stopChecks);
    const usage = answer.usage();
    publisher.publish(run, { type: 'text-end', id: textId });

    try {
      await repo.updateMessage(ownerId, messageId, { content, status }, clock.now());
      await repo.touch(ownerId, sessionId, clock.now());
      await deps.usage.record({
        userId: ownerId,
        feature: 'chat',
        engine: answer.info(),
        ...usage,
        durationMs: performance.now() - started,
        outcome: failure ? 'error' : 'success',
        errorCode: failure?.code ?? (status === 'stopped' ? 'chat.stopped' : null),
      });
    } catch (error) {
      deps.onStoreError?.(error);
    }
    if (failure) publisher.publish(run, { type: 'error', errorText: failure.message });
    else publisher.publish(run, { type: 'finish', messageMetadata: { createdAt, status } });
    publisher.close(run);
  }

  /**
   * With several instances, a Stop that reaches another one is also recorded on the reply's row
   * (the adapter cannot carry it while an instance has just started or lost a peer): the writer
   * looks for it on a timer, not between pieces, as a provider can go quiet for long.
   */
  function watchForStop(run: RunningReply) {
    if (!stopElsewhere) return undefined;
    let checking = false;
    return setInterval(() => {
      if (checking || run.controller.signal.aborted) return;
      checking = true;
      repo
        .stopRequested(run.ownerId, run.messageId)
        .then((stop) => stop && run.controller.abort())
        .catch((error: unknown) => deps.onStoreError?.(error))
        .finally(() => (checking = false));
    }, STOP_CHECK_MS);
  }

  /** Stops a reply this instance is writing and waits until its partial text is stored. */
  async function stopHere(ownerId: number, sessionId: string): Promise<boolean> {
    const run = publisher.get(ownerId, sessionId);
    if (!run) return false;
    run.controller.abort();
    await run.finished;
    return true;
  }

  /** Asks the other instances to stop the reply, when there are others (set by the app). */
  let stopElsewhere: ((ownerId: number, sessionId: string) => Promise<void>) | undefined;

  /**
   * Stops the reply wherever it is written: behind a load balancer the Stop can reach another
   * instance than the question did (issue 23 item 9).
   */
  async function stopRun(ownerId: number, sessionId: string) {
    if ((await stopHere(ownerId, sessionId)) || !stopElsewhere) return;
    if (!(await repo.requestStop(ownerId, sessionId))) return;
    // The fast way; the recorded request reaches the writer when this reaches nobody.
    await stopElsewhere(ownerId, sessionId);
    const until = performance.now() + STOP_WAIT_MS;
    while ((await repo.isStreaming(ownerId, sessionId)) && performance.now() < until)
      await sleep(STOP_CHECK_MS / 2);
  }

  return {
    list: (ownerId: number) => repo.listConversations(ownerId),

    /** The messages, oldest first; [] for a conversation that is not (yet) the owner's. */
    async messages(ownerId: number, sessionId: string) {
      const rows = await repo.messages(ownerId, sessionId);
      const now = clock.now().getTime();
      const writing = publisher.get(ownerId, sessionId)?.messageId;
      for (const row of rows) {
        const orphaned =
          row.status === 'streaming' &&
          row.id !== writing &&
          now - row.updatedAt.getTime() > deps.staleAfterMs();
        if (orphaned) {
          row.status = 'failed';
          await repo.updateMessage(ownerId, row.id, { status: 'failed' }, row.updatedAt);
        }
      }
      return rows;
    },

    /** Asks a question: stores it (creating the conversation) and starts the reply. */
    send: (ownerId: number, sessionId: string, content: string) =>
      begin(ownerId, sessionId, async () => {
        const rows = await repo.messages(ownerId, sessionId);
        const now = clock.now();
        const stored = (async () => {
          await repo.ensureConversation(ownerId, sessionId, titleFrom(content), now);
          await repo.insertMessage(
            ownerId,
            sessionId,
            { role: 'user', content, status: 'complete' },
            now,
          );
        })();
        return { history: [...rows, { role: 'user', content, status: 'complete' }], stored };
      }),

    /** Answers the last question again, replacing the reply to it. */
    regenerate: (ownerId: number, sessionId: string) =>
      begin(ownerId, sessionId, async () => {
        await conversationOf(ownerId, sessionId);
        const rows = await repo.messages(ownerId, sessionId);
        const last = rows.findLastIndex((r) => r.role === 'user');
        if (last === -1) throw chatErrors.nothing_to_regenerate();
        const after = rows[last + 1];
        const stored = after ? repo.removeFrom(ownerId, sessionId, after.id) : Promise.resolve();
        return { history: rows.slice(0, last + 1), stored };
      }),

    /** Rewrites the last question and answers it afresh. */
    edit: (ownerId: number, sessionId: string, content: string) =>
      begin(ownerId, sessionId, async () => {
        const conversation = await conversationOf(ownerId, sessionId);
        const rows = await repo.messages(ownerId, sessionId);
        const last = rows.findLastIndex((r) => r.role === 'user');
        if (last === -1) throw chatErrors.nothing_to_edit();
        const question = rows[last]!;
        const stored = (async () => {
          await repo.updateMessage(ownerId, question.id, { content }, clock.now());
          // Editing the first question renames the conversation, unless the teacher named it.
          const first = rows.findIndex((r) => r.role === 'user') === last;
          if (first && conversation.title === titleFrom(question.content))
            await repo.rename(ownerId, sessionId, titleFrom(content));
          const after = rows[last + 1];
          if (after) await repo.removeFrom(ownerId, sessionId, after.id);
        })();
        return {
          history: [...rows.slice(0, last), { ...question, content }],
          stored,
        };
      }),

    /** The reply being written in this conversation, to resume after a reload. */
    running: (ownerId: number, sessionId: string) => publisher.get(ownerId, sessionId),

    stopHere,
    /** How a Stop reaches the other instances (their `stopHere`); unset with one instance. */
    forwardStops(forward: (ownerId: number, sessionId: string) => Promise<void>) {
      stopElsewhere = forward;
    },

    /** Stops the reply (if any) and answers the messages with the partial reply stored. */
    async stop(ownerId: number, sessionId: string) {
      await stopRun(ownerId, sessionId);
      return repo.messages(ownerId, sessionId);
    },

    async rename(ownerId: number, sessionId: string, title: string) {
      if (!(await repo.rename(ownerId, sessionId, title))) throw chatErrors.not_found();
    },

    async remove(ownerId: number, sessionId: string) {
      await conversationOf(ownerId, sessionId);
      await stopRun(ownerId, sessionId);
      if (!(await repo.removeConversation(ownerId, sessionId))) throw chatErrors.not_found();
    },

    /** Server shutdown: every reply in progress is stopped and stored as such. */
    async shutdown() {
      closing = true;
      for (const controller of starting) controller.abort();
      const runs = publisher.all();
      for (const run of runs) run.controller.abort();
      await Promise.all(runs.map((r) => r.finished));
    },

    engineInfo: () => gateway.info,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
