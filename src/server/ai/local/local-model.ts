import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChatTurn } from '../../../contracts/ai.contract';
import { AiError, type AiUsage } from '../ai-engine';
import type { GrammarSchema } from './grammar-schema';
import type { FromChild, GenerateRequest, ModelOptions, ToChild } from './model-host';

interface LocalModelOptions extends ModelOptions {
  /** llama.cpp's error messages (a file, a tensor), never a prompt. */
  log?: (message: string) => void;
  /** The process ended (crash, kill, memory cap) other than by `close`; `cause` is for the log. */
  onExit?: (cause: string) => void;
  /** V8 heap cap of the model process, MB: its JavaScript holds only the messages. */
  heapMb?: number;
  /**
   * Cap on the process's private memory (RLIMIT_DATA: heap, context, KV cache; the model file is
   * mapped, not counted), MB, where `prlimit` exists. Default: twice the file plus 2048.
   */
  memoryMb?: number;
  /** The process's entry module; tests name a fixture. */
  entry?: URL;
}

/** The model, loaded in a process of its own (decision 0021). */
export interface LoadedModel {
  pid: number;
  /** Ends the process; requests still running reject. */
  close(): Promise<void>;
  /** Internal: the process's channel. */
  readonly channel: Channel;
}

export interface Generation {
  system: string;
  /** The conversation, already redacted; the last turn is the user's prompt. */
  turns: readonly ChatTurn[];
  /** The answer's JSON schema: the model process holds generation to its grammar. */
  grammar?: GrammarSchema;
  signal: AbortSignal;
  maxTokens: number;
  onText?: (text: string) => void;
  /** Chat: an abort keeps the text so far instead of throwing. */
  keepOnAbort?: boolean;
}

/** What a request in flight hears when the model process dies under it. */
export const STOPPED_MESSAGE = 'The local model stopped unexpectedly; please try again.';
const stopped = () => new AiError('ai_unavailable', STOPPED_MESSAGE);

const ENTRY = new URL('./model-child.mjs', import.meta.url);
const HEAP_MB = 256;
const PRLIMIT = '/usr/bin/prlimit';

interface Pending {
  resolve: (answer: { text: string; usage: AiUsage }) => void;
  reject: (error: Error) => void;
  onText?: (text: string) => void;
}

interface Channel {
  pending: Map<number, Pending>;
  nextId: number;
  ended: boolean;
  send(message: ToChild): void;
}

/** Why a model process ended, for the administrator's log: never a prompt. */
function causeOf(
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
  heapMb: number,
) {
  if (/Reached heap limit/i.test(stderr)) return `it ran out of its ${heapMb} MB heap`;
  if (/out of memory|bad_alloc|Cannot allocate memory|failed to allocate/i.test(stderr)) {
    return 'it ran out of memory (LOCAL_AI_MEMORY_MB)';
  }
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** The process, through prlimit when an address-space cap is asked for and it exists. */
function spawnModelProcess(o: LocalModelOptions, heapMb: number): ChildProcess {
  const entry = fileURLToPath(o.entry ?? ENTRY);
  const options: ModelOptions = {
    modelPath: o.modelPath,
    threads: o.threads,
    contextSize: o.contextSize,
    sequences: o.sequences,
  };
  const node = [process.execPath, `--max-old-space-size=${heapMb}`, entry, JSON.stringify(options)];
  const memoryMb = o.memoryMb ?? defaultMemoryMb(o.modelPath);
  const [command, ...args] =
    memoryMb && existsSync(PRLIMIT)
      ? [PRLIMIT, `--data=${Math.round(memoryMb * 1024 * 1024)}`, ...node]
      : node;
  // Its own process group, so tsx's esbuild (from src/) goes down with it.
  return spawn(command!, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], detached: true });
}

/** Room for a copy of the weights (no mmap) and a long context; none for a missing file. */
function defaultMemoryMb(modelPath: string) {
  try {
    return Math.ceil((2 * statSync(modelPath).size) / (1024 * 1024)) + 2048;
  } catch {
    return undefined;
  }
}

function killGroup(child: ChildProcess) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL'); // no group (the process is gone, or the platform has none)
  }
}

