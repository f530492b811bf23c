/// <reference lib="webworker" />
/**
 * The face detector off the page's thread: on two busy cores a count takes tens of seconds on
 * TensorFlow's CPU backend, which on the main thread froze the page for all of it (issue 27).
 * The page sends a still's pixels; this worker answers its stage, then the faces' boxes.
 */
import type * as FaceApiModule from '@vladmandic/face-api';
import {
  FACE_INPUT_SIZE,
  FACE_SCORE_THRESHOLD,
  type CountRequest,
  type WorkerReply,
} from './face-protocol';
import { mergeFaces, tileRects, type ScoredBox } from './face-tiles';

type FaceApi = typeof FaceApiModule;
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);
let loading: Promise<FaceApi> | undefined;

const unavailable = () => {
  throw new Error('not available in a worker');
};

/**
 * face-api looks for a window to decide where it runs; a worker has none, so it is told: the
 * pixels arrive as a tensor, so its canvas and image helpers are never needed here.
 */
function load(modelPath: string): Promise<FaceApi> {
  loading ??= (async () => {
    const faceapi = await import('@vladmandic/face-api');
    faceapi.env.setEnv({
      Canvas: OffscreenCanvas,
      CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
      Image: class {},
      ImageData,
      Video: class {},
      createCanvasElement: () => new OffscreenCanvas(1, 1),
      createImageElement: unavailable,
      createVideoElement: unavailable,
      fetch: (url: string, init?: RequestInit) => fetch(url, init),
      readFile: unavailable,
    } as unknown as Parameters<typeof faceapi.env.setEnv>[0]);
    // The bundled tfjs is typed loosely; these calls are its documented API.
    const tf = faceapi.tf as unknown as {
      setBackend(name: string): Promise<boolean>;
      setWasmPaths(prefix: string): void;
      ready(): Promise<void>;
    };
    await useFastestBackend(tf, modelPath);
    await tf.ready();
    await faceapi.nets.tinyFaceDetector.loadFromUri(modelPath);
    return faceapi;
  })().catch((error: unknown) => {
    loading = undefined; // the next photo tries again
    throw error;
  });
  return loading;
}

/**
 * WebAssembly first (SIMD where the browser has it; served beside the model): a count takes a
 * few seconds on it where TensorFlow's JavaScript CPU backend took 20-30 s on two busy cores,
 * and a software WebGL (no GPU, as on many school machines) as long (issue 38). Then WebGL on an
 * OffscreenCanvas, then the CPU. A backend that fails to start is passed over.
 */
async function useFastestBackend(
  tf: { setBackend(name: string): Promise<boolean>; setWasmPaths(prefix: string): void },
  modelPath: string,
) {
  tf.setWasmPaths(`${modelPath}/`);
  for (const backend of ['wasm', 'webgl', 'cpu'])
    if (await tf.setBackend(backend).catch(() => false)) return;
}

type Tensor3D = FaceApiModule.tf.Tensor3D;

async function count({ id, width, height, pixels, modelPath }: CountRequest) {
  reply({ id, kind: 'stage', stage: 'loading' });
  const faceapi = await load(modelPath);
  const tf = faceapi.tf as unknown as {
    browser: { fromPixels(p: { data: Uint8Array; width: number; height: number }): Tensor3D };
    slice(x: Tensor3D, begin: number[], size: number[]): Tensor3D;
  };
  const input = tf.browser.fromPixels({ data: new Uint8Array(pixels), width, height });
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: FACE_INPUT_SIZE,
    scoreThreshold: FACE_SCORE_THRESHOLD,
  });
  const rects = tileRects(width, height, FACE_INPUT_SIZE);
  const found: ScoredBox[] = [];
  try {
    for (const [i, r] of rects.entries()) {
      reply({ id, kind: 'stage', stage: 'counting', part: i + 1, parts: rects.length });
      const whole = r.width === width && r.height === height;
      const part = whole ? input : tf.slice(input, [r.y, r.x, 0], [r.height, r.width, 3]);
      try {
        for (const { box, score } of await faceapi.detectAllFaces(part, options))
          found.push({
            x: box.x + r.x,
            y: box.y + r.y,
            width: box.width,
            height: box.height,
            score,
          });
      } finally {
        if (!whole) part.dispose();
      }
    }
  } finally {
    input.dispose();
  }
  return mergeFaces(found);
}

scope.onmessage = ({ data }: MessageEvent<CountRequest>) => {
  const { id } = data;
  count(data).then(
    (boxes) => reply({ id, kind: 'faces', boxes }),
    (error: unknown) =>
      reply({
        id,
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
