import { createRequire } from 'node:module';

/**
 * The bundled offline voice: meSpeak (eSpeak compiled to JavaScript, GPL-3.0, compatible with
 * our AGPL-3.0), the same synthesizer the browser falls back to when it has no voices.
 */
interface MeSpeak {
  loadConfig(config: unknown): void;
  loadVoice(voice: unknown): void;
  speak(text: string, options: { rawdata: 'buffer' | 'array'; speed?: number }): ArrayLike<number>;
}

const require = createRequire(import.meta.url);
let engine: MeSpeak | undefined;

function meSpeak(): MeSpeak {
  if (!engine) {
    const m = quietly(() => require('mespeak') as MeSpeak);
    m.loadConfig(require('mespeak/src/mespeak_config.json'));
    m.loadVoice(require('mespeak/voices/en/en-us.json'));
    engine = m;
  }
  return engine;
}

/** meSpeak logs "Not in browser" (true, and noise in the server's output). */
function quietly<T>(work: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return work();
  } finally {
    console.warn = warn;
  }
}

export interface Speech {
  wav: Buffer;
  samples: Int16Array;
  sampleRate: number;
  durationMs: number;
}

/** Speaks the text to a mono 16-bit WAV. Same text, same bytes. */
export function synthesize(text: string): Speech {
  const raw = quietly(() => meSpeak().speak(text, { rawdata: 'buffer', speed: 160 }));
  const wav = Buffer.from(raw as Uint8Array);
  return { wav, ...readWav(wav) };
}

/** The PCM of a canonical WAV (the `fmt ` and `data` chunks; others are skipped). */
function readWav(wav: Buffer) {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = wav.readUInt32LE(offset + 12);
    if (id === 'data') {
      const end = Math.min(wav.length, offset + 8 + size);
      const bytes = wav.subarray(offset + 8, end);
      const samples = new Int16Array(bytes.length >> 1);
      for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
      return { samples, sampleRate, durationMs: (samples.length / sampleRate) * 1000 };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}
