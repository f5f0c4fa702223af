import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A file of a form, as `registerFormFiles`' onFile leaves it in the body (read into memory). */
export interface FormFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const isFormFile = (value: unknown): value is FormFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as FormFile).content);

/** A form's file in a body schema (binary in the OpenAPI document). */
export const formFileSchema = z.custom<FormFile>(isFormFile).meta({ type: 'string', format: 'binary' });

/**
 * Form data (multipart) for the plugin's routes: fields and files attached to the body by name, so the
 * route's zod schema checks them like JSON; each file is read into memory (within `limits.fileSize`,
 * over it a 413) and its content is checked before it is stored.
 */
export async function registerFormFiles(
  app: FastifyInstance,
  limits: { fileSize: number; files: number; fields: number; fieldSize: number },
): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => {
      const content = await part.toBuffer();
      (part as unknown as { value: FormFile }).value = {
        fileName: part.filename,
        mimeType: part.mimetype,
        content,
      };
    },
    limits: { ...limits, parts: limits.files + limits.fields },
  });
}
