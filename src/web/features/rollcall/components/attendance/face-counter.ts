import { FACE_MODEL_PATH } from '../../../../../contracts/attendance.contract';
import type { CountRequest, FaceBox, FaceStage, WorkerReply } from './face-protocol';

export type { FaceStage } from './face-protocol';

let worker: Worker | undefined;
let lastId = 0;
/** The counts in flight, told when the worker is ended under them. */
const pending = new Map<number, (error: Error) => void>();

/**
 * One worker for the page, made on the first count: it keeps the detector and its model loaded
 * for the next photo. Its code is its own file (the detector never enters the page's chunks),
 * served by Chalkwise like the model, so the CSP stays 'self'.
 */
function faceWorker(): Worker {
  worker ??= new Worker(new URL('./face-worker.ts', import.meta.url), {
    type: 'module',
    name: 'face-count',
  });
  return worker;
}

/** Ends the worker (a cancelled or failed count); the next count starts a fresh one. */
export function stopFaceWorker() {
  worker?.terminate();
  worker = undefined;
  for (const cancel of [...pending.values()]) cancel(new Error('cancelled'));
}

/**
 * The faces in a still, counted in a worker so the page keeps answering while it works.
 * `onStage` hears 'loading' (the detector and its model, the first time) and 'counting'.
 * The pixels go to the worker only; nothing leaves the browser.
 */
export function detectFaces(
  image: ImageData,
  onStage: (stage: FaceStage, progress?: { part: number; parts: number }) => void,
): Promise<FaceBox[]> {
  const w = faceWorker();
  const id = (lastId += 1);
  return new Promise((resolve, reject) => {
    const done = () => {
      pending.delete(id);
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    pending.set(id, (error) => {
      done();
      reject(error);
    });
    const onMessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.id !== id) return;
      if (data.kind === 'stage')
        return onStage(
          data.stage,
          data.parts ? { part: data.part ?? 0, parts: data.parts } : undefined,
        );
      done();
      if (data.kind === 'faces') resolve(data.boxes);
      else reject(new Error(data.message));
    };
    const onError = (event: ErrorEvent) => {
      done();
      stopFaceWorker();
      reject(new Error(event.message || 'the face counter stopped'));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    const request: CountRequest = {
      id,
      width: image.width,
      height: image.height,
      pixels: image.data.buffer as ArrayBuffer,
      modelPath: FACE_MODEL_PATH,
    };
    w.postMessage(request, [request.pixels]);
  });
}
