import type * as FaceApiModule from '@vladmandic/face-api';
import { FACE_MODEL_PATH } from '../../../../../contracts/attendance.contract';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

type FaceApi = typeof FaceApiModule;
let loading: Promise<FaceApi> | undefined;

/**
 * Loads the detector on first use only (its code is its own chunk, its model comes from
 * Chalkwise at FACE_MODEL_PATH). WebGL when the browser has it, the CPU otherwise; both run
 * under the 'self'-only content security policy, with no WebAssembly and nothing from a CDN.
 */
function loadDetector(): Promise<FaceApi> {
  loading ??= (async () => {
    const faceapi = await import('@vladmandic/face-api');
    // The bundled tfjs is typed loosely; these two calls are its documented API.
    const tf = faceapi.tf as unknown as {
      setBackend(name: string): Promise<boolean>;
      ready(): Promise<void>;
    };
    const ok = await tf.setBackend('webgl').catch(() => false);
    if (!ok) await tf.setBackend('cpu');
    await tf.ready();
    await faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODEL_PATH);
    return faceapi;
  })().catch((error: unknown) => {
    loading = undefined; // let the teacher try again
    throw error;
  });
  return loading;
}

/** The faces in a still, counted in this browser; the image goes nowhere. */
export async function detectFaces(image: HTMLCanvasElement): Promise<FaceBox[]> {
  const faceapi = await loadDetector();
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 608, scoreThreshold: 0.4 });
  const found = await faceapi.detectAllFaces(image, options);
  return found.map(({ box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height }));
}
