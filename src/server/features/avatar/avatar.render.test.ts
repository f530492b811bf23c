import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { faceFrames, framePoses, render } from './avatar.render';
import { synthesize } from './avatar.speech';
import { VIDEO_FPS } from '../../../contracts/avatar.face';

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-render-'));
const TEXT = 'Plants make their own food from sunlight, water and air.';

/** ffmpeg reads the file back: its streams and duration as it reports them. */
function probe(file: string) {
  const out = spawnSync(ffmpeg, ['-hide_banner', '-i', file], { encoding: 'utf8' }).stderr;
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(out)!;
  return {
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    video: /Video: h264.*480x480.*25 fps/.test(out),
    audio: /Audio: aac/.test(out),
  };
}

describe('the built-in avatar renderer', () => {
  it('makes an H.264/AAC MP4 as long as the speech (within 0.1 s)', async () => {
    const out = path.join(dir, 'a.mp4');
    const result = await render({ text: TEXT, outPath: out });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const speech = synthesize(TEXT);
    expect(result.durationMs).toBe(Math.round(speech.durationMs));
    const info = probe(out);
    expect(info.video && info.audio).toBe(true);
    expect(Math.abs(info.seconds - speech.durationMs / 1000)).toBeLessThan(0.1);
    expect(result.frames).toBe(Math.ceil((speech.durationMs / 1000) * VIDEO_FPS));
    expect(fs.readdirSync(dir)).toEqual(['a.mp4']); // no WAV or partial file left behind
  });

  it('renders the same text to the same frames and the same file', async () => {
    const hashFrames = () => {
      const { samples, sampleRate } = synthesize(TEXT);
      const hash = createHash('sha256');
      for (const rgba of faceFrames(framePoses(samples, sampleRate))) hash.update(rgba);
      return hash.digest('hex');
    };
    expect(hashFrames()).toBe(hashFrames());
    const a = path.join(dir, 'b1.mp4');
    const b = path.join(dir, 'b2.mp4');
    await render({ text: TEXT, outPath: a });
    await render({ text: TEXT, outPath: b });
    expect(fs.readFileSync(a).equals(fs.readFileSync(b))).toBe(true);
  });

  it('moves the mouth while speaking and closes it in silence', () => {
    const { samples, sampleRate } = synthesize('Hello. Hello.');
    const poses = framePoses(samples, sampleRate);
    expect(Math.max(...poses.map((p) => p.mouth))).toBeGreaterThan(0.4);
    expect(poses.some((p) => p.mouth === 0)).toBe(true);
  });
});
