import { errorBodySchema } from '@hoa/contracts/error-body';
import { recordIdParam } from '@hoa/contracts/request-fields';
import { z } from 'zod';

export const profileErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const ownerParams = z.object({ id: recordIdParam.describe('The owner of record') });
export const contactParams = z.object({ id: recordIdParam, contactId: recordIdParam });
export const addressParams = z.object({ id: recordIdParam, addressId: recordIdParam });
