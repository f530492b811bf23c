import { describe, expect, it } from 'vitest';
import { mergeFaces, tileRects } from './face-tiles';

describe('where the face counter looks', () => {
  it('looks at a small photo once, whole', () => {
    expect(tileRects(800, 600, 608)).toEqual([{ x: 0, y: 0, width: 800, height: 600 }]);
  });

  it('looks at a large photo whole and in four overlapping quarters that cover it', () => {
    const rects = tileRects(1280, 720, 608);
    expect(rects).toHaveLength(5);
    expect(rects[0]).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    for (const r of rects.slice(1)) {
      expect(r.x + r.width).toBeLessThanOrEqual(1280);
      expect(r.y + r.height).toBeLessThanOrEqual(720);
    }
    // The quarters overlap across the middle, so a face on a seam is whole in one of them.
    expect(rects[1]!.x + rects[1]!.width).toBeGreaterThan(rects[2]!.x + 100);
    expect(rects[4]).toMatchObject({ x: 1280 - rects[4]!.width, y: 720 - rects[4]!.height });
  });
});

describe('one box per face', () => {
  const face = (x: number, y: number, size: number, score: number) => ({
    x,
    y,
    width: size,
    height: size,
    score,
  });

  it('counts a face found in the whole photo and in a quarter once, keeping the best box', () => {
    expect(
      mergeFaces([face(100, 100, 40, 0.6), face(102, 98, 44, 0.9), face(300, 100, 40, 0.7)]),
    ).toEqual([
      { x: 102, y: 98, width: 44, height: 44 },
      { x: 300, y: 100, width: 40, height: 40 },
    ]);
  });

  it('counts a part of a face cut at a quarter’s edge as that face, and neighbours apart', () => {
    expect(mergeFaces([face(100, 100, 40, 0.8), face(120, 100, 20, 0.5)])).toHaveLength(1);
    expect(mergeFaces([face(100, 100, 40, 0.8), face(135, 100, 40, 0.8)])).toHaveLength(2);
  });
});
