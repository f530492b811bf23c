import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ffmpeg = require('@ffmpeg-installer/ffmpeg') as { path: string };

/**
 * The sample photos shipped (MIT) inside @vladmandic/face-api's npm package, three people each,
 * used in place and never copied into the repository.
 */
export const FACE_SAMPLES = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
);

/**
 * A .y4m for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing `photo`:
 * Chromium's own fake camera draws a pattern with no faces, which cannot tell a black still from
 * an empty room. The npm ffmpeg letterboxes the photo into 1280x720 (the camera size the page
 * asks for), a few identical frames in the 4:2:0 format Chromium reads. Made once per photo, in
 * the temporary directory, synchronously, since the browser's arguments need the path at load.
 */
export function fakeCameraFile(photo: string): string {
  const dir = path.join(os.tmpdir(), 'chalkwise-e2e-camera');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(photo, path.extname(photo))}.y4m`);
  if (existsSync(out)) return out;
  // Written aside and renamed, so an interrupted run never leaves half a file to be reused.
  const partial = `${out}.${process.pid}.part`;
  const made = spawnSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-loop', '1', '-i', photo],
      ...['-vf', 'scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:-1:-1'],
      ...['-r', '5', '-frames:v', '5', '-pix_fmt', 'yuv420p', '-f', 'yuv4mpegpipe', partial],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`ffmpeg could not make ${out}: ${made.stderr}`);
  renameSync(partial, out);
  return out;
}
