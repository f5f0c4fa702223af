import type { DirectoryEntry, DirectoryPage } from '@hoa/contracts/directory';
import { formatContactAddress } from '@hoa/contracts/profile';
import { and, asc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associationMemberships, userOwners } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { ownerContacts, ownerPreferences } from '../../db/schema/profile';
import { properties } from '../../db/schema/properties';
import { addressLinesOf } from '../profile/contact-rows';

const p = ownerPreferences;

const primary = (type: 'email' | 'phone' | 'address', column: SQL | typeof ownerContacts.value) =>
  sql`(select ${column} from ${ownerContacts} where ${ownerContacts.ownerId} = ${owners.id}
        and ${ownerContacts.type} = ${type} and ${ownerContacts.isPrimary} limit 1)`;

/** Each field is computed only when its owner chose to show it, so neither the answer nor the search sees the rest. */
export function visibleFields(associationId: number) {
  const address = (column: SQL | typeof ownerContacts.value) =>
    sql<string | null>`case when ${p.directoryShowMailingAddress} then ${primary('address', column)} end`;
  return {
    name: sql<
      string | null
    >`case when ${p.directoryShowName} then ${owners.firstName} || ' ' || ${owners.lastName} end`,
    phone: sql<
      string | null
    >`case when ${p.directoryShowPhone} then ${primary('phone', ownerContacts.value)} end`,
    email: sql<
      string | null
    >`case when ${p.directoryShowEmail} then ${primary('email', ownerContacts.value)} end`,
    address: {
      street: address(sql`${ownerContacts.street}`),
      secondAddress: address(sql`${ownerContacts.secondAddress}`),
      city: address(sql`${ownerContacts.city}`),
      state: address(sql`${ownerContacts.state}`),
      zip: address(sql`${ownerContacts.zip}`),
      country: address(sql`${ownerContacts.country}`),
      province: address(sql`${ownerContacts.province}`),
      postalCode: address(sql`${ownerContacts.postalCode}`),
      isInternational: address(sql`${ownerContacts.isInternational}::text`),
    },
    title: sql<string | null>`case when ${p.directoryShowTitle} then (
      select case when bool_or(${associationMemberships.role} = 'board_chair') then 'Board chair'
                  when bool_or(${associationMemberships.role} = 'board_member') then 'Board member' end
      from ${associationMemberships} join ${userOwners} on ${userOwners.userId} = ${associationMemberships.userId}
      where ${userOwners.ownerId} = ${owners.id} and ${associationMemberships.associationId} = ${associationId}) end`,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owners of an association's properties who chose to be listed (any directory field on), with only
 * those fields; the search matches the shown fields only. Ordered by the shown last name, then unnamed.
 */
export async function listDirectory(
  db: Db,
  options: { associationId: number; search?: string; page: number; pageSize: number },
): Promise<DirectoryPage> {
  const { associationId, page, pageSize } = options;
  const fields = visibleFields(associationId);
  const addressText = sql`concat_ws(' ', ${fields.address.street}, ${fields.address.secondAddress}, ${fields.address.city},
    ${fields.address.state}, ${fields.address.zip}, ${fields.address.province}, ${fields.address.postalCode},
    ${fields.address.country})`;
  const search = options.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const matches = pattern
    ? or(
        sql`${fields.name} ilike ${pattern}`,
        sql`${fields.phone} ilike ${pattern}`,
        sql`${fields.email} ilike ${pattern}`,
        sql`${addressText} ilike ${pattern}`,
        sql`${fields.title} ilike ${pattern}`,
      )
    : undefined;
  const rows = await db
    .select({
      ownerId: owners.id,
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      title: fields.title,
      ...fields.address,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(owners)
    .innerJoin(p, eq(p.ownerId, owners.id))
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(properties)
            .where(and(eq(properties.ownerId, owners.id), eq(properties.associationId, associationId))),
        ),
        sql`coalesce(${fields.name}, ${fields.phone}, ${fields.email}, ${fields.address.street}, ${fields.title}) is not null`,
        matches,
      ),
    )
    .orderBy(
      sql`case when ${p.directoryShowName} then ${owners.lastName} end asc nulls last`,
      sql`case when ${p.directoryShowName} then ${owners.firstName} end asc nulls last`,
      asc(owners.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const entries = rows.map((row): DirectoryEntry => {
    const entry: DirectoryEntry = { ownerId: row.ownerId };
    if (row.name) entry.name = row.name;
    if (row.phone) entry.phone = row.phone;
    if (row.email) entry.email = row.email;
    if (row.street) {
      entry.mailingAddress = formatContactAddress(
        addressLinesOf({ ...row, isInternational: row.isInternational === 'true' }),
      );
    }
    if (row.title) entry.title = row.title;
    return entry;
  });
  return { entries, total: rows[0]?.total ?? (page === 1 ? 0 : await countAll()), page, pageSize };

  // a page past the end has no rows to carry the total
  async function countAll(): Promise<number> {
    const first = await listDirectory(db, { ...options, page: 1, pageSize: 1 });
    return first.total;
  }
}
