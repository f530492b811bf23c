import type { ChatTurn } from '../../../contracts/ai.contract';
import type { AiUsage } from '../ai-engine';
import type { GrammarSchema } from './grammar-schema';
import { generateNative, loadNativeModel, type NativeModelOptions } from './model-native';

/**
 * The model process's side of the IPC (decision 0021): it loads one model from the options it
 * was started with, then answers generation requests, streaming text as it comes. Messages name
 * no prompt outside a `generate`; its errors carry llama.cpp's words, never the conversation.
 */
export type ModelOptions = Omit<NativeModelOptions, 'log'>;

export interface GenerateRequest {
  system: string;
  turns: readonly ChatTurn[];
  schema?: GrammarSchema;
  maxTokens: number;
  keepOnAbort?: boolean;
  /** Send the text as it comes (chat); otherwise only the whole answer. */
  stream: boolean;
}

export type ToChild =
  { type: 'generate'; id: number; request: GenerateRequest } | { type: 'abort'; id: number };

export type FromChild =
  | { type: 'loaded' }
  | { type: 'load_failed'; message: string }
  | { type: 'log'; message: string }
  | { type: 'text'; id: number; text: string }
  | { type: 'done'; id: number; text: string; usage: AiUsage }
  | { type: 'failed'; id: number; message: string; aborted: boolean };

const messageOf = (e: unknown) => String((e as Error)?.message ?? e).slice(0, 500);

/** Runs in the child: `send` and `receive` are its IPC channel (tests may pass others). */
export async function serveModel(
  options: ModelOptions,
  send: (message: FromChild) => void,
  receive: (handler: (message: ToChild) => void) => void,
) {
  let model;
  try {
    model = await loadNativeModel({ ...options, log: (message) => send({ type: 'log', message }) });
  } catch (e) {
    send({ type: 'load_failed', message: messageOf(e) });
    return false;
  }
  const loaded = model;
  const running = new Map<number, AbortController>();
  receive((message) => {
    if (message.type === 'abort') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, request } = message;
    const abort = new AbortController();
    running.set(id, abort);
    generateNative(loaded, {
      ...request,
      signal: abort.signal,
      onText: request.stream ? (text) => send({ type: 'text', id, text }) : undefined,
    })
      .then(
        ({ text, usage }) => send({ type: 'done', id, text, usage }),
        (e: unknown) =>
          send({ type: 'failed', id, message: messageOf(e), aborted: abort.signal.aborted }),
      )
      .finally(() => running.delete(id));
  });
  send({ type: 'loaded' });
  return true;
}
