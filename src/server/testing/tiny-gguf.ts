import { writeFileSync } from 'node:fs';

/**
 * A tiny random-weights llama model as a GGUF v3 file, for the local engine's tests and bench:
 * 2 layers, 64-dim embeddings, a 262-token byte-level SentencePiece vocabulary (every byte is a
 * `<0xNN>` token, so any text tokenizes) and a ChatML chat template. node-llama-cpp loads it in
 * well under a second and runs it on one core at about 100 tokens/s. Its text is nonsense, but
 * under a JSON-schema grammar its answers are valid JSON, which is what the tests need.
 */

const EMBED = 64;
const LAYERS = 2;
const HEADS = 4;
const FFN = 128;
const CONTEXT = 8192;
const ALIGNMENT = 32;

// GGUF metadata value types and the F32 tensor type.
const T_UINT32 = 4;
const T_INT32 = 5;
const T_FLOAT32 = 6;
const T_BOOL = 7;
const T_STRING = 8;
const T_ARRAY = 9;
const GGML_F32 = 0;

// Token types in tokenizer.ggml.token_type.
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;
const BYTE = 6;

const CHATML =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}";

interface Token {
  text: string;
  type: number;
  /** The byte it stands for, for byte tokens. */
  byte?: number;
}

function vocabulary(): Token[] {
  const specials: Token[] = [
    { text: '<unk>', type: UNKNOWN },
    { text: '<s>', type: CONTROL },
    { text: '</s>', type: CONTROL },
    { text: '<|im_start|>', type: CONTROL },
    { text: '<|im_end|>', type: CONTROL },
  ];
  const bytes = Array.from({ length: 256 }, (_, b) => ({
    text: `<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`,
    type: BYTE,
    byte: b,
  }));
  // SentencePiece's word boundary; a normal piece, so the vocabulary is not bytes alone.
  return [...specials, ...bytes, { text: '\u2581', type: NORMAL }];
}

const IM_END = 4;
const CLOSERS = [0x22, 0x5d]; // " and ]
const CLOSING_BIAS = 1;

