import { mouthLevels, VIDEO_FPS } from '../../../../contracts/avatar.face';

/**
 * How the built-in agent speaks: the browser's own voices where it has an English one, the
 * bundled meSpeak voice otherwise (loaded on first use, only once the modal connects), and
 * captions alone when no audio can play. Each reports the mouth's openness for the face.
 */
export interface Voice {
  readonly kind: 'browser' | 'offline' | 'text';
  speak(text: string): Promise<void>;
  /** Stops at once (an interrupt); the pending speak() resolves. */
  stop(): void;
  setAudible(on: boolean): Promise<void>;
  level(): number;
}

/** Captions only: the mouth moves for as long as the text would take to say. */
export function textVoice(): Voice {
  let started = 0;
  let until = 0;
  let finish: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    kind: 'text',
    speak(text) {
      this.stop();
      started = performance.now();
      until = started + Math.max(800, text.length * 60);
      return new Promise<void>((resolve) => {
        finish = resolve;
        timer = setTimeout(() => this.stop(), until - started);
      });
    },
    stop() {
      clearTimeout(timer);
      until = 0;
      finish?.();
      finish = undefined;
    },
    async setAudible() {},
    level() {
      const now = performance.now();
      if (now >= until) return 0;
      return 0.2 + 0.5 * Math.abs(Math.sin((now - started) / 90));
    },
  };
}

/** The browser's speech synthesis; its mouth follows word boundaries. */
function browserVoice(voice: SpeechSynthesisVoice): Voice {
  let audible = false;
  let speaking = false;
  let wordAt = 0;
  let finish: (() => void) | undefined;
  return {
    kind: 'browser',
    speak(text) {
      this.stop();
      return new Promise<void>((resolve) => {
        const u = new SpeechSynthesisUtterance(text);
        u.voice = voice;
        u.volume = audible ? 1 : 0;
        finish = resolve;
        const end = () => {
          speaking = false;
          finish?.();
          finish = undefined;
        };
        u.onstart = () => {
          speaking = true;
          wordAt = performance.now();
        };
        u.onboundary = () => (wordAt = performance.now());
        u.onend = end;
        u.onerror = end;
        speechSynthesis.speak(u);
      });
    },
    stop() {
      speechSynthesis.cancel();
      speaking = false;
      finish?.();
      finish = undefined;
    },
    async setAudible(on) {
      audible = on;
    },
    level() {
      if (!speaking) return 0;
      const t = performance.now() - wordAt;
      return t > 450 ? 0.1 : 0.3 + 0.6 * Math.abs(Math.sin(t / 70));
    },
  };
}

interface MeSpeak {
  loadConfig(c: unknown): void;
  loadVoice(v: unknown): void;
  speak(text: string, o: { rawdata: 'array'; speed?: number }): ArrayLike<number> | null;
}

let meSpeakLoading: Promise<MeSpeak> | undefined;
/** About 1.4 MB compressed; fetched only when the built-in agent connects without voices. */
function loadMeSpeak() {
  meSpeakLoading ??= (async () => {
    const [lib, config, voice] = await Promise.all([
      import('mespeak'),
      import('mespeak/src/mespeak_config.json'),
      import('mespeak/voices/en/en-us.json'),
    ]);
    const m = ((lib as { default?: MeSpeak }).default ?? lib) as MeSpeak;
    m.loadConfig((config as { default?: unknown }).default ?? config);
    m.loadVoice((voice as { default?: unknown }).default ?? voice);
    return m;
  })();
  return meSpeakLoading;
}

/** PCM of a 16-bit mono WAV (meSpeak's output). */
function pcmOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let rate = 22050;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') rate = view.getUint32(offset + 12, true);
    if (id === 'data') {
      const n = Math.floor(Math.min(size, bytes.length - offset - 8) / 2);
      const samples = new Int16Array(n);
      for (let i = 0; i < n; i += 1) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return { samples, rate };
    }
    offset += 8 + size + (size % 2);
  }
  return { samples: new Int16Array(0), rate };
}

/** The bundled meSpeak voice through Web Audio; the mouth follows the audio's loudness. */
async function offlineVoice(audio: AudioContext): Promise<Voice> {
  const m = await loadMeSpeak();
  const gain = audio.createGain();
  gain.gain.value = 0;
  gain.connect(audio.destination);
  let source: AudioBufferSourceNode | undefined;
  let levels: number[] = [];
  let startedAt = 0;
  let finish: (() => void) | undefined;
  const voice: Voice = {
    kind: 'offline',
    speak(text) {
      this.stop();
      const raw = m.speak(text, { rawdata: 'array', speed: 160 });
      if (!raw) return Promise.resolve();
      const { samples, rate } = pcmOf(Uint8Array.from(raw));
      const buffer = audio.createBuffer(1, Math.max(1, samples.length), rate);
      const channel = buffer.getChannelData(0);
      for (let i = 0; i < samples.length; i += 1) channel[i] = samples[i]! / 32768;
      levels = mouthLevels(samples, rate, VIDEO_FPS);
      const node = audio.createBufferSource();
      node.buffer = buffer;
      node.connect(gain);
      source = node;
      return new Promise<void>((resolve) => {
        finish = resolve;
        node.onended = () => {
          if (source === node) source = undefined;
          finish?.();
          finish = undefined;
        };
        startedAt = audio.currentTime;
        node.start();
      });
    },
    stop() {
      const node = source;
      source = undefined;
      levels = [];
      try {
        node?.stop();
      } catch {
        // never started
      }
      finish?.();
      finish = undefined;
    },
    async setAudible(on) {
      if (audio.state === 'suspended') await audio.resume();
      gain.gain.value = on ? 1 : 0;
    },
    level() {
      if (!source) return 0;
      const frame = Math.floor((audio.currentTime - startedAt) * VIDEO_FPS);
      return levels[frame] ?? 0;
    },
  };
  return voice;
}

/** The best voice this browser can give, from a click (so audio may start). */
export async function pickVoice(): Promise<Voice> {
  const synth = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis;
  const english = synth?.getVoices().find((v) => v.lang.toLowerCase().startsWith('en'));
  if (english) return browserVoice(english);
  try {
    const audio = new AudioContext();
    if (audio.state === 'suspended') await audio.resume().catch(() => {});
    return await offlineVoice(audio);
  } catch {
    return textVoice();
  }
}
