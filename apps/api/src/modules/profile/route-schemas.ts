import { errorBodySchema } from '@hoa/contracts/error-body';
import { z } from 'zod';

export const profileErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const positiveId = z.coerce.number().int().positive();

export const ownerParams = z.object({ id: positiveId.describe('The owner of record') });
export const contactParams = z.object({ id: positiveId, contactId: positiveId });
export const addressParams = z.object({ id: positiveId, addressId: positiveId });
