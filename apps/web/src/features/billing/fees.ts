import type { AssociationPaymentOptions, MethodKind } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import type { Cents } from '@hoa/contracts/money';
import { computeFees, type Fees } from '@hoa/contracts/payment-rules';

type PaymentOption = AssociationPaymentOptions['options'][number];

export function feeOptionFor(
  options: AssociationPaymentOptions | undefined,
  kind: MethodKind,
): PaymentOption | null {
  return options?.options.find((option) => option.methodKind === kind) ?? null;
}

/** Whether the association takes this kind of method online (unknown options: assume it does). */
export function methodKindEnabled(options: AssociationPaymentOptions | undefined, kind: MethodKind): boolean {
  return options === undefined || feeOptionFor(options, kind)?.enabled === true;
}

/** The fees the server will charge on this amount, for a preview before the setup call answers. */
export function estimateFees(
  amount: Cents,
  options: AssociationPaymentOptions | undefined,
  kind: MethodKind,
): Fees | null {
  const option = feeOptionFor(options, kind);
  if (!options || !option || amount <= 0) return null;
  return computeFees(amount, option, options.largeAmountFeeBasisPoints);
}

/** basis points → "2.95%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** "2.95% of the amount", "$1.00 per payment" or "No processing fee". */
export function describeProcessingFee(option: PaymentOption): string {
  if (option.feeType === 'percent') {
    return option.feeBasisPoints > 0
      ? `${formatBasisPoints(option.feeBasisPoints)} of the amount`
      : 'No processing fee';
  }
  return option.feeFlat > 0 ? `${formatMoney(option.feeFlat)} per payment` : 'No processing fee';
}
