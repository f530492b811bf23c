import type { FastifyReply } from 'fastify';

/**
 * A CSV download. Sent as is (Fastify serializes only JSON); the BOM makes Excel read accented
 * names as UTF-8, and the importer strips it again.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(`\uFEFF${csv}`);
}
