import { z } from 'zod';
import { text } from './request-fields';
import { staffPageQueryFields } from './staff-inbox';

/**
 * The board's list of an association's owners and properties (issue 17): each property's balance
 * from the books and the contact fields a board may see (the e-mail and phone only when the owner's
 * directory settings show them to members).
 */

const filterFields = {
  search: text()
    .trim()
    .max(200)
    .default('')
    .describe('Owner name, account number, property or mailing address, or a shown e-mail or phone'),
};
export const homeownerListQuerySchema = z
  .object({ ...filterFields, ...staffPageQueryFields })
  .describe('Homeowner list query');
export type HomeownerListQuery = Partial<z.infer<typeof homeownerListQuerySchema>>;
export const homeownerExportQuerySchema = z.object(filterFields).describe('Homeowner export query');
export type HomeownerExportQuery = Partial<z.infer<typeof homeownerExportQuerySchema>>;

export const homeownerRowSchema = z
  .object({
    propertyId: z.number().int(),
    ownerName: z.string(),
    address: z.string(),
    accountNumber: z.string(),
    mailingAddress: z.string().nullable(),
    email: z.string().nullable().describe('Only when the owner shows it in the directory'),
    phone: z.string().nullable().describe('Only when the owner shows it in the directory'),
    balance: z.number().int().describe('Integer cents; the sum of the property’s sub-ledgers'),
  })
  .meta({ id: 'BoardHomeowner' });
export type HomeownerRow = z.infer<typeof homeownerRowSchema>;

export const homeownerListSchema = z
  .object({
    items: z.array(homeownerRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'BoardHomeownerList' });
export type HomeownerList = z.infer<typeof homeownerListSchema>;

export const homeownerCsvColumns = [
  'Owner',
  'Property',
  'Account',
  'Mailing address',
  'E-mail',
  'Phone',
  'Balance',
] as const;
