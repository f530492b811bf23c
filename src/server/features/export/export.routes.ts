import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/common';
import {
  EXPORT_CONTENT_MAX,
  exportBody,
  exportFormatParam,
} from '../../../contracts/export.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { contentDisposition } from '../../platform/http/file-reply';

export { contentDisposition };
import type { ExportService } from './export.service';

const TYPES = {
  markdown: { type: 'text/markdown; charset=utf-8', ext: 'md' },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  pdf: { type: 'application/pdf', ext: 'pdf' },
} as const;

/**
 * Room for any printable document within EXPORT_CONTENT_MAX characters: Chinese takes three
 * bytes per character, and a quote two once JSON-escaped. Past it the body is refused with 413.
 */
const EXPORT_BODY_LIMIT = EXPORT_CONTENT_MAX * 4 + 4096;

/** POST /api/export/:format turns markdown (a lesson, generated content) into a file. */
export const exportRoutes: FastifyPluginAsyncZod<{ exporter: ExportService }> = async (
  app,
  { exporter },
) => {
  app.post(
    '/api/export/:format',
    {
      onRequest: requireUser,
      bodyLimit: EXPORT_BODY_LIMIT,
      schema: {
        tags: ['export'],
        params: exportFormatParam,
        body: exportBody,
        response: {
          400: errorBody,
          401: errorBody,
          413: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const { title, content } = request.body;
      const file = await exporter.file(format, title, content);
      return (
        reply
          .header('Content-Type', TYPES[format].type)
          .header('Content-Disposition', contentDisposition(title, TYPES[format].ext))
          .header('Cache-Control', 'private, no-store')
          // A file, not JSON: Fastify sends Buffers as they are (the response schemas cover errors).
          .send(file as never)
      );
    },
  );
};
