import { Readable } from 'node:stream';
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
