import type { HomeownerProfile } from '@hoa/contracts/profile';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { managementCompanies } from '../../db/schema/management-companies';
import { owners } from '../../db/schema/owners';
import { ownerContacts } from '../../db/schema/profile';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';
import { toContact } from './contact-rows';

const typeOrder = { email: 0, phone: 1, address: 2 } as const;

/** SPEC §3 account info and contacts of one owner (authorization is the caller's). */
export async function loadHomeownerProfile(db: Db, ownerId: number): Promise<HomeownerProfile> {
  const [owner] = await db
    .select({
      id: owners.id,
      firstName: owners.firstName,
      lastName: owners.lastName,
      primaryEmail: owners.primaryEmail,
      managementCompany: managementCompanies.name,
    })
    .from(owners)
    .innerJoin(managementCompanies, eq(managementCompanies.id, owners.managementCompanyId))
    .where(eq(owners.id, ownerId));
  if (!owner) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  const [homes, contacts] = await Promise.all([
    db
      .select({ property: properties, communityName: associations.name })
      .from(properties)
      .innerJoin(associations, eq(associations.id, properties.associationId))
      .where(eq(properties.ownerId, ownerId))
      .orderBy(asc(associations.name), asc(properties.accountNumber)),
    db
      .select()
      .from(ownerContacts)
      .where(eq(ownerContacts.ownerId, ownerId))
      .orderBy(desc(ownerContacts.isPrimary), asc(ownerContacts.id)),
  ]);
  return {
    ownerId: owner.id,
    name: `${owner.firstName} ${owner.lastName}`.trim(),
    managementCompany: owner.managementCompany,
    primaryEmail: owner.primaryEmail,
    accounts: homes.map(({ property, communityName }) => ({
      propertyId: property.id,
      accountNumber: property.accountNumber,
      associationId: property.associationId,
      communityName,
      propertyAddress: [
        property.address1,
        property.address2,
        property.city,
        `${property.stateProvince} ${property.postalCode}`,
      ]
        .filter(Boolean)
        .join(', '),
    })),
    contacts: contacts.map(toContact).sort((a, b) => typeOrder[a.type] - typeOrder[b.type]),
  };
}
