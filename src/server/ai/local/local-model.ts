import type {
  ChatHistoryItem,
  ChatWrapper,
  Llama,
  LlamaContext,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import type { ChatTurn } from '../../../contracts/ai.contract';
import type { AiUsage } from '../ai-engine';
import type { GrammarSchema } from './grammar-schema';

interface LocalModelOptions {
  modelPath: string;
  threads: number;
  contextSize?: number;
  /** Sequences the context serves at once: the queue's concurrency. */
  sequences: number;
  log?: (message: string) => void;
}

/** One GGUF model, loaded once, with the context its requests take sequences from. */
export interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  chatWrapper: ChatWrapper | undefined;
  grammar(schema: GrammarSchema): Promise<LlamaGrammar>;
}

export async function loadLocalModel(o: LocalModelOptions): Promise<LoadedModel> {
  // Imported here, so a server that never uses the local engine never loads the native addon.
  const { getLlama, LlamaLogLevel, resolveChatWrapper } = await import('node-llama-cpp');
  const llama = await getLlama({
    // The CPU build is the one installed (decision 0016).
    gpu: false,
    maxThreads: o.threads,
    logLevel: LlamaLogLevel.error,
    // llama.cpp's own messages name the file and tensors, never a prompt.
    logger: (level, message) => {
      if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal) o.log?.(message.trim());
    },
  });
  const model = await llama.loadModel({ modelPath: o.modelPath });
  const context = await model.createContext({
    threads: o.threads,
    sequences: o.sequences,
    ...(o.contextSize ? { contextSize: o.contextSize } : {}),
  });
  // Resolved once: it checks the model's Jinja template synchronously (0.6-1.7 s on the tiny
  // model), which a session per request would otherwise do on the event loop every time.
  const chatWrapper = resolveChatWrapper(model) ?? undefined;
  const grammars = new Map<GrammarSchema, Promise<LlamaGrammar>>();
  return {
    llama,
    model,
    context,
    chatWrapper,
    grammar(schema) {
      let found = grammars.get(schema);
      if (!found) {
        // Its generic type checks a literal schema; ours is built at run time from the contract.
        found = llama.createGrammarForJsonSchema(schema as never) as Promise<LlamaGrammar>;
        grammars.set(schema, found);
      }
      return found;
    },
  };
}

export interface Generation {
  system: string;
  /** The conversation, already redacted; the last turn is the user's prompt. */
  turns: readonly ChatTurn[];
  grammar?: LlamaGrammar;
  signal: AbortSignal;
  maxTokens: number;
  onText?: (text: string) => void;
  /** Chat: an abort keeps the text so far instead of throwing. */
  keepOnAbort?: boolean;
}

const toHistory = (system: string, turns: readonly ChatTurn[]): ChatHistoryItem[] => [
  { type: 'system', text: system },
  ...turns.map((t): ChatHistoryItem =>
    t.role === 'user'
      ? { type: 'user', text: t.content }
      : { type: 'model', response: [t.content] },
  ),
];

/** One answer on a sequence of its own, given back to the context when it is done. */
export async function generate(m: LoadedModel, g: Generation) {
  const { LlamaChatSession } = await import('node-llama-cpp');
  const sequence = m.context.getSequence();
  const session = new LlamaChatSession({
    contextSequence: sequence,
    chatWrapper: m.chatWrapper,
    autoDisposeSequence: false,
  });
  try {
    const last = g.turns.at(-1);
    const earlier = last?.role === 'user' ? g.turns.slice(0, -1) : g.turns;
    session.setChatHistory(toHistory(g.system, earlier));
    let outputTokens = 0;
    const text = await session.prompt(last?.role === 'user' ? last.content : '', {
      grammar: g.grammar,
      maxTokens: g.maxTokens,
      signal: g.signal,
      stopOnAbortSignal: g.keepOnAbort ?? false,
      onTextChunk: g.onText,
      onToken: (tokens) => {
        outputTokens += tokens.length;
      },
    });
    const prompt = [g.system, ...g.turns.map((t) => t.content)].join('\n');
    const usage: AiUsage = { inputTokens: m.model.tokenize(prompt).length, outputTokens };
    return { text, usage };
  } finally {
    session.dispose();
    void sequence.dispose();
  }
}
