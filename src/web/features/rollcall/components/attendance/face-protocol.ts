/** What the page and the face-count worker say to each other (one photo at a time). */

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The still's RGBA pixels; the buffer is transferred, not copied. */
export interface CountRequest {
  /** Echoed in every reply, so a reply is never taken for another photo's. */
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  modelPath: string;
}

export type FaceStage = 'loading' | 'counting';

export type WorkerReply = { id: number } & (
  | { kind: 'stage'; stage: FaceStage; part?: number; parts?: number }
  | { kind: 'faces'; boxes: FaceBox[] }
  | { kind: 'failed'; message: string }
);

/**
 * The tiny detector's input size (a multiple of 32, at most 608): what it is given is scaled to
 * it, so it decides how small a face can be. The largest, and a large photo is also looked at in
 * quarters (face-tiles.ts): in bench/face-count.bench.ts a photo of 27 small faces counts 0 at
 * 416, 8 at 608 and 27 with the quarters, in about 2 s on TensorFlow's WebAssembly engine on two
 * busy cores (20-27 s on its JavaScript CPU backend), in the worker with the page answering.
 */
export const FACE_INPUT_SIZE = 608;
export const FACE_SCORE_THRESHOLD = 0.4;
