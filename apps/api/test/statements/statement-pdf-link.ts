import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { userOwners } from '../../src/db/schema/memberships';
import { properties } from '../../src/db/schema/properties';
import { users } from '../../src/db/schema/users';
import {
  qrMatrix,
  qrPrintedSize,
  qrQuietZoneModules,
} from '../../src/modules/statements/statement-pay-online';
import { demoCompany } from '../../src/seed/demo';
import { as, type Caller, paymentsApi } from '../calls';
import type { TestApp } from '../helper';
import { readPdf, readQrCode } from './pdf-text';

const linkPattern = /(https?:\/\/\S+\/epay\/statement\/([A-Za-z0-9_-]{43}))/;

/**
 * Downloads a statement PDF as `who` and reads its statement link from the text (null: none printed),
 * checking the QR code beside it reads back the same address.
 */
export async function statementLinkOf(
  test: TestApp,
  who: Caller,
  subLedgerId: number,
  type = 'transaction-history',
) {
  const response = await as(test.app, who).get(
    `${paymentsApi}/Ledger/Export?subLedgerId=${subLedgerId}&statementType=${type}&duration=ytd&format=pdf`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const pdf = response.rawPayload;
  const { pages } = await readPdf(pdf, [1]);
  const found = linkPattern.exec(pages[0] ?? '');
  if (!found) return null;
  const [, href = '', secret = ''] = found;
  const module = qrPrintedSize / (qrMatrix(href).length + 2 * qrQuietZoneModules);
  expect(readQrCode(pdf, { module, quietZone: qrQuietZoneModules })).toMatchObject({
    data: href,
    crowded: [],
  });
  return { href, secret };
}

/** The demo homeowner (HP00001): a caller signed in afresh for each call, and the primary sub-ledger. */
export async function demoHomeowner(test: TestApp) {
  const [row] = await test.database.db
    .select({ subLedgerId: subLedgers.id, userId: users.id })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .innerJoin(userOwners, eq(userOwners.ownerId, properties.ownerId))
    .innerJoin(users, eq(users.id, userOwners.userId))
    .where(and(eq(properties.accountNumber, 'HP00001'), eq(subLedgers.isPrimary, true)));
  if (!row) throw new Error('No demo account HP00001');
  const [staff] = await test.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
  return {
    caller: { userId: row.userId, customer: demoCompany.code },
    subLedgerId: row.subLedgerId,
    staffUserId: staff?.id as number,
  };
}
