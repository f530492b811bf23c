import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Canvas from '@napi-rs/canvas';
import type * as ChildProcess from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { render } from './avatar.render';

/**
 * The renderer's two ends, watched: how many distinct frames the canvas has drawn, and how many
 * frames have gone into ffmpeg's stdin. Holding every frame until the end took gigabytes.
 */
const seen = vi.hoisted(() => ({ drawn: 0, written: 0, maxAhead: 0, firstWriteAfter: -1 }));

vi.mock('@napi-rs/canvas', async (importOriginal) => {
  const canvas = await importOriginal<typeof Canvas>();
  return {
    ...canvas,
    createCanvas: (width: number, height: number) => {
      const made = canvas.createCanvas(width, height);
      const ctx = made.getContext('2d');
      const read = ctx.getImageData.bind(ctx);
      ctx.getImageData = ((...args: Parameters<typeof read>) => {
        seen.drawn += 1;
        return read(...args);
      }) as typeof read;
      made.getContext = (() => ctx) as typeof made.getContext;
      return made;
    },
  };
});

vi.mock('node:child_process', async (importOriginal) => {
  const cp = await importOriginal<typeof ChildProcess>();
  return {
    ...cp,
    spawn: (...args: Parameters<typeof cp.spawn>) => {
      const child = cp.spawn(...args);
      const stdin = child.stdin!;
      const write = stdin.write.bind(stdin) as (chunk: unknown) => boolean;
      stdin.write = ((chunk: unknown) => {
        seen.written += 1;
        if (seen.firstWriteAfter < 0) seen.firstWriteAfter = seen.drawn;
        seen.maxAhead = Math.max(seen.maxAhead, seen.drawn - seen.written);
        return write(chunk);
      }) as typeof stdin.write;
      return child;
    },
  };
});

const SCRIPT =
  'Plants make their own food using sunlight, water and carbon dioxide. This process is ' +
  'called photosynthesis, and it happens inside the leaves.';

describe('the built-in renderer streams its frames', () => {
  it('hands each frame to ffmpeg as soon as it is drawn, never holding the video', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-stream-'));
    const result = await render({ text: SCRIPT, outPath: path.join(dir, 'v.mp4') });
    expect(result).toMatchObject({ ok: true });
    const frames = result.ok ? result.frames! : 0;
    expect(frames).toBeGreaterThan(150); // several seconds of video
    expect(seen.written).toBe(frames);
    expect(seen.drawn).toBeGreaterThan(50); // the mouth moves: many distinct frames
    // ffmpeg had the first frame before the second was drawn, and never fell behind.
    expect(seen.firstWriteAfter).toBe(1);
    expect(seen.maxAhead).toBeLessThanOrEqual(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
