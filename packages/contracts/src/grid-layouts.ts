import { z } from 'zod';

/**
 * Saved grid layouts (issue 14): a grid's column order, hidden columns, widths and sort, kept in the
 * session between visits and saved on the server per user, so the layout follows them to another device.
 */

/** The grids that keep a layout; a grid id names one grid of the app. */
export const gridIds = [
  'arc-requests',
  'account-history',
  'requests',
  'payments',
  'collections',
  'homeowners',
  'bank-accounts',
  'bank-register',
  'bank-reconciliation',
  'board-invoices',
  'staff-collections',
  'board-todos',
  'staff-todos',
  'board-work-orders',
  'staff-work-orders',
  'board-violations',
  'staff-violations',
  'board-inspections',
  'staff-inspections',
] as const;
export type GridId = (typeof gridIds)[number];

const columnId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'A column is named by letters, digits, _ . or -');
const maxColumns = 40;
/** The widths a column may be given, in pixels. */
export const gridColumnWidths = { min: 40, max: 2000 } as const;

export const gridLayoutSchema = z
  .object({
    order: z.array(columnId).max(maxColumns).describe('The columns, left to right'),
    hidden: z.array(columnId).max(maxColumns).describe('Columns the user hid'),
    widths: z
      .record(columnId, z.number().int().min(gridColumnWidths.min).max(gridColumnWidths.max))
      .refine((widths) => Object.keys(widths).length <= maxColumns, `At most ${maxColumns} columns`)
      .describe('Widths in pixels the user gave columns'),
    sort: z
      .object({ column: columnId, direction: z.enum(['asc', 'desc']) })
      .nullable()
      .describe('The order of the rows; null: the grid’s default'),
  })
  .strict()
  .meta({ id: 'GridLayout' });
export type GridLayout = z.infer<typeof gridLayoutSchema>;

export const gridLayoutListSchema = z
  .object({
    layouts: z.partialRecord(z.enum(gridIds), gridLayoutSchema).describe('Your saved layouts by grid id'),
  })
  .meta({ id: 'GridLayoutList' });
export type GridLayoutList = z.infer<typeof gridLayoutListSchema>;

export const gridLayoutParams = z.object({ gridId: z.enum(gridIds) });

export const gridLayoutMessages = {
  saved: 'Layout saved. It follows you to other devices.',
  reset: 'Layout reset to the default.',
  restored: 'Your saved layout is restored.',
  noSavedLayout: 'You have not saved a layout for this list yet.',
  mimic: 'Layouts cannot be saved in mimic mode.',
} as const;

/** How long the layout toasts stay (issue 14: six seconds). */
export const gridLayoutToastMs = 6_000;
