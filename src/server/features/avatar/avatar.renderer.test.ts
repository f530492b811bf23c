import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childRenderer } from './avatar.renderer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-child-'));
const TEXT = 'Good morning, class. Today we look at the water cycle.';
const out = (name: string) => path.join(dir, `${name}.mp4`);
const leftovers = (name: string) => fs.readdirSync(dir).filter((f) => f.startsWith(`${name}.`));

describe('renders in a process of their own', () => {
  it('makes the MP4 in a child process, which reports its own peak memory', async () => {
    const render = childRenderer();
    const pids: number[] = [];
    const figures: Array<{ maxRssKb?: number }> = [];
    render.events.on('started', (pid) => pids.push(pid));
    render.events.on('finished', (f) => figures.push(f));
    const result = await render({ text: TEXT, outPath: out('a') });
    expect(result).toMatchObject({ ok: true });
    expect(pids).toHaveLength(1);
    expect(pids[0]).not.toBe(process.pid);
    expect(figures[0]!.maxRssKb).toBeGreaterThan(0);
    expect(leftovers('a')).toEqual(['a.mp4']);
  });

  it('ends a render whose process is killed mid-way as crashed, leaving no partial files', async () => {
    const render = childRenderer();
    render.events.once('started', (pid) => process.kill(pid, 'SIGKILL'));
    const result = await render({ text: TEXT, outPath: out('b') });
    expect(result).toEqual({
      ok: false,
      reason: 'crashed',
      detail: 'render process ended (signal SIGKILL)',
    });
    expect(leftovers('b')).toEqual([]);
  });

  it('ends a render past its heap cap as out_of_memory; the server process lives on', async () => {
    const result = await childRenderer({ heapMb: 16 })({ text: TEXT, outPath: out('c') });
    expect(result).toEqual({
      ok: false,
      reason: 'out_of_memory',
      detail: 'render process ran out of its 16 MB heap',
    });
  });

  it('stops a render past its budget as timeout', async () => {
    const result = await childRenderer()({ text: TEXT, outPath: out('d') }, 1);
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(leftovers('d')).toEqual([]);
  });

  it('close() stops the renders still running', async () => {
    const render = childRenderer();
    render.events.once('started', () => render.close());
    const result = await render({ text: TEXT, outPath: out('e') });
    expect(result).toMatchObject({ ok: false, reason: 'crashed' });
  });
});
