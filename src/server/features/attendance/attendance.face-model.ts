import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { FACE_MODEL_PATH } from '../../../contracts/attendance.contract';

/** Only the tiny face detector's two files, read from the npm package as installed. */
const FILES = {
  'tiny_face_detector_model-weights_manifest.json': 'application/json',
  'tiny_face_detector_model.bin': 'application/octet-stream',
} as const;

function modelDir() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
}

/**
 * Serves the face detector's model (MIT, shipped inside @vladmandic/face-api) to the browser,
 * which counts faces in the class photo locally. Public and immutable per release, so cacheable.
 */
export const faceModelRoutes: FastifyPluginAsync = async (app) => {
  const dir = modelDir();
  for (const [file, type] of Object.entries(FILES)) {
    let body: Buffer | undefined;
    app.get(`${FACE_MODEL_PATH}/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      body ??= await readFile(path.join(dir, file));
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'public, max-age=86400')
        .send(body);
    });
  }
};
