import { createHmac } from 'node:crypto';
import {
  cardBrandOf,
  cvcLengthOf,
  isCardExpiryValid,
  isValidAbaRoutingNumber,
  isValidCardNumber,
  stripNumberSeparators,
} from '@hoa/contracts/bank-card';
import { eq } from 'drizzle-orm';
import { sandboxMethods } from '../../../db/schema/sandbox-processor';
import { type MethodDetails, ProcessorError } from '../port';
import { assertAvailable, idempotencyMismatch, type SandboxContext, SandboxRequestError } from './context';
import { newId } from './ids';
import { type MethodRow, methodDetailsOf } from './states';
import { bankNameOf, returnCodeOf, testCardOf } from './test-numbers';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string | null;
}

export interface BankInput {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  holderName: string;
}

interface Problem {
  code: string;
  message: string;
}

/** What is wrong with a bank account's details, if anything (checked before anything is stored). */
export function bankProblemOf(input: BankInput): Problem | null {
  if (!isValidAbaRoutingNumber(input.routingNumber)) {
    return {
      code: 'routing_number_invalid',
      message: 'The routing number is not a valid ABA routing number.',
    };
  }
  if (!/^\d{4,17}$/.test(input.accountNumber)) {
    return { code: 'account_number_invalid', message: 'The account number must be 4 to 17 digits.' };
  }
  if (input.holderName.trim() === '') {
    return { code: 'parameter_missing', message: "The account holder's name is missing." };
  }
  return null;
}

/**
 * Turns card details into a payment method the way a processor's tokenization endpoint does: checks
 * the number (Luhn), expiry and security code, looks the number up in the test table, and keeps only
 * brand, last four, expiry and name. The number and CVC go no further than this function.
 */
export async function tokenizeCard(context: SandboxContext, input: CardInput): Promise<MethodDetails> {
  assertAvailable(context, 'card');
  const number = stripNumberSeparators(input.number);
  const brand = cardBrandOf(number);
  if (!brand || !isValidCardNumber(number)) {
    throw new SandboxRequestError(402, 'incorrect_number', 'Your card number is incorrect.');
  }
  const now = context.clock.now();
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    throw new SandboxRequestError(402, 'invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  if (!isCardExpiryValid(input.expMonth, input.expYear, now)) {
    throw new SandboxRequestError(402, 'invalid_expiry_year', "Your card's expiration date is in the past.");
  }
  if (!new RegExp(`^\\d{${cvcLengthOf(brand)}}$`).test(input.cvc)) {
    throw new SandboxRequestError(402, 'invalid_cvc', "Your card's security code is invalid.");
  }
  const testCard = testCardOf(number);
  if (!testCard) {
    throw new SandboxRequestError(
      402,
      'card_declined',
      'Your card was declined: the sandbox processor accepts only its test card numbers.',
    );
  }
  const [row] = await context.db
    .insert(sandboxMethods)
    .values({
      id: newId('pm'),
      kind: 'card',
      brand: testCard.brand,
      funding: testCard.funding,
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
      holderName: input.name?.trim() || null,
      setupDecline: testCard.setupDecline,
      chargeDecline: testCard.chargeDecline,
      createdAt: now,
    })
    .returning();
  return methodDetailsOf(row as MethodRow);
}

/**
 * The sandbox's fingerprint of a bank account, as a processor gives one: the same routing and account
 * number always give the same value, which does not reveal the number (keyed, so it cannot be tried out).
 */
export function bankFingerprintOf(routingNumber: string, accountNumber: string): string {
  return createHmac('sha256', 'hoa-sandbox-processor:bank-fingerprint')
    .update(`${routingNumber}:${accountNumber}`)
    .digest('base64url')
    .slice(0, 22);
}

function bankRowOf(input: BankInput, bankName: string, now: Date): typeof sandboxMethods.$inferInsert {
  return {
    id: newId('pm'),
    kind: 'bank',
    last4: input.accountNumber.slice(-4),
    holderName: input.holderName.trim(),
    bankName,
    accountType: input.accountType,
    routingNumber: input.routingNumber,
    fingerprint: bankFingerprintOf(input.routingNumber, input.accountNumber),
    // the account number itself is not kept: its behaviour is all the sandbox needs
    returnCode: returnCodeOf(input.routingNumber, input.accountNumber),
    createdAt: now,
  };
}

/** A bank account entered in the browser's sandbox form. */
export async function tokenizeBank(context: SandboxContext, input: BankInput): Promise<MethodDetails> {
  assertAvailable(context, 'bank');
  const problem = bankProblemOf(input);
  if (problem) throw new SandboxRequestError(400, problem.code, problem.message);
  const [row] = await context.db
    .insert(sandboxMethods)
    .values(bankRowOf(input, bankNameOf(input.routingNumber), context.clock.now()))
    .returning();
  return methodDetailsOf(row as MethodRow);
}

const sameBankMethod = (row: MethodRow, input: BankInput & { bankName: string }) =>
  row.kind === 'bank' &&
  row.routingNumber === input.routingNumber &&
  row.last4 === input.accountNumber.slice(-4) &&
  row.accountType === input.accountType &&
  row.bankName === input.bankName &&
  row.holderName === input.holderName.trim() &&
  row.returnCode === returnCodeOf(input.routingNumber, input.accountNumber) &&
  (row.fingerprint === null ||
    row.fingerprint === bankFingerprintOf(input.routingNumber, input.accountNumber));

/**
 * A bank account our server received (the legacy auto-draft form). The same idempotency key returns
 * the same method; since the account number is not kept, "same parameters" is judged on what is.
 */
export async function createBankMethod(
  context: SandboxContext,
  input: BankInput & { bankName: string; idempotencyKey: string },
): Promise<MethodDetails> {
  assertAvailable(context, 'bank');
  const problem = bankProblemOf(input);
  if (problem) throw new ProcessorError('invalid_request', problem.message);
  const byKey = () => findMethodByKey(context, input.idempotencyKey);
  const existing = await byKey();
  const row =
    existing ??
    (
      await context.db
        .insert(sandboxMethods)
        .values({
          ...bankRowOf(input, input.bankName, context.clock.now()),
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: sandboxMethods.idempotencyKey })
        .returning()
    )[0] ??
    // a concurrent call with the same key won the insert
    (await byKey());
  if (!row) throw new ProcessorError('unavailable', 'The bank account could not be saved; try again.');
  if (!sameBankMethod(row, input)) {
    throw idempotencyMismatch();
  }
  return methodDetailsOf(row);
}

async function findMethodByKey(context: SandboxContext, key: string): Promise<MethodRow | undefined> {
  const [row] = await context.db.select().from(sandboxMethods).where(eq(sandboxMethods.idempotencyKey, key));
  return row;
}

export async function loadMethod(context: SandboxContext, id: string): Promise<MethodRow> {
  const [row] = await context.db.select().from(sandboxMethods).where(eq(sandboxMethods.id, id));
  if (!row) throw new ProcessorError('not_found', `No such payment method: ${id}`);
  return row;
}

export async function retrieveMethod(context: SandboxContext, id: string): Promise<MethodDetails> {
  return methodDetailsOf(await loadMethod(context, id));
}

/** Detaching is final: the method can no longer be charged or saved. Detaching twice is fine. */
export async function detachMethod(context: SandboxContext, id: string): Promise<void> {
  const method = await loadMethod(context, id);
  if (method.detachedAt) return;
  await context.db
    .update(sandboxMethods)
    .set({ detachedAt: context.clock.now() })
    .where(eq(sandboxMethods.id, id));
}
