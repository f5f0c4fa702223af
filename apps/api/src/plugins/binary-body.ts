import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A file answer's body in the OpenAPI document (a PDF, a CSV, an attachment): binary. Fastify sends a
 * Buffer or string as it is and a stream as it comes, so the schema only types and documents it.
 */
export const binaryBody = z
  .custom<Buffer | string | Readable>(
    (value) => Buffer.isBuffer(value) || typeof value === 'string' || value instanceof Readable,
  )
  .meta({ type: 'string', format: 'binary' });

/** The 200 answer of a CSV download, for a route's response schema. */
export const csvResponse = (description = 'The CSV file (Content-Disposition: attachment)') => ({
  description,
  content: { 'text/csv': { schema: binaryBody } },
});

/**
 * Sends a CSV download: UTF-8, an attachment named `fileName` (plain ASCII names only), never kept by a
 * shared cache. The body is the whole file or a stream of it.
 */
export function sendCsv(reply: FastifyReply, fileName: string, body: string | Buffer | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
