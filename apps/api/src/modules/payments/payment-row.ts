import type { payments } from '../../db/schema/payments';

/** A one-time payment as stored: what the charge path, its view and its notices pass around. */
export type PaymentRow = typeof payments.$inferSelect;
