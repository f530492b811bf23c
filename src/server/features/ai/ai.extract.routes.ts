import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import { EXTRACT_MAX_BYTES, extractTextResponse } from '../../../contracts/extract.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { guarded } from '../../platform/http/route-helpers';
import { extractErrors, type Extractor } from './ai.extract';

/**
 * POST /api/ai/extract-text (issue 34 item 3): one file in the multipart field `file`, at most
 * 10 MB, answered as `{ text, pages }`. Multipart is parsed only in this plugin.
 */
export const aiExtractRoutes: FastifyPluginAsyncZod<{ extract: Extractor }> = async (
  app,
  { extract },
) => {
  app.addHook('onRequest', requireUser);
  await app.register(multipart, {
    limits: { fileSize: EXTRACT_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });

  app.post(
    '/api/ai/extract-text',
    {
      // the file and its multipart framing; a larger body is a 413 before it is read
      bodyLimit: EXTRACT_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['ai'],
        consumes: ['multipart/form-data'],
        response: {
          200: extractTextResponse,
          400: errorBody,
          413: errorBody,
          415: errorBody,
          422: errorBody,
          503: errorBody,
          ...guarded,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw extractErrors.file_required();
      let bytes: Buffer;
      let name: string;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw extractErrors.file_required();
        name = file.filename;
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw extractErrors.too_large();
        if (code?.startsWith('FST_')) throw extractErrors.file_required();
        throw error;
      }
      return extract(name, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
