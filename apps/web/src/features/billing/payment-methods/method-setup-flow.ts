import type { MethodKind, PaymentMethodDto, PaymentMethodSetup } from '@hoa/contracts/billing';
import type { MethodDetails } from '../../../lib/processor/processor';
import { tokenizeAndConfirm } from '../../../lib/processor/tokenize-and-confirm';
import {
  cancelPaymentMethodSetup,
  confirmPaymentMethodSetup,
  createPaymentMethodSetup,
  findSetupDuplicates,
} from '../api/payment-methods';

export interface MethodSetupDeps {
  createSetup: (kind: MethodKind) => Promise<PaymentMethodSetup>;
  tokenizeAndConfirm: (setup: PaymentMethodSetup, details: MethodDetails) => Promise<void>;
  confirmSetup: (setupId: number) => Promise<PaymentMethodDto>;
  /** Saved methods the setup repeats (same number, by the processor's fingerprint); none: not asked. */
  findDuplicates?: (setupId: number) => Promise<PaymentMethodDto[]>;
  /** The person does not keep the method of a setup the processor holds: nothing is saved from it. */
  cancelSetup?: (setupId: number) => Promise<void>;
}

/** The new method repeats saved ones: the person chooses (keep the saved one, or save it as well). */
export class DuplicateMethodError extends Error {
  constructor(readonly saved: PaymentMethodDto[]) {
    super('This payment method is already saved.');
    this.name = 'DuplicateMethodError';
  }
}

const defaultDeps: MethodSetupDeps = {
  createSetup: createPaymentMethodSetup,
  tokenizeAndConfirm: (setup, details) => tokenizeAndConfirm(setup, details),
  confirmSetup: confirmPaymentMethodSetup,
  findDuplicates: findSetupDuplicates,
  cancelSetup: cancelPaymentMethodSetup,
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
    /**
     * Throws DuplicateMethodError (before saving) when the method is already saved, unless the person
     * chose to keep the duplicate; submitting again with `keepDuplicate` then only finishes our side.
     */
    async submit(
      details: MethodDetails,
      options: { keepDuplicate?: boolean } = {},
    ): Promise<PaymentMethodDto> {
      if (!setup || setup.methodKind !== details.kind) {
        setup = await deps.createSetup(details.kind);
        confirmedAtProcessor = false;
      }
      if (!confirmedAtProcessor) {
        await deps.tokenizeAndConfirm(setup, details);
        confirmedAtProcessor = true;
      }
      if (deps.findDuplicates && !options.keepDuplicate) {
        const saved = await deps.findDuplicates(setup.setupId);
        if (saved.length > 0) throw new DuplicateMethodError(saved);
      }
      const method = await deps.confirmSetup(setup.setupId);
      setup = null;
      confirmedAtProcessor = false;
      return method;
    },
    /** Drops the current setup (the person keeps a saved method instead): nothing is saved from it. */
    async abandon(): Promise<void> {
      const dropped = setup;
      setup = null;
      confirmedAtProcessor = false;
      if (dropped && deps.cancelSetup) await deps.cancelSetup(dropped.setupId);
    },
    /** Whether the processor already holds the details (a retry only finishes our side). */
    get awaitingOurConfirm() {
      return confirmedAtProcessor;
    },
  };
}
