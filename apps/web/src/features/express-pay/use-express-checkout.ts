import type { MethodKind } from '@hoa/contracts/billing';
import type { AuthenticateBody, ExpressPayPayment, ExpressPaySetupDto } from '@hoa/contracts/express-pay';
import {
  oneTimeAchAuthorizationDisclosure,
  paymentTermsDisclosure,
} from '@hoa/contracts/payment-disclosures';
import { useCallback, useRef, useState } from 'react';
import { declineText } from '../../lib/api/decline-text';
import { errorText } from '../../lib/api/error-text';
import { isApiError } from '../../lib/api/request-failure';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { MethodDetails } from '../../lib/processor/processor';
import { ProcessorError } from '../../lib/processor/processor';
import { tokenizeAndConfirm } from '../../lib/processor/tokenize-and-confirm';
import {
  acceptExpressTerms,
  changeExpressPayment,
  confirmExpressPayment,
  startExpressPayment,
} from './api/express-payment-calls';
import { ensureEpayToken } from './link-session';

/** Why a Pay did not go through, for the page to say where it belongs. */
export type PayProblem =
  | { kind: 'declined'; message: string }
  | { kind: 'details'; message: string }
  | { kind: 'duplicate'; message: string }
  | { kind: 'failed'; error: unknown };

/**
 * An express payment's steps (SPEC §4, setup then confirm): the amount and method start or change the
 * setup, which answers every method's fee; Pay sends the receipt address, accepts the terms, hands the
 * details to the processor's fields and confirms under one Idempotency-Key per attempt, reused when the
 * outcome was unknown. A decline keeps the setup open for other details.
 */
export function useExpressCheckout(link: AuthenticateBody) {
  const [setup, setSetup] = useState<ExpressPaySetupDto | null>(null);
  /** The processor setup's secret: only in the answer that started it, so it is kept here. */
  const clientSecret = useRef<string | null>(null);
  /** The processor setup the details were given to (they are not given twice). */
  const entered = useRef<string | null>(null);
  const attemptKey = useRef<string | null>(null);

  const adopt = useCallback((next: ExpressPaySetupDto, previous: ExpressPaySetupDto | null) => {
    if (next.clientSecret) clientSecret.current = next.clientSecret;
    else if (previous?.processorSetupId !== next.processorSetupId) clientSecret.current = null;
    if (entered.current !== next.processorSetupId) entered.current = null;
    setSetup(next);
    return next;
  }, []);

  /** The amount and method: starts the payment, or changes the one open (nothing is charged). */
  const choose = useCallback(
    async (amount: number, methodKind: MethodKind) => {
      await ensureEpayToken(link);
      if (setup && setup.status === 'open') {
        if (setup.amount === amount && setup.methodKind === methodKind) return setup;
        return adopt(await changeExpressPayment(setup.id, { amount, methodKind }), setup);
      }
      return adopt(await startExpressPayment({ amount, methodKind }), setup);
    },
    [link, setup, adopt],
  );

  const pay = useCallback(
    async (input: {
      details: MethodDetails;
      payerEmail: string | null;
      acknowledgeDuplicate: boolean;
    }): Promise<{ paid: ExpressPayPayment } | { problem: PayProblem }> => {
      if (!setup) return { problem: { kind: 'failed', error: new Error('No payment is set up.') } };
      let current = setup;
      try {
        await ensureEpayToken(link);
        if ((current.payerEmail ?? null) !== (input.payerEmail?.toLowerCase() ?? null)) {
          current = adopt(await changeExpressPayment(current.id, { payerEmail: input.payerEmail }), current);
        }
        if (!current.acknowledged) {
          current = adopt(
            await acceptExpressTerms(current.id, {
              termsVersion: paymentTermsDisclosure.version,
              ...(current.methodKind === 'bank'
                ? { achAuthorizationVersion: oneTimeAchAuthorizationDisclosure.version }
                : {}),
            }),
            current,
          );
        }
        if (entered.current !== current.processorSetupId) {
          if (!clientSecret.current) {
            current = adopt(await changeExpressPayment(current.id, { newMethodEntry: true }), current);
          }
          await tokenizeAndConfirm({ ...current, clientSecret: clientSecret.current ?? '' }, input.details);
          entered.current = current.processorSetupId;
          attemptKey.current = newIdempotencyKey();
        }
        attemptKey.current ??= newIdempotencyKey();
        const paid = await confirmExpressPayment(current.id, {
          idempotencyKey: attemptKey.current,
          acknowledgeDuplicate: input.acknowledgeDuplicate,
        });
        attemptKey.current = null;
        return { paid };
      } catch (error) {
        if (error instanceof ProcessorError) {
          // the processor refused the details: fresh fields for the next try
          clientSecret.current = null;
          return { problem: { kind: 'details', message: error.message } };
        }
        const decline = declineText(error);
        if (decline) {
          // the payment failed and its setup is open again: other details, a new attempt
          clientSecret.current = null;
          entered.current = null;
          attemptKey.current = null;
          return { problem: { kind: 'declined', message: decline } };
        }
        if (isApiError(error) && error.errorCode === 'DUPLICATE_PAYMENT') {
          // going ahead anyway is a new decision: a new attempt with its own key
          attemptKey.current = null;
          return { problem: { kind: 'duplicate', message: error.body?.message ?? errorText(error) } };
        }
        // unknown outcome (network, 5xx, in progress): Pay again resends the same key
        return { problem: { kind: 'failed', error } };
      }
    },
    [link, setup, adopt],
  );

  return { setup, choose, pay };
}
