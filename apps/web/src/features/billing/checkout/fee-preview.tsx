import type { AssociationPaymentOptions, MethodKind } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import { largeAmountThreshold } from '@hoa/contracts/payment-rules';
import { Text } from '@mantine/core';
import { parseDollarsToCents } from '../../../lib/money-input';
import { describeProcessingFee, estimateFees, feeOptionFor, formatBasisPoints } from '../fees';

interface FeePreviewProps {
  amountText: string;
  kind: MethodKind | null;
  options: AssociationPaymentOptions | undefined;
}

/** The fees this method adds, as the person types; the confirm dialog shows the server's exact figures. */
export function FeePreview({ amountText, kind, options }: FeePreviewProps) {
  const option = kind ? feeOptionFor(options, kind) : null;
  if (!kind || !option || !options) return null;
  const amount = parseDollarsToCents(amountText);
  const fees = amount.ok ? estimateFees(amount.cents, options, kind) : null;
  const large =
    options.largeAmountFeeBasisPoints > 0
      ? ` Payments over ${formatMoney(largeAmountThreshold)} add ${formatBasisPoints(options.largeAmountFeeBasisPoints)}.`
      : '';
  return (
    <Text size="sm" aria-live="polite">
      Processing fee: {describeProcessingFee(option)}.{large}
      {fees
        ? ` For this payment: ${formatMoney(fees.processingFee)} processing fee${
            fees.largeAmountFee > 0 ? ` and ${formatMoney(fees.largeAmountFee)} large-amount fee` : ''
          }, ${formatMoney(fees.total)} in all.`
        : ''}
    </Text>
  );
}
