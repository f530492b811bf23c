import type { ChatTurn } from '../../contracts/ai.contract';
import { AiError, type AiCallContext, type AiEngine, type ChatStream } from '../ai/ai-engine';
import { createBuiltinEngine } from '../ai/builtin/builtin-engine';

/** The chunks of a UI message stream answered over SSE. */
export function sseChunks(body: string): Record<string, unknown>[] {
  return body
    .split('\n\n')
    .map((e) => e.trim())
    .filter((e) => e.startsWith('data: ') && e !== 'data: [DONE]')
    .map((e) => JSON.parse(e.slice('data: '.length)) as Record<string, unknown>);
}

export const streamedText = (body: string) =>
  sseChunks(body)
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta)
    .join('');

/**
 * A chat engine the test drives: it yields `pieces`, can wait at `holdAt` until released (or
 * stopped), can fail after `failAfter` pieces, and records every call's turns and context.
 */
export function createScriptedChatEngine() {
  const builtin = createBuiltinEngine({ chatPaceMs: 0 });
  const control = {
    pieces: ['Here is ', 'a useful ', 'answer.'] as string[],
    holdAt: null as number | null,
    failAfter: null as number | null,
    calls: [] as { turns: ChatTurn[]; ctx?: AiCallContext }[],
    yielded: 0,
    release: () => undefined as void,
    /** Resolves once the engine has yielded `n` pieces in total. */
    async waitForPieces(n: number) {
      while (control.yielded < n) await new Promise((r) => setTimeout(r, 2));
    },
  };
  const engine: AiEngine = {
    ...builtin,
    info: { engine: 'builtin', model: 'scripted' },
    chat(messages, ctx): ChatStream {
      control.calls.push({ turns: messages.map((m) => ({ ...m })), ctx });
      const pieces = [...control.pieces];
      const { holdAt, failAfter } = control;
      let out = 0;
      async function* gen() {
        for (let i = 0; i < pieces.length; i += 1) {
          if (i === holdAt) {
            await new Promise<void>((resolve) => {
              control.release = resolve;
              // An abort that came before this point fires no event: check it too, or a
              // shutdown racing the hold would wait forever.
              if (ctx?.signal?.aborted) resolve();
              ctx?.signal?.addEventListener('abort', () => resolve(), { once: true });
            });
          }
          if (ctx?.signal?.aborted) return;
          if (failAfter !== null && i >= failAfter)
            throw new AiError('ai_unavailable', 'The AI provider could not be reached.');
          out += pieces[i]!.length;
          control.yielded += 1;
          yield pieces[i]!;
        }
      }
      return Object.assign(gen(), { usage: () => ({ inputTokens: 10, outputTokens: out }) });
    },
  };
  return { engine, control };
}
