import { recordIdParam } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';

export const profileErrors = errorResponses(400, 401, 403, 404, 409);

export const ownerParams = z.object({ id: recordIdParam.describe('The owner of record') });
export const contactParams = z.object({ id: recordIdParam, contactId: recordIdParam });
export const addressParams = z.object({ id: recordIdParam, addressId: recordIdParam });
