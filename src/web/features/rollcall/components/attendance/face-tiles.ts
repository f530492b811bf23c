import type { FaceBox } from './face-protocol';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type ScoredBox = FaceBox & { score: number };

/**
 * Where to look for faces. The detector scales what it is given to its input size, so a whole
 * class in one photo leaves each face a few pixels wide: past `inputSize` x 1.5, the photo is
 * also looked at in four overlapping quarters, where faces are twice the size. The overlap (a
 * quarter of a tile) keeps a face on a seam whole in one of them.
 */
export function tileRects(width: number, height: number, inputSize: number): Rect[] {
  const whole = { x: 0, y: 0, width, height };
  if (Math.max(width, height) <= inputSize * 1.5) return [whole];
  const tw = Math.round(width * 0.625);
  const th = Math.round(height * 0.625);
  const quarters = [0, 1].flatMap((row) =>
    [0, 1].map((col) => ({
      x: col * (width - tw),
      y: row * (height - th),
      width: tw,
      height: th,
    })),
  );
  return [whole, ...quarters];
}

const area = (b: FaceBox) => b.width * b.height;
function overlap(a: FaceBox, b: FaceBox) {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const centreInside = (a: FaceBox, b: FaceBox) => {
  const [cx, cy] = [a.x + a.width / 2, a.y + a.height / 2];
  return cx > b.x && cx < b.x + b.width && cy > b.y && cy < b.y + b.height;
};

/**
 * One box per face: the same face found in the whole photo and in a quarter (or in two
 * quarters, at another scale or shifted) counts once. Boxes are taken best score first; a box
 * whose centre lies in one already kept (or the other way round), or that covers over 30% of the
 * smaller of the two, is the same face. Neighbours' faces in a class photo overlap far less.
 */
export function mergeFaces(boxes: readonly ScoredBox[]): FaceBox[] {
  const same = (a: FaceBox, b: FaceBox) =>
    centreInside(a, b) || centreInside(b, a) || overlap(a, b) > 0.3 * Math.min(area(a), area(b));
  const kept: ScoredBox[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score))
    if (!kept.some((k) => same(k, box))) kept.push(box);
  return kept.map(({ x, y, width, height }) => ({ x, y, width, height }));
}
