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
  | { kind: 'stage'; stage: FaceStage }
  | { kind: 'faces'; boxes: FaceBox[] }
  | { kind: 'failed'; message: string }
);

/**
 * The tiny detector's input size (a multiple of 32, at most 608). 416 finds the faces of a class
 * photo scaled to 1280 px as 608 does at about half the work on the CPU backend
 * (bench/face-count.bench.ts prints both).
 */
export const FACE_INPUT_SIZE = 416;
export const FACE_SCORE_THRESHOLD = 0.4;
