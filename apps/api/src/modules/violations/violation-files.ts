import { violationMessages, violationPhotoRules } from '@hoa/contracts/violations';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { binaryBody } from '../../plugins/binary-body';
import { contentDisposition } from '../documents/content-disposition';
import { noticeFacts, noticeFileName, renderNoticePdf } from './violation-notices';
import { readViolationPhoto } from './violation-views';

/** The 200 answer of a notice letter. */
export const noticeResponse = {
  description: 'The notice letter as a PDF (Content-Disposition: attachment)',
  content: { 'application/pdf': { schema: binaryBody } },
};

/** The 200 answer of a photo. */
export const photoResponse = {
  description: 'The photo (inline), PNG or JPEG',
  content: Object.fromEntries(violationPhotoRules.contentTypes.map((type) => [type, { schema: binaryBody }])),
};

export const photoBodySchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

/** Sends a notice letter of the violation (404 when the event is not one of its notices). */
export async function sendNotice(db: Db, reply: FastifyReply, violationId: number, eventId: number) {
  const facts = await noticeFacts(db, violationId, eventId);
  if (!facts) throw new AppError('NOT_FOUND', 'Not Found', { detail: violationMessages.noticeNotFound });
  const pdf = await renderNoticePdf(facts);
  return reply
    .header('content-disposition', contentDisposition('attachment', noticeFileName(facts)))
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
}

/** Sends a photo of the violation inline (404 when it is not one of its photos). */
export async function sendPhoto(db: Db, reply: FastifyReply, violationId: number, photoId: number) {
  const photo = await readViolationPhoto(db, violationId, photoId);
  if (!photo) throw new AppError('NOT_FOUND', 'Not Found', { detail: violationMessages.photoNotFound });
  return reply
    .header('content-disposition', contentDisposition('inline', photo.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(photo.contentType)
    .send(photo.content);
}
