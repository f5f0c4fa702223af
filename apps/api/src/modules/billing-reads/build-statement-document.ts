import { cents } from '@hoa/contracts/money';
import { addCalendarDays, addMonths, calendarDateIn } from '@hoa/contracts/payment-rules';
import { type StatementDurationId, type StatementTypeId, statementPeriod } from '@hoa/contracts/statements';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { journalEntries, journalLines } from '../../db/schema/books';
import { managementCompanies } from '../../db/schema/management-companies';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { statementLink } from '../express-pay/statement-links';
import { loadSubLedger } from '../payments/sub-ledger-context';
import type { StatementDocument } from '../statements/statement-document';
import { readAssociationLogo } from './association-logo';
import { plannedCharges } from './plan-due-dates';
import { chargeSummary, coupons, withRunningBalance } from './statement-document-parts';
import { plansByAssociation } from './upcoming-charges';

/** How far ahead a statement lists the scheduled charges. */
const futureChargeMonths = 3;

async function accountDetails(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      firstName: owners.firstName,
      lastName: owners.lastName,
      address1: properties.address1,
      address2: properties.address2,
      city: properties.city,
      stateProvince: properties.stateProvince,
      postalCode: properties.postalCode,
      logoUrl: associations.logoUrl,
      companyName: managementCompanies.name,
    })
    .from(properties)
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .innerJoin(associations, eq(associations.id, properties.associationId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, associations.managementCompanyId))
    .where(eq(properties.id, propertyId));
  if (!row) throw new Error(`Property ${propertyId} vanished`);
  return row;
}

/** The sub-ledger's first line date, its balance before `from`, and its lines from `from` to `to`. */
async function periodLines(db: Db, subLedgerId: number, duration: StatementDurationId, today: string) {
  const [first] = await db
    .select({ date: journalLines.effectiveDate })
    .from(journalLines)
    .where(eq(journalLines.subLedgerId, subLedgerId))
    .orderBy(asc(journalLines.effectiveDate))
    .limit(1);
  const period = statementPeriod(duration, today, first?.date ?? null);
  const [[opening], rows] = await Promise.all([
    db
      .select({ sum: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
      .from(journalLines)
      .where(and(eq(journalLines.subLedgerId, subLedgerId), lt(journalLines.effectiveDate, period.from))),
    db
      .select({
        date: journalLines.effectiveDate,
        description: journalEntries.memo,
        kind: journalEntries.kind,
        amount: journalLines.amount,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.subLedgerId, subLedgerId),
          gte(journalLines.effectiveDate, period.from),
          lte(journalLines.effectiveDate, period.to),
        ),
      )
      .orderBy(asc(journalLines.effectiveDate), asc(journalLines.id)),
  ]);
  return { period, opening: Number(opening?.sum ?? 0), rows };
}

/**
 * A statement of one of the principal's sub-ledgers, read from the books: the period in the
 * association's time zone, the balance before it, its lines oldest first with running balances, the
 * closing balance, the plans' charges over the next three months, totals by kind, coupons for the next
 * due dates, and who to pay. 404 when the sub-ledger is not the principal's.
 */
export async function buildStatementDocument(
  db: Db,
  principal: Principal,
  request: {
    subLedgerId: number;
    statementType: StatementTypeId;
    duration: StatementDurationId;
    now: Date;
    /** The portal's own address, for the statement link (ADR 120). */
    publicUrl: string;
  },
): Promise<StatementDocument> {
  const subLedger = await loadSubLedger(db, principal, request.subLedgerId, 'read');
  const today = calendarDateIn(request.now, subLedger.timeZone);
  const [account, { period, opening, rows }, plans, payOnline] = await Promise.all([
    accountDetails(db, subLedger.propertyId),
    periodLines(db, subLedger.subLedgerId, request.duration, today),
    subLedger.isPrimary ? plansByAssociation(db, [subLedger.associationId]) : Promise.resolve(new Map()),
    statementLink(db, { subLedgerId: subLedger.subLedgerId, publicUrl: request.publicUrl, now: request.now }),
  ]);
  const { lines, closing } = withRunningBalance(opening, rows);
  const upcoming = plannedCharges(
    plans.get(subLedger.associationId) ?? [],
    addCalendarDays(today, 1),
    addMonths(today, futureChargeMonths),
  );
  return {
    type: request.statementType,
    duration: request.duration,
    association: {
      name: subLedger.associationName,
      logo: await readAssociationLogo(account.logoUrl),
    },
    account: {
      accountNumber: subLedger.accountNumber,
      ownerName: `${account.firstName} ${account.lastName}`.trim(),
      propertyAddress: [
        account.address1,
        ...(account.address2 ? [account.address2] : []),
        `${account.city}, ${account.stateProvince} ${account.postalCode}`,
      ],
      subLedgerName: subLedger.name,
    },
    period,
    generatedAt: request.now,
    timeZone: subLedger.timeZone,
    openingBalance: cents(opening),
    closingBalance: closing,
    lines,
    futureCharges: upcoming.map((charge) => ({
      dueDate: charge.dueDate,
      description: charge.description,
      amount: cents(charge.amount),
    })),
    chargeSummary: chargeSummary(lines),
    coupons: coupons(closing, upcoming, today),
    remitTo: [subLedger.associationName, `c/o ${account.companyName}`],
    payOnline: payOnline && { href: payOnline.href, validUntil: payOnline.link.expiresAt },
  };
}
