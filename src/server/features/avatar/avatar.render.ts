import fs from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { createCanvas, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import {
  FACE_COLOURS as C,
  FACE_PARTS as P,
  FACE_SIZE,
  VIDEO_FPS,
  mouthLevels,
  mouthPath,
  poseAt,
  type FacePose,
} from '../../../contracts/avatar.face';
import { synthesize } from './avatar.speech';
import { AVATAR_LIMITS } from '../../../contracts/avatar.text';

/**
 * The built-in renderer (run in its own process, avatar.renderer.ts): the bundled voice speaks the text to a WAV, the
 * face is drawn frame by frame with its mouth following the audio's loudness, and the ffmpeg
 * binary from npm encodes both to an H.264/AAC MP4. No system packages, no network.
 */
const require = createRequire(import.meta.url);
const ffmpegPath = (): string => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

type Ellipse = { cx: number; cy: number; rx: number; ry: number };

function ellipse(ctx: SKRSContext2D, e: Ellipse, fill: string, ry = e.ry) {
  ctx.beginPath();
  ctx.ellipse(e.cx, e.cy, e.rx, Math.max(0.5, ry), 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** One frame of the face, the same shapes the browser's SVG draws. */
export function drawFace(ctx: SKRSContext2D, pose: FacePose) {
  ctx.fillStyle = C.backgroundLight;
  ctx.fillRect(0, 0, FACE_SIZE, FACE_SIZE);
  ctx.fillStyle = C.shirt;
  ctx.fill(new Path2D(P.shoulders));
  ctx.fillStyle = C.collar;
  ctx.fill(new Path2D(P.collar));
  ellipse(ctx, P.neck, C.skinShade);
  ctx.save();
  ctx.translate(pose.sway, 0);
  for (const ear of P.ears) ellipse(ctx, ear, C.skinShade);
  ellipse(ctx, P.head, C.skin);
  ctx.fillStyle = C.hair;
  ctx.fill(new Path2D(P.hair));
  for (const cheek of P.cheeks) {
    ctx.globalAlpha = 0.45;
    ellipse(ctx, cheek, C.cheek);
    ctx.globalAlpha = 1;
  }
  for (const eye of P.eyes) {
    const ry = eye.ry * (1 - pose.blink);
    ellipse(ctx, eye, C.eye, ry);
    if (pose.blink < 0.5)
      ellipse(ctx, { cx: eye.cx + 5, cy: eye.cy - 6, rx: 4, ry: 4 }, C.eyeShine);
  }
  ctx.strokeStyle = C.brow;
  ctx.lineWidth = 7;
  ctx.lineCap = 'round';
  for (const brow of P.brows) ctx.stroke(new Path2D(brow));
  ctx.strokeStyle = C.skinShade;
  ctx.lineWidth = 4;
  ctx.stroke(new Path2D(P.nose));
  const mouth = new Path2D(mouthPath(pose.mouth));
  ctx.fillStyle = C.mouth;
  ctx.fill(mouth);
  ctx.strokeStyle = C.lip;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.stroke(mouth);
  ctx.restore();
}

/** The raw RGBA frames' poses: one per 1/25 s of speech, mouth from the loudness. */
export function framePoses(samples: Int16Array, sampleRate: number): FacePose[] {
  return mouthLevels(samples, sampleRate, VIDEO_FPS).map((level, i) =>
    poseAt(i / VIDEO_FPS, level),
  );
}

/**
 * The frames, drawn one at a time as the encoder asks for them: holding a whole video's raw
 * frames (0.9 MB each, 25 a second) took gigabytes (issue 23).
 */
export function* faceFrames(poses: FacePose[]): Generator<Uint8Array> {
  const canvas = createCanvas(FACE_SIZE, FACE_SIZE);
  const ctx = canvas.getContext('2d');
  // Many frames repeat a pose (silences, closed mouth): draw each distinct pose once.
  let lastKey = '';
  let last: Uint8Array | undefined;
  for (const pose of poses) {
    const key = `${pose.mouth}|${pose.blink}|${pose.sway}`;
    if (key !== lastKey || !last) {
      drawFace(ctx, pose);
      last = new Uint8Array(ctx.getImageData(0, 0, FACE_SIZE, FACE_SIZE).data.buffer);
      lastKey = key;
    }
    yield last;
  }
}

export interface RenderInput {
  text: string;
  outPath: string;
}

/** A render's outcome; the failure reason is kept as the row's error code (`avatar.<reason>`). */
export type RenderResult =
  | { ok: true; durationMs: number; frames?: number }
  | {
      ok: false;
      /**
       * empty/too_long/encoder: the built-in renderer; crashed/out_of_memory/timeout: its child
       * process (avatar.renderer.ts); the others, and timeout too: the D-ID talks provider;
       * queue_timeout: the service, for a video that waited too long to start.
       */
      reason:
        | 'empty'
        | 'too_long'
        | 'encoder'
        | 'crashed'
        | 'out_of_memory'
        | 'unauthorized'
        | 'rate_limited'
        | 'provider'
        | 'timeout'
        | 'queue_timeout';
      detail: string;
    };

export async function render({ text, outPath }: RenderInput): Promise<RenderResult> {
  const speech = synthesize(text);
  if (speech.samples.length === 0) return { ok: false, reason: 'empty', detail: 'no speech' };
  // Numbers are spoken in words: 1,000 characters of digits speak for minutes, not one.
  if (speech.durationMs > AVATAR_LIMITS.speechSeconds * 1000) {
    const seconds = Math.round(speech.durationMs / 1000);
    return { ok: false, reason: 'too_long', detail: `speech of ${seconds} s` };
  }
  const wavPath = `${outPath}.wav`;
  const partPath = `${outPath}.part.mp4`;
  await fs.writeFile(wavPath, speech.wav);
  const poses = framePoses(speech.samples, speech.sampleRate);
  try {
    await encode(faceFrames(poses), wavPath, partPath);
    await fs.rename(partPath, outPath);
    return { ok: true, durationMs: Math.round(speech.durationMs), frames: poses.length };
  } catch (error) {
    await fs.rm(partPath, { force: true });
    return { ok: false, reason: 'encoder', detail: (error as Error).message.slice(0, 500) };
  } finally {
    await fs.rm(wavPath, { force: true });
  }
}

/** Raw RGBA frames on stdin, the WAV as the second input; bit-exact flags for repeatability. */
const encoderArgs = (wavPath: string, outPath: string) =>
  [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${FACE_SIZE}x${FACE_SIZE}`],
    ['-r', String(VIDEO_FPS), '-i', 'pipe:0'],
    ['-i', wavPath, '-map', '0:v', '-map', '1:a'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ['-threads', '2', '-c:a', 'aac', '-b:a', '96k'],
    ['-map_metadata', '-1', '-fflags', '+bitexact'],
    ['-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    ['-movflags', '+faststart', '-f', 'mp4', outPath],
  ].flat();

/** Frames go to ffmpeg as it takes them: the next one is drawn once the pipe has room. */
function encode(frames: Iterable<Uint8Array>, wavPath: string, outPath: string): Promise<void> {
  const child = spawn(ffmpegPath(), encoderArgs(wavPath, outPath), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`)),
    );
  });
  child.stdin.on('error', () => {}); // a dead encoder is reported by 'close'
  return Promise.all([feed(frames, child.stdin), exited]).then(() => undefined);
}

/** Writes each frame, waiting for the pipe to drain; stops if the reader goes away. */
async function feed(frames: Iterable<Uint8Array>, sink: Writable) {
  for (const frame of frames) {
    if (sink.destroyed) return;
    if (!sink.write(frame)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          sink.off('drain', done).off('close', done);
          resolve();
        };
        sink.on('drain', done).on('close', done);
      });
    }
  }
  sink.end();
}
