import { attachmentRules } from '@hoa/contracts/community';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../documents/content-disposition';

/** A request attachment's body in the OpenAPI document: binary, one of the accepted types. */
export const attachmentFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

/** The 200 answer of an attachment download. */
export const attachmentDownloadResponse = {
  description: 'The file, with its content type (Content-Disposition: attachment, with its file name)',
  content: Object.fromEntries(
    attachmentRules.contentTypes.map((type) => [type, { schema: attachmentFileSchema }]),
  ),
};

/** Sends a stored attachment as a download: its type, its name, never cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; content: Buffer },
) {
  return reply
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(file.content);
}