/**
 * Starts the model's process and resolves once the model is loaded in it (decision 0021): the
 * server holds only the channel. A process that dies rejects every request in flight with a
 * clear `ai_unavailable`, tells `onExit` why, and is not restarted here: the engine loads again
 * on its next request.
 */
export function loadLocalModel(o: LocalModelOptions): Promise<LoadedModel> {
  const heapMb = o.heapMb ?? HEAP_MB;
  const child = spawnModelProcess(o, heapMb);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  let closing = false;
  let loadFailure: string | undefined;

  const channel: Channel = {
    pending: new Map(),
    nextId: 1,
    ended: false,
    send(message) {
      if (!channel.ended && child.connected) child.send(message);
    },
  };

  return new Promise<LoadedModel>((resolve, reject) => {
    let loaded = false;
    const model: LoadedModel = {
      pid: child.pid ?? 0,
      channel,
      async close() {
        if (channel.ended) return;
        closing = true;
        const exited = new Promise((done) => child.once('exit', done));
        killGroup(child);
        await exited;
      },
    };

    child.on('message', (message: FromChild) => {
      switch (message.type) {
        case 'loaded':
          loaded = true;
          resolve(model);
          return;
        case 'load_failed':
          loadFailure = message.message;
          killGroup(child);
          return;
        case 'log':
          o.log?.(message.message);
          return;
        case 'text':
          channel.pending.get(message.id)?.onText?.(message.text);
          return;
        case 'done': {
          const waiting = channel.pending.get(message.id);
          channel.pending.delete(message.id);
          waiting?.resolve({ text: message.text, usage: message.usage });
          return;
        }
        case 'failed': {
          const waiting = channel.pending.get(message.id);
          channel.pending.delete(message.id);
          const error = new Error(message.message);
          // The engine tells a timeout from a caller's abort by its own signals.
          if (message.aborted) error.name = 'AbortError';
          waiting?.reject(error);
        }
      }
    });
    child.on('error', (error) => {
      loadFailure ??= error.message;
      killGroup(child);
    });
    // tsx's esbuild outlives a crash and would hold the stderr pipe open: 'exit', not 'close'.
    child.on('exit', (code, signal) => {
      channel.ended = true;
      killGroup(child);
      const inFlight = [...channel.pending.values()];
      channel.pending.clear();
      for (const waiting of inFlight) waiting.reject(stopped());
      if (!loaded) {
        reject(
          new Error(
            loadFailure ?? `the model process ended (${causeOf(code, signal, stderr, heapMb)})`,
          ),
        );
        return;
      }
      if (!closing) {
        const cause = causeOf(code, signal, stderr, heapMb);
        o.onExit?.(`${cause}; ${inFlight.length} request(s) in flight`);
      }
    });
  });
}

/** One answer from the model's process; text comes through `onText` as it is written. */
export function generate(m: LoadedModel, g: Generation): Promise<{ text: string; usage: AiUsage }> {
  const { channel } = m;
  if (channel.ended) return Promise.reject(stopped());
  const id = channel.nextId++;
  const request: GenerateRequest = {
    system: g.system,
    turns: g.turns,
    schema: g.grammar,
    maxTokens: g.maxTokens,
    keepOnAbort: g.keepOnAbort,
    stream: g.onText !== undefined,
  };
  return new Promise<{ text: string; usage: AiUsage }>((resolve, reject) => {
    const abort = () => channel.send({ type: 'abort', id });
    const settle = () => g.signal.removeEventListener('abort', abort);
    channel.pending.set(id, {
      resolve: (answer) => (settle(), resolve(answer)),
      reject: (error) => (settle(), reject(error)),
      onText: g.onText,
    });
    channel.send({ type: 'generate', id, request });
    if (g.signal.aborted) abort();
    else g.signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Whether a model file loads (issue 37 item 14): it is loaded in a process of its own, which then
 * ends. Rejects with llama.cpp's reason when it does not.
 */
export async function probeLocalModel(modelPath: string, threads = 1): Promise<void> {
  // A small context: only the loading is under test, not the memory a long one needs.
  const model = await loadLocalModel({ modelPath, threads, sequences: 1, contextSize: 512 });
  await model.close();
}
