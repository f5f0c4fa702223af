import type { PaymentDto } from '@hoa/contracts/billing';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentMethods, payments } from '../../db/schema/payments';
import { properties } from '../../db/schema/properties';
import type { DuplicateWarning } from './duplicates';
import { methodDisplayName } from './payment-method-context';
import type { PaymentRow } from './payment-row';

export const confirmationNumber = (payment: Pick<PaymentRow, 'id' | 'status'>) =>
  ['processed', 'pending', 'returned'].includes(payment.status)
    ? `PMT-${String(payment.id).padStart(8, '0')}`
    : null;

/** Payments as the API returns them (account number and method name joined in). */
export async function paymentDtos(
  db: Db,
  rows: PaymentRow[],
  options: { duplicateWarning?: DuplicateWarning | null } = {},
): Promise<PaymentDto[]> {
  if (rows.length === 0) return [];
  const [accounts, methods] = await Promise.all([
    db
      .select({ id: properties.id, accountNumber: properties.accountNumber })
      .from(properties)
      .where(inArray(properties.id, [...new Set(rows.map((row) => row.propertyId))])),
    db
      .select()
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, [...new Set(rows.map((row) => row.paymentMethodId))])),
  ]);
  const accountOf = new Map(accounts.map((row) => [row.id, row.accountNumber]));
  const methodOf = new Map(methods.map((row) => [row.id, row]));
  return rows.map((row) => {
    const method = methodOf.get(row.paymentMethodId);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      ownerId: row.ownerId,
      subLedgerId: row.subLedgerId,
      accountNumber: accountOf.get(row.propertyId) ?? '',
      associationId: row.associationId,
      paymentMethodId: row.paymentMethodId,
      paymentMethodName: method ? methodDisplayName(method) : '',
      amount: row.amount,
      processingFee: row.processingFee,
      largeAmountFee: row.largeAmountFee,
      total: row.total,
      paymentDate: row.paymentDate,
      notes: row.notes,
      failureMessage: row.failureMessage,
      confirmationNumber: confirmationNumber(row),
      createdAt: row.createdAt.toISOString(),
      processedAt: row.processedAt?.toISOString() ?? null,
      cancellable: row.status === 'setup',
      duplicateWarning: options.duplicateWarning ?? null,
    };
  });
}

export async function paymentDto(db: Db, row: PaymentRow, duplicateWarning: DuplicateWarning | null = null) {
  const [dto] = await paymentDtos(db, [row], { duplicateWarning });
  return dto as PaymentDto;
}

export async function loadPaymentRow(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
