import {
  type AuthenticateBody,
  type ExpressPayPayment,
  expressPayPaymentSchema,
} from '@hoa/contracts/express-pay';
import { z } from 'zod';
import { linkStorageKey } from './express-errors';

/** What the confirmation page shows after paying: kept in this tab only, so a reload still shows it. */
export const receiptSchema = z.object({
  payment: expressPayPaymentSchema,
  associationName: z.string(),
  accountNumber: z.string(),
  payerEmail: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

function tabStorage(): Storage | null {
  try {
    // unavailable in sandboxed frames and some privacy modes: the receipt then lives as long as the page
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const inMemory = new Map<string, Receipt>();

export function keepReceipt(link: AuthenticateBody, receipt: Receipt): void {
  const key = linkStorageKey(link);
  inMemory.set(key, receipt);
  try {
    tabStorage()?.setItem(key, JSON.stringify(receipt));
  } catch {
    // storage full or refused: the in-memory copy serves this visit
  }
}

export function readReceipt(link: AuthenticateBody): Receipt | null {
  const key = linkStorageKey(link);
  const kept = inMemory.get(key);
  if (kept) return kept;
  try {
    const parsed = receiptSchema.safeParse(JSON.parse(tabStorage()?.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest payment through the link, as a receipt (when the tab kept none, e.g. a standing statement link). */
export function receiptOf(
  payment: ExpressPayPayment,
  account: { associationName: string; accountNumber: string },
): Receipt {
  return {
    payment,
    associationName: account.associationName,
    accountNumber: account.accountNumber,
    payerEmail: null,
  };
}
