import { maxRecordId, recordIdParam } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';

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
export const errors = errorResponses(400, 401, 403, 404, 409);
export const fileSchema = z.custom<unknown>(() => true).meta({ type: 'string', format: 'binary' });
export const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
