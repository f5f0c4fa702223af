import { billingMessages, type PaymentMethodDto } from '@hoa/contracts/billing';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { eq } from 'drizzle-orm';
import { type Action, authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { paymentMethods } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const brandNames = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
} as const;

export function methodDisplayName(method: PaymentMethodRow): string {
  if (method.kind === 'card') {
    const brand = brandNames[method.cardBrand as keyof typeof brandNames] ?? 'Card';
    return `${brand} ending in ${method.last4}`;
  }
  return `${method.bankName ?? 'Bank'} ${method.bankAccountType ?? 'account'} ending in ${method.last4}`;
}

/** A card expires at the end of its expiry month. */
export function isExpired(method: PaymentMethodRow, now: Date): boolean {
  if (method.kind !== 'card' || method.expYear === null || method.expMonth === null) return false;
  const [year, month] = calendarDateIn(now, 'UTC').split('-').map(Number) as [number, number];
  return method.expYear < year || (method.expYear === year && method.expMonth < month);
}

export function toPaymentMethodDto(method: PaymentMethodRow, now: Date): PaymentMethodDto {
  const type =
    method.kind === 'bank' ? 'eCheck' : method.cardFunding === 'debit' ? 'debitCard' : 'creditCard';
  return {
    id: method.id,
    kind: method.kind,
    type,
    cardBrand: (method.cardBrand as PaymentMethodDto['cardBrand']) ?? null,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    expired: isExpired(method, now),
    holderName: method.holderName,
    bankName: method.bankName,
    bankAccountType: (method.bankAccountType as PaymentMethodDto['bankAccountType']) ?? null,
    displayName: methodDisplayName(method),
    createdAt: method.createdAt.toISOString(),
  };
}

/** The principal's own method (404 otherwise), whatever its status. */
export async function loadPaymentMethod(
  db: Db,
  principal: Principal,
  id: number,
  action: Action,
): Promise<PaymentMethodRow> {
  await authorize(db, principal, { action, resource: { type: 'paymentMethod', id } });
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return row;
}

/** The principal's method, usable for a new payment: active and not expired. */
export async function loadUsableMethod(
  db: Db,
  principal: Principal,
  id: number,
  now: Date,
): Promise<PaymentMethodRow> {
  const method = await loadPaymentMethod(db, principal, id, 'read');
  if (method.status !== 'active') {
    throw new AppError('UNPROCESSABLE', billingMessages.methodRemoved);
  }
  if (isExpired(method, now)) throw new AppError('UNPROCESSABLE', billingMessages.methodExpired);
  return method;
}
