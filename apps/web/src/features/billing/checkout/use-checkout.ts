import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { declineText } from '../../../lib/api/decline-text';
import { errorText, isErrorCode } from '../../../lib/api/error-text';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { updatePaymentSetup } from '../api/one-time-payments';
import { refreshBilling } from '../queries';
import { cancelOpenSetup, confirmSetup, createSetup, type OpenSetup } from './checkout-calls';
import type { PaymentRequest } from './payment-form';

export type CheckoutStep =
  | { step: 'form' }
  | { step: 'duplicate'; setup: OpenSetup; message: string }
  | { step: 'confirm'; setup: OpenSetup; acknowledgeDuplicate: boolean }
  | { step: 'done'; result: OpenSetup };

function duplicateMessage(setup: OpenSetup): string | null {
  return setup.kind === 'recurring' ? null : (setup.payment.duplicateWarning?.message ?? null);
}

/**
 * The two steps of a payment (SPEC §4): the setup (fees, duplicate warning), then the confirm. A declined
 * one-time setup stays open so another method can be tried on it; a confirm is sent with one
 * Idempotency-Key per attempt, reused when the person retries after a failure that left the outcome unknown.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const [state, setState] = useState<CheckoutStep>({ step: 'form' });
  const [busy, setBusy] = useState<'setup' | 'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const open = useRef<OpenSetup | null>(null);
  const attemptKey = useRef<string | null>(null);

  // Leaving the page drops a setup that was never confirmed (best effort: the server expires them too).
  useEffect(
    () => () => {
      if (open.current) void cancelOpenSetup(open.current).catch(() => undefined);
    },
    [],
  );

  const showSetup = useCallback((setup: OpenSetup) => {
    open.current = setup;
    attemptKey.current = newIdempotencyKey();
    const warning = duplicateMessage(setup);
    setState(
      warning
        ? { step: 'duplicate', setup, message: warning }
        : { step: 'confirm', setup, acknowledgeDuplicate: false },
    );
  }, []);

  const submit = useCallback(
    async (payment: PaymentRequest) => {
      setBusy('setup');
      setError(null);
      try {
        const previous = open.current;
        if (
          previous?.kind === 'one-time' &&
          payment.kind === 'one-time' &&
          previous.payment.subLedgerId === payment.request.subLedgerId
        ) {
          const { paymentMethodId, amount, notes } = payment.request;
          showSetup({
            kind: 'one-time',
            payment: await updatePaymentSetup(previous.payment.id, {
              paymentMethodId,
              amount,
              notes: notes ?? '',
            }),
          });
        } else {
          if (previous) {
            open.current = null;
            await cancelOpenSetup(previous).catch(() => undefined);
          }
          showSetup(await createSetup(payment));
        }
        setDeclined(null);
      } catch (caught) {
        if (isErrorCode(caught, 'SETUP_NOT_OPEN')) open.current = null;
        setError(errorText(caught));
      } finally {
        setBusy(null);
      }
    },
    [showSetup],
  );

  const continueAfterWarning = useCallback(() => {
    setState((current) =>
      current.step === 'duplicate'
        ? { step: 'confirm', setup: current.setup, acknowledgeDuplicate: true }
        : current,
    );
  }, []);

  /** "No" to the duplicate warning: nothing is paid and the setup is dropped. */
  const abandon = useCallback(async () => {
    const setup = open.current;
    setBusy('cancel');
    open.current = null;
    if (setup) await cancelOpenSetup(setup).catch(() => undefined);
    setBusy(null);
    setError(null);
    setState({ step: 'form' });
  }, []);

  /** Closing the confirm dialog: back to the form; the setup stays for the next review. */
  const back = useCallback(() => {
    setError(null);
    setState({ step: 'form' });
  }, []);

  const confirm = useCallback(async () => {
    if (state.step !== 'confirm') return;
    const { setup, acknowledgeDuplicate } = state;
    attemptKey.current ??= newIdempotencyKey();
    setBusy('confirm');
    setError(null);
    try {
      const result = await confirmSetup(setup, { acknowledgeDuplicate, idempotencyKey: attemptKey.current });
      open.current = null;
      attemptKey.current = null;
      setState({ step: 'done', result });
      void refreshBilling(queryClient, userId);
    } catch (caught) {
      const decline = declineText(caught);
      if (decline) {
        // The setup stays open: the person picks another method and reviews again (a new attempt).
        attemptKey.current = null;
        setDeclined(decline);
        setState({ step: 'form' });
        void refreshBilling(queryClient, userId);
      } else if (isErrorCode(caught, 'DUPLICATE_PAYMENT')) {
        setState({ step: 'duplicate', setup, message: errorText(caught) });
      } else if (isErrorCode(caught, 'SETUP_NOT_OPEN')) {
        open.current = null;
        attemptKey.current = null;
        setError(errorText(caught));
        setState({ step: 'form' });
      } else {
        // Unknown outcome (network, 5xx, in progress): "Try again" resends the same key.
        setError(errorText(caught));
      }
    } finally {
      setBusy(null);
    }
  }, [state, queryClient, userId]);

  const startOver = useCallback(() => {
    setError(null);
    setDeclined(null);
    setState({ step: 'form' });
  }, []);

  return { state, busy, error, declined, submit, continueAfterWarning, abandon, back, confirm, startOver };
}
