import { cents } from '@hoa/contracts/money';
import type { sandboxCharges, sandboxMethods, sandboxSetups } from '../../../db/schema/sandbox-processor';
import type { ChargeState, ChargeStatus, MethodDetails, SetupState } from '../port';
import { returnMessages } from './test-numbers';

export type ChargeRow = typeof sandboxCharges.$inferSelect;
export type MethodRow = typeof sandboxMethods.$inferSelect;
export type SetupRow = typeof sandboxSetups.$inferSelect;

const reached = (at: Date | null, now: Date): at is Date => at !== null && at.getTime() <= now.getTime();

/**
 * A charge's status is a pure function of what was stored and the time: declined charges failed at
 * once; otherwise processing until it settles, then succeeded (or refunded), returned from its return
 * date on.
 */
export function chargeStatusAt(charge: ChargeRow, now: Date): ChargeStatus {
  if (charge.failureCode !== null) return 'failed';
  if (reached(charge.returnsAt, now)) return 'returned';
  if (charge.refundedAmount >= charge.amount) return 'refunded';
  if (reached(charge.settlesAt, now)) return 'succeeded';
  return 'processing';
}

export function chargeStateOf(charge: ChargeRow, now: Date): ChargeState {
  const status = chargeStatusAt(charge, now);
  const returned = status === 'returned';
  const returnCode = charge.returnCode ?? 'R01';
  return {
    id: charge.id,
    status,
    amount: cents(charge.amount),
    methodId: charge.methodId,
    failureCode: returned ? returnCode : charge.failureCode,
    failureMessage: returned ? (returnMessages[returnCode] ?? returnCode) : charge.failureMessage,
    settledAt: reached(charge.settlesAt, now) ? charge.settlesAt : null,
    returnedAt: returned ? charge.returnsAt : null,
    metadata: { ...charge.metadata, reference: charge.reference },
    createdAt: charge.createdAt,
  };
}

export function methodDetailsOf(method: MethodRow): MethodDetails {
  if (method.kind === 'card') {
    return {
      id: method.id,
      kind: 'card',
      card: {
        brand: method.brand ?? 'visa',
        funding: method.funding ?? 'credit',
        last4: method.last4,
        expMonth: method.expMonth ?? 0,
        expYear: method.expYear ?? 0,
        name: method.holderName,
      },
    };
  }
  return {
    id: method.id,
    kind: 'bank',
    fingerprint: method.fingerprint,
    bank: {
      bankName: method.bankName ?? '',
      accountType: method.accountType ?? 'checking',
      last4: method.last4,
      routingNumber: method.routingNumber ?? '',
      holderName: method.holderName,
    },
  };
}

export function setupStateOf(setup: SetupRow, method: MethodRow | null): SetupState {
  return {
    id: setup.id,
    status: setup.status,
    method: setup.status === 'succeeded' && method ? methodDetailsOf(method) : null,
    lastError: setup.lastError,
    metadata: { ...setup.metadata, reference: setup.reference },
  };
}
