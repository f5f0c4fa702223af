import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { describe, expect, it } from 'vitest';
import { errorCodeTexts } from './error-code-texts';
import { paymentErrorTexts } from './payment-error-texts';

describe('the payment error texts stay in step with the billing contracts', () => {
  it('translates each payment error code with the billing message of the same name', () => {
    const expected = {
      [paymentErrorCodes.blocked]: billingMessages.blocked,
      [paymentErrorCodes.disabled]: billingMessages.disabled,
      [paymentErrorCodes.primaryEmailRequired]: billingMessages.primaryEmailRequired,
      [paymentErrorCodes.noClientSecret]: billingMessages.noClientSecret,
      [paymentErrorCodes.methodUnavailableCard]: billingMessages.methodUnavailable.card,
      [paymentErrorCodes.methodUnavailableBank]: billingMessages.methodUnavailable.bank,
      [paymentErrorCodes.afterCutoff]: billingMessages.afterCutoff,
      [paymentErrorCodes.cannotCancelToday]: billingMessages.cannotCancelToday,
      [paymentErrorCodes.setupNotOpen]: billingMessages.setupNotOpen,
    };
    expect(paymentErrorTexts).toEqual(expected);
    for (const [code, text] of Object.entries(expected)) expect(errorCodeTexts[code]).toBe(text);
  });
});
