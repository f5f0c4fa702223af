import { registrationMessages } from '@hoa/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { fieldInvalid } from '../../errors/app-error';

const notFound = (field: string, message: string) =>
  fieldInvalid(field, message, { errorCode: 'REGISTRATION_NOT_FOUND' });

/** The owner of record a sign-up names, by a property's account number or the owner's registration key. */
export async function findOwnerForSignUp(
  db: Db,
  options: {
    managementCompanyId: number;
    accountNumber?: string | undefined;
    registrationKey?: string | undefined;
  },
): Promise<{ ownerId: number; primaryEmail: string | null }> {
  if (options.registrationKey) {
    const [owner] = await db
      .select({ ownerId: owners.id, primaryEmail: owners.primaryEmail })
      .from(owners)
      .where(
        and(
          eq(owners.managementCompanyId, options.managementCompanyId),
          eq(owners.registrationKey, options.registrationKey.trim().toUpperCase()),
        ),
      );
    if (!owner) throw notFound('registrationKey', registrationMessages.badRegistrationKey);
    return owner;
  }
  const [property] = await db
    .select({ ownerId: properties.ownerId, primaryEmail: owners.primaryEmail })
    .from(properties)
    .innerJoin(associations, eq(associations.id, properties.associationId))
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(
      and(
        eq(associations.managementCompanyId, options.managementCompanyId),
        eq(properties.accountNumber, (options.accountNumber ?? '').trim()),
      ),
    )
    .limit(1);
  if (!property) throw notFound('accountNumber', registrationMessages.noAccountNumber);
  return property;
}
