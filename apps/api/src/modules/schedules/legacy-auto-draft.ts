import { createHash } from 'node:crypto';
import { isValidAbaRoutingNumber } from '@hoa/contracts/bank-card';
import { billingMessages } from '@hoa/contracts/billing';
import { achAuthorizationDisclosure, disclosureText } from '@hoa/contracts/payment-disclosures';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { achAuthorizations, autoDraftEnrollments, paymentMethods } from '../../db/schema/payments';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { methodUnavailable } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { loadSubLedger, paymentOwnerColumns, type SubLedgerContext } from '../payments/sub-ledger-context';
import { type MethodDetails, ProcessorError } from '../processor/port';

import {
  assertAutoDraftEligible,
  autoDraftMessages,
  autoDraftProcessingFee,
  lockAccountForEnrollment,
  startMonthDate,
} from './auto-draft-eligibility';
import { type AutoDraftRow, autoDraftDto } from './auto-draft-view';
import { queueScheduleConfirmation } from './schedule-mail';

export interface LegacyEnrollment {
  subLedgerId: number;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  bankName: string;
  bankAccountNumber: string;
  eSignature: string;
  authorizationVersion: string;
  startMonth: string;
  pullDay: number;
}

/** The authorization the homeowner will sign, with the account it is for. */
export async function startLegacyAutoDraft(deps: PaymentsDeps, principal: Principal, subLedgerId: number) {
  const subLedger = await loadSubLedger(deps.db, principal, subLedgerId, 'write');
  await assertAutoDraftEligible(deps.db, subLedger, 'legacy');
  return {
    subLedgerId: subLedger.subLedgerId,
    accountNumber: subLedger.accountNumber,
    associationName: subLedger.associationName,
    authorizationVersion: achAuthorizationDisclosure.version,
    authorizationText: disclosureText(achAuthorizationDisclosure),
  };
}

/**
 * The processor's key for saving this bank account for this login and account: a retried enrollment
 * saves it once. A digest, so the account number is not kept in the processor's key store either.
 */
function bankMethodKey(principal: Principal, input: LegacyEnrollment): string {
  const digest = createHash('sha256')
    .update(`${input.routingNumber}:${input.bankAccountNumber}:${input.accountType}`)
    .digest('hex')
    .slice(0, 32);
  return `legacy-auto-draft:${principal.userId}:${input.subLedgerId}:${digest}`;
}

async function saveBankAccount(deps: PaymentsDeps, principal: Principal, input: LegacyEnrollment) {
  try {
    return await deps.processor.createBankMethod({
      routingNumber: input.routingNumber,
      accountNumber: input.bankAccountNumber,
      accountType: input.accountType,
      bankName: input.bankName,
      holderName: input.eSignature,
      idempotencyKey: bankMethodKey(principal, input),
    });
  } catch (error) {
    if (error instanceof ProcessorError && error.kind === 'invalid_request') {
      throw new AppError('UNPROCESSABLE', error.message);
    }
    if (error instanceof ProcessorError) throw methodUnavailable('bank');
    throw error;
  }
}

/** The saved method for the processor's bank account (found again when the enrollment is retried). */
async function storeMethod(
  tx: Db,
  principal: Principal,
  input: LegacyEnrollment,
  saved: MethodDetails,
  processor: string,
  now: Date,
): Promise<number> {
  const last4 = saved.bank?.last4 ?? input.bankAccountNumber.slice(-4);
  await tx
    .insert(paymentMethods)
    .values({
      userId: principal.userId,
      processor,
      processorMethodId: saved.id,
      kind: 'bank',
      bankName: saved.bank?.bankName ?? input.bankName,
      bankAccountType: input.accountType,
      last4,
      holderName: input.eSignature,
      fingerprint: saved.fingerprint ?? null,
      status: 'active',
      createdAt: now,
    })
    // the same account typed again after it was removed is saved again
    .onConflictDoUpdate({
      target: [paymentMethods.userId, paymentMethods.processor, paymentMethods.processorMethodId],
      set: { status: 'active', removedAt: null },
    });
  const [method] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, principal.userId),
        eq(paymentMethods.processor, processor),
        eq(paymentMethods.processorMethodId, saved.id),
      ),
    );
  if (!method) throw new Error('The saved bank account vanished');
  return method.id;
}

function checkForm(input: LegacyEnrollment): void {
  if (!isValidAbaRoutingNumber(input.routingNumber)) {
    throw fieldInvalid('routingNumber', billingMessages.routingChecksum);
  }
  if (input.authorizationVersion !== achAuthorizationDisclosure.version) {
    throw new AppError('CONFLICT', autoDraftMessages.authorizationChanged, {
      detail: `The current authorization is version ${achAuthorizationDisclosure.version}.`,
    });
  }
}

/**
 * Legacy Auto-Draft: the homeowner types bank details and signs the ACH authorization. The account
 * is saved with the processor (we keep its reference and the last four digits only), the signed
 * text is stored unchangeably, and the enrollment is active at once.
 */
export async function enrollLegacyAutoDraft(
  deps: PaymentsDeps,
  principal: Principal,
  input: LegacyEnrollment,
  ipAddress: string,
): Promise<AutoDraftDto> {
  const now = deps.clock.now();
  const subLedger: SubLedgerContext = await loadSubLedger(deps.db, principal, input.subLedgerId, 'write');
  checkForm(input);
  await assertAutoDraftEligible(deps.db, subLedger, 'legacy');
  const startMonth = startMonthDate(input.startMonth, subLedger, now);
  const processingFee = await autoDraftProcessingFee(deps.db, subLedger);
  const saved = await saveBankAccount(deps, principal, input);
  const enrollment = await deps.db.transaction(async (tx) => {
    await lockAccountForEnrollment(tx, subLedger.propertyId);
    const paymentMethodId = await storeMethod(tx, principal, input, saved, deps.processor.name, now);
    const [authorization] = await tx
      .insert(achAuthorizations)
      .values({
        userId: principal.userId,
        propertyId: subLedger.propertyId,
        text: disclosureText(achAuthorizationDisclosure),
        version: achAuthorizationDisclosure.version,
        signatureName: input.eSignature,
        signedAt: now,
        ipAddress,
        bankName: input.bankName,
        routingNumber: input.routingNumber,
        accountLast4: input.bankAccountNumber.slice(-4),
        accountType: input.accountType,
      })
      .returning({ id: achAuthorizations.id });
    const [row] = await tx
      .insert(autoDraftEnrollments)
      .values({
        ...paymentOwnerColumns(principal, subLedger, paymentMethodId),
        kind: 'legacy',
        startMonth,
        pullDay: input.pullDay,
        processingFee,
        status: 'active',
        authorizationId: authorization?.id ?? null,
        createdAt: now,
        confirmedAt: now,
      })
      .returning();
    const enrolled = row as AutoDraftRow;
    await queueScheduleConfirmation(tx, enrolled, now, enrolled.processingFee);
    return enrolled;
  });
  return autoDraftDto(deps.db, enrollment, now);
}
