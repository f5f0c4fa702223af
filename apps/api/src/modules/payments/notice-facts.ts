import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { owners } from '../../db/schema/owners';
import { paymentMethods } from '../../db/schema/payments';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { methodDisplayName } from './payment-method-context';

/*
 * What the e-mails about payments and schedules say besides the payment itself, read for many rows at
 * once (one statement per kind of fact): a job's batch, or a single row as a list of one.
 */

export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Account numbers by property id; an unknown property reads as ''. */
export async function accountNumbersOf(
  db: Db,
  propertyIds: readonly number[],
): Promise<(propertyId: number) => string> {
  const ids = unique(propertyIds);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: properties.id, accountNumber: properties.accountNumber })
          .from(properties)
          .where(inArray(properties.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.accountNumber]));
  return (propertyId) => byId.get(propertyId) ?? '';
}

/** Where notices about an account go: the owner's primary e-mail, else the login's e-mail. */
export async function noticeRecipientsOf(
  db: Db,
  rows: readonly { ownerId: number; userId: number | null }[],
): Promise<(who: { ownerId: number; userId: number | null }) => string | null> {
  const ownerIds = unique(rows.map((row) => row.ownerId));
  const userIds = unique(rows.map((row) => row.userId).filter((id): id is number => id !== null));
  const ownerRows =
    ownerIds.length === 0
      ? []
      : await db
          .select({ id: owners.id, primaryEmail: owners.primaryEmail })
          .from(owners)
          .where(inArray(owners.id, ownerIds));
  const userRows =
    userIds.length === 0
      ? []
      : await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  const primaryEmail = new Map(ownerRows.map((row) => [row.id, row.primaryEmail]));
  const loginEmail = new Map(userRows.map((row) => [row.id, row.email]));
  return (who) =>
    primaryEmail.get(who.ownerId) ?? (who.userId === null ? null : (loginEmail.get(who.userId) ?? null));
}

/** Saved methods' display names by id; a method that is gone reads as "your payment method". */
export async function methodNamesOf(
  db: Db,
  methodIds: readonly number[],
): Promise<(methodId: number) => string> {
  const ids = unique(methodIds);
  const rows =
    ids.length === 0 ? [] : await db.select().from(paymentMethods).where(inArray(paymentMethods.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (methodId) => {
    const method = byId.get(methodId);
    return method ? methodDisplayName(method) : 'your payment method';
  };
}
