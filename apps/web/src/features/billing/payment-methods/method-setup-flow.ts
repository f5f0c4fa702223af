import type { MethodKind, PaymentMethodDto, PaymentMethodSetup } from '@hoa/contracts/billing';
import { confirmPaymentMethodSetup, createPaymentMethodSetup } from '../api/payment-methods';
import type { MethodDetails } from '../processor/processor';
import { tokenizeAndConfirm } from '../processor/tokenize-and-confirm';

export interface MethodSetupDeps {
  createSetup: (kind: MethodKind) => Promise<PaymentMethodSetup>;
  tokenizeAndConfirm: (setup: PaymentMethodSetup, details: MethodDetails) => Promise<void>;
  confirmSetup: (setupId: number) => Promise<PaymentMethodDto>;
}

const defaultDeps: MethodSetupDeps = {
  createSetup: createPaymentMethodSetup,
  tokenizeAndConfirm: (setup, details) => tokenizeAndConfirm(setup, details),
  confirmSetup: confirmPaymentMethodSetup,
};

/**
 * Saving a new card or bank account: our setup (kind only) → processor (the details) → our confirm.
 * The setup is kept between attempts: after a decline the person corrects the details and the same setup
 * is tried again; when only our confirm failed, a retry repeats just that step.
 */
export function createMethodSetupFlow(deps: MethodSetupDeps = defaultDeps) {
  let setup: PaymentMethodSetup | null = null;
  let confirmedAtProcessor = false;

  return {
    async submit(details: MethodDetails): Promise<PaymentMethodDto> {
      if (!setup || setup.methodKind !== details.kind) {
        setup = await deps.createSetup(details.kind);
        confirmedAtProcessor = false;
      }
      if (!confirmedAtProcessor) {
        await deps.tokenizeAndConfirm(setup, details);
        confirmedAtProcessor = true;
      }
      const method = await deps.confirmSetup(setup.setupId);
      setup = null;
      confirmedAtProcessor = false;
      return method;
    },
    /** Whether the processor already holds the details (a retry only finishes our side). */
    get awaitingOurConfirm() {
      return confirmedAtProcessor;
    },
  };
}
