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

/**
 * node-llama-cpp itself: loading a GGUF model and generating on it. Runs only in the model's
 * own process (model-host.ts, decision 0021); the server talks to that process through
 * local-model.ts.
 */
export interface NativeModelOptions {
  modelPath: string;
  threads: number;
  contextSize?: number;
  /** Sequences the context serves at once: the queue's concurrency. */
  sequences: number;
  log?: (message: string) => void;
}

/** One GGUF model, loaded once, with the context its requests take sequences from. */
export interface NativeModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  chatWrapper: ChatWrapper | undefined;
  grammar(schema: GrammarSchema): Promise<LlamaGrammar>;
}

export async function loadNativeModel(o: NativeModelOptions): Promise<NativeModel> {
  // Imported here, so a process that never uses the local engine never loads the native addon.
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
  // model), which a session per request would otherwise do every time.
  const chatWrapper = resolveChatWrapper(model) ?? undefined;
  // Keyed by the schema's JSON: each request brings its schema over IPC as a new object.
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  return {
    llama,
    model,
    context,
    chatWrapper,
    grammar(schema) {
      const key = JSON.stringify(schema);
      let found = grammars.get(key);
      if (!found) {
        // Its generic type checks a literal schema; ours is built at run time from the contract.
        found = llama.createGrammarForJsonSchema(schema as never) as Promise<LlamaGrammar>;
        grammars.set(key, found);
      }
      return found;
    },
  };
}

export interface NativeGeneration {
  system: string;
  /** The conversation, already redacted; the last turn is the user's prompt. */
  turns: readonly ChatTurn[];
  /** The answer's JSON schema: generation is held to its grammar. */
  schema?: GrammarSchema;
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
export async function generateNative(m: NativeModel, g: NativeGeneration) {
  const { LlamaChatSession } = await import('node-llama-cpp');
  const grammar = g.schema ? await m.grammar(g.schema) : undefined;
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
      grammar,
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
