import { randomUUID } from 'node:crypto';
import { luhnValid } from '@hoa/contracts/bank-card';
import { cents } from '@hoa/contracts/money';
import { fixedClock } from '../../src/clock';
import { type Database, queryRows } from '../../src/db/database';
import type { ChargeInput, MethodDetails } from '../../src/modules/processor/port';
import {
  createSandboxProcessor,
  type SandboxProcessor,
} from '../../src/modules/processor/sandbox/sandbox-processor';
import { createTestDatabase, type DbKind } from '../helper';

export const webhookSecret = 'whsec_sandbox_test_secret';

/** Friday 20 November 2026, 10:00 UTC: bank charges made now settle across a weekend. */
export const friday = new Date('2026-11-20T10:00:00Z');

export async function sandboxOn(kind: DbKind, at = friday) {
  const database = await createTestDatabase(kind);
  const clock = fixedClock(at);
  const processor = createSandboxProcessor(database.db, clock, { webhookSecret });
  return { database, clock, processor };
}

export const approvalCards = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit' },
  { number: '4000056655665556', brand: 'visa', funding: 'debit' },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit' },
  { number: '6011111111111117', brand: 'discover', funding: 'credit' },
  { number: '378282246310005', brand: 'amex', funding: 'credit' },
] as const;

export const declineCards = [
  { number: '4000000000000002', code: 'card_declined' },
  { number: '4000000000009995', code: 'insufficient_funds' },
  { number: '4000000000000069', code: 'expired_card' },
] as const;

export const everyTestCard = [
  ...approvalCards.map((card) => card.number),
  ...declineCards.map((card) => card.number),
  '4000000000000341',
];

export function cardInput(number: string) {
  return {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: number.startsWith('3') ? '1234' : '123',
    name: 'Pat Doe',
  };
}

export function cardMethod(processor: SandboxProcessor, number: string): Promise<MethodDetails> {
  return processor.tokenizeCard(cardInput(number));
}

export function bankMethod(processor: SandboxProcessor, accountNumber: string, routingNumber = '110000000') {
  return processor.tokenizeBank({
    routingNumber,
    accountNumber,
    accountType: 'checking',
    holderName: 'Pat Doe',
  });
}

let sequence = 0;

export function chargeInput(methodId: string, overrides: Partial<ChargeInput> = {}): ChargeInput {
  sequence++;
  return {
    amount: cents(12_345),
    methodId,
    reference: `payment:${sequence}`,
    // no long digit runs: the stored keys are scanned for card-number-like sequences
    idempotencyKey: `charge-${sequence}-${randomUUID()}`,
    description: 'Dues',
    ...overrides,
  };
}

/** Runs of 13 to 19 digits (the length of card numbers) that pass the Luhn check. */
export function cardLikeNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(/\d{13,}/g)) {
    for (let length = 13; length <= 19; length++) {
      for (let start = 0; start + length <= run.length; start++) {
        const candidate = run.slice(start, start + length);
        if (luhnValid(candidate)) found.push(candidate);
      }
    }
  }
  return found;
}

/** Every text and jsonb value stored in the sandbox's tables, as text. */
export async function sandboxTextValues(database: Database): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name like 'sandbox\\_%'
        and data_type in ('text', 'jsonb', 'character varying')`,
  );
  const values: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await queryRows<{ value: string | null }>(
      database.db,
      `select "${column_name}"::text as value from "${table_name}"`,
    );
    for (const row of rows) if (row.value !== null) values.push(row.value);
  }
  return values;
}

/**
 * The values of a log line that could carry what a caller sent: every string and number except
 * pino's own clock readings (`time` is 13 digits of epoch milliseconds, `responseTime` a long float).
 */
export function loggedValues(line: unknown, key = ''): string[] {
  if (key === 'time' || key === 'responseTime') return [];
  if (typeof line === 'string') return [line];
  if (typeof line === 'number') return [String(line)];
  if (Array.isArray(line)) return line.flatMap((item) => loggedValues(item));
  if (line !== null && typeof line === 'object') {
    return Object.entries(line).flatMap(([name, value]) => [name, ...loggedValues(value, name)]);
  }
  return [];
}
