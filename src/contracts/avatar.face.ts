/**
 * The avatar's face, drawn the same by the browser (SVG) and the video renderer (canvas): both
 * read these shapes, so the assistant in the modal and the downloaded video are one character.
 * Coordinates are in a 480 x 480 box. Pure data and arithmetic, no DOM and no Node.
 */
export const FACE_SIZE = 480;
export const VIDEO_FPS = 25;

export const FACE_COLOURS = {
  backgroundLight: '#e8f1fb',
  backgroundDark: '#1e293b',
  skin: '#f1c7a1',
  skinShade: '#e2ae86',
  hair: '#3f2a1f',
  eye: '#2b2220',
  eyeShine: '#ffffff',
  brow: '#3f2a1f',
  cheek: '#f29d94',
  mouth: '#8c2f39',
  lip: '#b9535d',
  tongue: '#e07a7f',
  shirt: '#2f6fb3',
  collar: '#f8fafc',
} as const;

export interface FacePose {
  /** 0 closed to 1 wide open. */
  mouth: number;
  /** 0 open eyes to 1 shut. */
  blink: number;
  /** Head sway in pixels (idle breathing). */
  sway: number;
}

const CX = 240;
const MOUTH_Y = 318;

/** The mouth's outline: a smile when closed, an open rounded mouth as `open` grows. */
export function mouthPath(open: number): string {
  const o = Math.max(0, Math.min(1, open));
  const half = 38 + 6 * o;
  const top = MOUTH_Y - 2 - 6 * o;
  const bottom = MOUTH_Y + 14 + 46 * o;
  const r = (n: number) => Math.round(n * 10) / 10;
  return (
    `M ${r(CX - half)} ${r(MOUTH_Y)} Q ${CX} ${r(top)} ${r(CX + half)} ${r(MOUTH_Y)} ` +
    `Q ${CX} ${r(bottom)} ${r(CX - half)} ${r(MOUTH_Y)} Z`
  );
}

/** The fixed parts, as SVG path data or ellipses, in drawing order. */
export const FACE_PARTS = {
  shoulders: `M 70 480 C 80 400 160 372 240 372 C 320 372 400 400 410 480 Z`,
  collar: `M 200 376 L 240 420 L 280 376 Z`,
  neck: { cx: CX, cy: 360, rx: 40, ry: 34 },
  head: { cx: CX, cy: 244, rx: 128, ry: 148 },
  hair: `M 108 236 C 100 120 170 80 240 80 C 318 80 384 122 372 236 C 352 180 318 150 280 146 C 240 168 170 170 130 196 C 118 206 112 220 108 236 Z`,
  ears: [
    { cx: 112, cy: 252, rx: 18, ry: 28 },
    { cx: 368, cy: 252, rx: 18, ry: 28 },
  ],
  eyes: [
    { cx: 194, cy: 238, rx: 15, ry: 18 },
    { cx: 286, cy: 238, rx: 15, ry: 18 },
  ],
  brows: [`M 168 204 Q 194 190 220 202`, `M 260 202 Q 286 190 312 204`],
  cheeks: [
    { cx: 164, cy: 292, rx: 22, ry: 13 },
    { cx: 316, cy: 292, rx: 22, ry: 13 },
  ],
  nose: `M 240 252 Q 232 280 240 288 Q 246 290 250 286`,
} as const;

/** Blinks every 3.7 s for 150 ms, at the same moments in every render. */
function blinkAt(seconds: number): number {
  const phase = seconds % 3.7;
  if (phase > 0.15) return 0;
  return Math.sin((phase / 0.15) * Math.PI);
}

export function poseAt(seconds: number, mouth: number): FacePose {
  return { mouth, blink: blinkAt(seconds), sway: Math.round(Math.sin(seconds * 1.3) * 30) / 10 };
}

/**
 * Mouth openness per video frame from 16-bit PCM: the loudness (RMS) of each frame's window,
 * scaled so normal speech opens the mouth most of the way, with a quick attack and a slower
 * release so it does not flicker.
 */
export function mouthLevels(samples: Int16Array, sampleRate: number, fps = VIDEO_FPS): number[] {
  const perFrame = sampleRate / fps;
  const frames = Math.ceil(samples.length / perFrame);
  const levels: number[] = [];
  let level = 0;
  for (let f = 0; f < frames; f += 1) {
    const start = Math.floor(f * perFrame);
    const end = Math.min(samples.length, Math.floor((f + 1) * perFrame));
    let sum = 0;
    for (let i = start; i < end; i += 1) sum += (samples[i]! / 32768) ** 2;
    const rms = Math.sqrt(sum / Math.max(1, end - start));
    level = openFromLoudness(rms, level);
    levels.push(level);
  }
  return levels;
}

/** One smoothing step from a loudness (RMS, 0..1) to mouth openness; shared with the browser. */
function openFromLoudness(rms: number, previous: number): number {
  const target = rms < 0.01 ? 0 : Math.min(1, rms * 6);
  const k = target > previous ? 0.7 : 0.35;
  return Math.round((previous + (target - previous) * k) * 1000) / 1000;
}
