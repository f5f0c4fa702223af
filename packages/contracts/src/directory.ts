import { z } from 'zod';
import { text } from './request-fields';

/**
 * GET /Associations/{id}/Directory (associations service): the association's owners who chose to be
 * listed, each with only the fields they chose in their directory preferences (SPEC §3 "Preferences").
 */
export const directoryQuerySchema = z.object({
  search: text()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .describe('Matches only the fields an owner chose to show'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

/** A listed owner: a field is absent when its owner chose not to show it. */
export const directoryEntrySchema = z.object({
  ownerId: z.number().int(),
  name: text().optional(),
  phone: text().optional(),
  email: text().optional(),
  mailingAddress: text().optional(),
  title: text().optional().describe('Board chair or Board member'),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryPageSchema = z
  .object({
    entries: z.array(directoryEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DirectoryPage' });
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
