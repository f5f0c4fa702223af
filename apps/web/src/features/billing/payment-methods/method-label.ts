import type { PaymentMethodDto } from '@hoa/contracts/billing';
import { formatDateTime, formatInstantDate } from '@hoa/contracts/format';

/**
 * "added Nov 2, 2026": when it was saved, which tells two methods with the same name apart (the same
 * account saved twice); with the time too when another of `methods` has the same name and date.
 */
export function methodAdded(method: PaymentMethodDto, methods: readonly PaymentMethodDto[] = []): string {
  const day = formatInstantDate(method.createdAt);
  const twin = methods.some(
    (other) =>
      other.id !== method.id &&
      other.displayName === method.displayName &&
      formatInstantDate(other.createdAt) === day,
  );
  return `added ${twin ? formatDateTime(method.createdAt) : day}`;
}

/**
 * "Checking account · First Bank · added Nov 2, 2026", "Expires 04/2028 · added …" — the line under a
 * saved method's name; `methods` are the others listed with it.
 */
export function methodDetail(method: PaymentMethodDto, methods: readonly PaymentMethodDto[] = []): string {
  return `${methodKindDetail(method)} · ${methodAdded(method, methods)}`;
}

function methodKindDetail(method: PaymentMethodDto): string {
  if (method.kind === 'bank') {
    const type = method.bankAccountType === 'savings' ? 'Savings account' : 'Checking account';
    return method.bankName ? `${type} · ${method.bankName}` : type;
  }
  if (method.expMonth === null || method.expYear === null)
    return method.type === 'debitCard' ? 'Debit card' : 'Card';
  const expiry = `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`;
  return method.expired ? `Expired ${expiry}` : `Expires ${expiry}`;
}
