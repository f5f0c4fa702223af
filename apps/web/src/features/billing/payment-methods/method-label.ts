import type { PaymentMethodDto } from '@hoa/contracts/billing';

/** "Expires 04/2028", "Expired 01/2024", "Checking account" — the line under a saved method's name. */
export function methodDetail(method: PaymentMethodDto): string {
  if (method.kind === 'bank') {
    const type = method.bankAccountType === 'savings' ? 'Savings account' : 'Checking account';
    return method.bankName ? `${type} · ${method.bankName}` : type;
  }
  if (method.expMonth === null || method.expYear === null)
    return method.type === 'debitCard' ? 'Debit card' : 'Card';
  const expiry = `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`;
  return method.expired ? `Expired ${expiry}` : `Expires ${expiry}`;
}