/** mulberry32, seeded: the same file every time, so a failing test fails again. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Writer {
  private chunks: Buffer[] = [];
  size = 0;
  private push(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
  u32(n: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  u64(n: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  string(s: string) {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  raw(b: Buffer) {
    this.push(b);
  }
  pad() {
    const extra = (ALIGNMENT - (this.size % ALIGNMENT)) % ALIGNMENT;
    if (extra) this.push(Buffer.alloc(extra));
  }
  toBuffer() {
    return Buffer.concat(this.chunks);
  }
}

type Meta =
  | { type: typeof T_UINT32 | typeof T_INT32 | typeof T_FLOAT32; value: number }
  | { type: typeof T_BOOL; value: boolean }
  | { type: typeof T_STRING; value: string }
  | { type: typeof T_ARRAY; of: number; values: (string | number)[] };

function writeScalar(w: Writer, type: number, value: string | number | boolean) {
  if (type === T_STRING) return w.string(String(value));
  const b = Buffer.alloc(type === T_BOOL ? 1 : 4);
  if (type === T_UINT32) b.writeUInt32LE(Number(value));
  else if (type === T_INT32) b.writeInt32LE(Number(value));
  else if (type === T_FLOAT32) b.writeFloatLE(Number(value));
  else b.writeUInt8(value ? 1 : 0);
  w.raw(b);
}

function metadata(tokens: Token[]): Record<string, Meta> {
  const u32 = (value: number) => ({ type: T_UINT32, value }) as const;
  return {
    'general.architecture': { type: T_STRING, value: 'llama' },
    'general.name': { type: T_STRING, value: 'chalkwise-tiny-test' },
    'general.alignment': u32(ALIGNMENT),
    'llama.context_length': u32(CONTEXT),
    'llama.embedding_length': u32(EMBED),
    'llama.block_count': u32(LAYERS),
    'llama.feed_forward_length': u32(FFN),
    'llama.attention.head_count': u32(HEADS),
    'llama.attention.head_count_kv': u32(HEADS),
    'llama.rope.dimension_count': u32(EMBED / HEADS),
    'llama.attention.layer_norm_rms_epsilon': { type: T_FLOAT32, value: 1e-5 },
    'tokenizer.ggml.model': { type: T_STRING, value: 'llama' },
    'tokenizer.ggml.tokens': { type: T_ARRAY, of: T_STRING, values: tokens.map((t) => t.text) },
    'tokenizer.ggml.scores': { type: T_ARRAY, of: T_FLOAT32, values: tokens.map(() => 0) },
    'tokenizer.ggml.token_type': {
      type: T_ARRAY,
      of: T_INT32,
      values: tokens.map((t) => t.type),
    },
    'tokenizer.ggml.bos_token_id': u32(1),
    'tokenizer.ggml.eos_token_id': u32(IM_END),
    'tokenizer.ggml.unknown_token_id': u32(0),
    'tokenizer.ggml.add_bos_token': { type: T_BOOL, value: false },
    'tokenizer.chat_template': { type: T_STRING, value: CHATML },
  };
}

/** Tensors in ggml's order of dimensions (the first is the contiguous one). */
function tensors(tokens: Token[], random: () => number): [string, number[], Float32Array][] {
  const vocab = tokens.length;
  const gauss = (scale: number) => (random() + random() + random() - 1.5) * 2 * scale;
  const fill = (n: number, f: (i: number) => number) =>
    Float32Array.from({ length: n }, (_, i) => f(i));
  const matrix = (cols: number, rows: number, scale = 0.08) =>
    fill(cols * rows, () => gauss(scale));
  const ones = (n: number) => fill(n, () => 1);
  // Every embedding carries a constant first dimension through the residual stream; the output
  // rows of printable ASCII read it positively and the others negatively, so sampled text stays
  // mostly printable and the model rarely ends its turn.
  const printable = (t: Token) => t.byte !== undefined && t.byte >= 0x20 && t.byte < 0x7f;
  // Closing a string or a list is favoured a little, so answers under a JSON grammar stay short.
  const closing = (t: Token) => t.byte !== undefined && CLOSERS.includes(t.byte);
  const embeddings = fill(EMBED * vocab, (i) => (i % EMBED === 0 ? 1 : gauss(1)));
  const output = fill(EMBED * vocab, (i) => {
    const token = tokens[Math.floor(i / EMBED)]!;
    if (i % EMBED !== 0) return gauss(0.5);
    if (closing(token)) return 2 + CLOSING_BIAS;
    return printable(token) ? 2 + gauss(0.5) : -3;
  });
  const list: [string, number[], Float32Array][] = [
    ['token_embd.weight', [EMBED, vocab], embeddings],
  ];
  for (let l = 0; l < LAYERS; l += 1) {
    const p = `blk.${l}.`;
    list.push(
      [`${p}attn_norm.weight`, [EMBED], ones(EMBED)],
      [`${p}attn_q.weight`, [EMBED, EMBED], matrix(EMBED, EMBED)],
      [`${p}attn_k.weight`, [EMBED, EMBED], matrix(EMBED, EMBED)],
      [`${p}attn_v.weight`, [EMBED, EMBED], matrix(EMBED, EMBED)],
      [`${p}attn_output.weight`, [EMBED, EMBED], matrix(EMBED, EMBED)],
      [`${p}ffn_norm.weight`, [EMBED], ones(EMBED)],
      [`${p}ffn_gate.weight`, [EMBED, FFN], matrix(EMBED, FFN)],
      [`${p}ffn_up.weight`, [EMBED, FFN], matrix(EMBED, FFN)],
      [`${p}ffn_down.weight`, [FFN, EMBED], matrix(FFN, EMBED)],
    );
  }
  list.push(
    ['output_norm.weight', [EMBED], ones(EMBED)],
    ['output.weight', [EMBED, vocab], output],
  );
  return list;
}

/** The file's bytes; `seed` varies the weights. */
function tinyGguf(seed = 1): Buffer {
  const tokens = vocabulary();
  const w = new Writer();
  const meta = Object.entries(metadata(tokens));
  const list = tensors(tokens, seededRandom(seed));
  w.raw(Buffer.from('GGUF', 'ascii'));
  w.u32(3);
  w.u64(list.length);
  w.u64(meta.length);
  for (const [key, m] of meta) {
    w.string(key);
    w.u32(m.type);
    if (m.type === T_ARRAY) {
      w.u32(m.of);
      w.u64(m.values.length);
      for (const value of m.values) writeScalar(w, m.of, value);
    } else writeScalar(w, m.type, m.value);
  }
  const aligned = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;
  let offset = 0;
  for (const [name, dims, data] of list) {
    w.string(name);
    w.u32(dims.length);
    for (const d of dims) w.u64(d);
    w.u32(GGML_F32);
    w.u64(offset);
    offset = aligned(offset + data.byteLength);
  }
  for (const [, , data] of list) {
    w.pad();
    w.raw(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
  w.pad();
  return w.toBuffer();
}

/** Writes the tiny model to `file` and returns its path. */
export function writeTinyGguf(file: string, seed = 1): string {
  writeFileSync(file, tinyGguf(seed));
  return file;
}
