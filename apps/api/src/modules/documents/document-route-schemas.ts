import { errorBodySchema } from '@hoa/contracts/error-body';
import { maxRecordId, recordIdParam } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

const id = recordIdParam;
export const associationParams = z.object({ id });
export const documentParams = z.object({ id, docId: id });
export const folderParams = z.object({ id, dirId: id });
/**
 * The folder a new folder goes in (SPEC: `Directories/{parentId}`); 0 creates a main folder. Named `dirId`
 * like the folder routes at the same address, so the OpenAPI document has one path for them.
 */
export const parentParams = z.object({
  id,
  dirId: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxRecordId)
    .describe('The folder the new folder goes in (the parent folder); 0 for a main folder'),
});
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
export const fileSchema = z.custom<unknown>(() => true).meta({ type: 'string', format: 'binary' });
export const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
