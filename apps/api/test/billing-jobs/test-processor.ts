import { createHash } from 'node:crypto';
import { cents } from '@hoa/contracts/money';
import type { Clock } from '../../src/clock';
import {
  type ChargeInput,
  type ChargeState,
  type MethodDetails,
  type PaymentProcessor,
  ProcessorError,
} from '../../src/modules/processor/port';

/**
 * A small in-memory processor for the schedule and job tests, until the sandbox adapter lands on this
 * branch. Behaviour follows the method reference's prefix: `pm_card_…` succeeds at once,
 * `pm_decline_…` is declined, `pm_bank_…` stays `processing` until `settle` or `returnCharge`;
 * `pm_down_…` answers "unavailable". Charges are kept by idempotency key, like a real processor.
 */
export interface TestProcessor extends PaymentProcessor {
  charges: Map<string, ChargeState>;
  /** Charges made for a payment id (any attempt). */
  chargesFor(paymentId: number): ChargeState[];
  settle(chargeId: string): void;
  returnCharge(chargeId: string, code: string): void;
  /** Bank accounts saved through createBankMethod: what the processor holds (never our database). */
  bankAccounts: Map<string, { routingNumber: string; accountNumber: string }>;
}

const notForTests = (what: string) => () => Promise.reject(new Error(`${what} is not used by these tests`));

export function createTestProcessor(clock: Clock): TestProcessor {
  const charges = new Map<string, ChargeState>();
  const byId = new Map<string, ChargeState>();
  const bankAccounts = new Map<string, { routingNumber: string; accountNumber: string }>();
  let sequence = 0;

  function update(chargeId: string, changes: Partial<ChargeState>) {
    const charge = byId.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    Object.assign(charge, changes);
  }

  async function charge(input: ChargeInput): Promise<ChargeState> {
    const existing = charges.get(input.idempotencyKey);
    if (existing) return { ...existing };
    if (input.methodId.startsWith('pm_down_')) throw new ProcessorError('unavailable', 'Try again later');
    const declined = input.methodId.startsWith('pm_decline_');
    const bank = input.methodId.startsWith('pm_bank_');
    sequence += 1;
    const state: ChargeState = {
      id: `pi_test_${sequence}`,
      status: declined ? 'failed' : bank ? 'processing' : 'succeeded',
      amount: input.amount,
      methodId: input.methodId,
      failureCode: declined ? 'card_declined' : null,
      failureMessage: declined ? 'Your card was declined.' : null,
      settledAt: declined || bank ? null : clock.now(),
      returnedAt: null,
      metadata: { ...input.metadata, reference: input.reference },
      createdAt: clock.now(),
    };
    charges.set(input.idempotencyKey, state);
    byId.set(state.id, state);
    return { ...state };
  }

  return {
    name: 'sandbox',
    charges,
    bankAccounts,
    chargesFor: (paymentId) =>
      [...charges.values()].filter((one) => one.metadata.reference?.startsWith(`payment:${paymentId}:`)),
    settle: (chargeId) => update(chargeId, { status: 'succeeded', settledAt: clock.now() }),
    returnCharge: (chargeId, code) =>
      update(chargeId, { status: 'returned', failureCode: code, returnedAt: clock.now() }),
    browserConfig: () => ({ processor: 'sandbox', publishableKey: 'pk_test' }),
    createSetup: notForTests('createSetup'),
    retrieveSetup: notForTests('retrieveSetup'),
    retrieveMethod: notForTests('retrieveMethod'),
    async createBankMethod(input): Promise<MethodDetails> {
      if (input.accountNumber.startsWith('0000')) {
        throw new ProcessorError('invalid_request', 'The bank could not verify this account.');
      }
      const id = `pm_bank_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16)}`;
      bankAccounts.set(id, { routingNumber: input.routingNumber, accountNumber: input.accountNumber });
      return {
        id,
        kind: 'bank',
        bank: {
          bankName: input.bankName,
          accountType: input.accountType,
          last4: input.accountNumber.slice(-4),
          routingNumber: input.routingNumber,
          holderName: input.holderName,
        },
      };
    },
    detachMethod: async () => {},
    charge,
    async retrieveCharge(id) {
      const found = byId.get(id);
      if (!found) throw new ProcessorError('not_found', `No charge ${id}`);
      return { ...found };
    },
    async findChargeByReference(reference) {
      const found = [...charges.values()].find((one) => one.metadata.reference === reference);
      return found ? { ...found } : null;
    },
    async refund(input) {
      update(input.chargeId, { status: 'refunded', amount: cents(input.amount) });
      return { ...(byId.get(input.chargeId) as ChargeState) };
    },
    verifyWebhook: notForTests('verifyWebhook'),
  };
}
