import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { FACE_MODEL_PATH } from '../../../contracts/attendance.contract';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * Only the tiny face detector's two files and TensorFlow's WebAssembly engine (plain and SIMD;
 * the threaded build needs cross-origin isolation), read from the npm packages as installed.
 */
const FILES = {
  'tiny_face_detector_model-weights_manifest.json': ['application/json', 'face-api'],
  'tiny_face_detector_model.bin': ['application/octet-stream', 'face-api'],
  'tfjs-backend-wasm.wasm': ['application/wasm', 'tfjs-wasm'],
  'tfjs-backend-wasm-simd.wasm': ['application/wasm', 'tfjs-wasm'],
} as const;

function dirs() {
  return {
    'face-api': path.join(packageDir('@vladmandic/face-api'), 'model'),
    'tfjs-wasm': path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist'),
  };
}

/**
 * Serves the face detector's model (MIT, shipped inside @vladmandic/face-api) and TensorFlow's
 * WebAssembly engine (Apache-2.0, @tensorflow/tfjs-backend-wasm, the version face-api bundles) to the browser,
 * which counts faces in the class photo locally. Public and immutable per release, so cacheable.
 */
export const faceModelRoutes: FastifyPluginAsync = async (app) => {
  const dir = dirs();
  for (const [file, [type, from]] of Object.entries(FILES)) {
    let body: Buffer | undefined;
    app.get(`${FACE_MODEL_PATH}/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      body ??= await readFile(path.join(dir[from], file));
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'public, max-age=86400')
        .send(body);
    });
  }
};
