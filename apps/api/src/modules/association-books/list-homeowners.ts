import type { HomeownerList, HomeownerRow } from '@hoa/contracts/association-homeowners';
import { formatContactAddress } from '@hoa/contracts/profile';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { owners } from '../../db/schema/owners';
import { ownerPreferences } from '../../db/schema/profile';
import { properties } from '../../db/schema/properties';
import { visibleFields } from '../directory/list-directory';
import { addressLinesOf } from '../profile/contact-rows';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The association's properties with their owner, balance (the sum of the property's sub-ledger totals,
 * kept by the books) and the contact fields the owner's directory settings show to members (ADR 125):
 * the directory's own expressions, so an e-mail, phone or mailing address an owner hid is neither
 * answered nor searched.
 */
function homeownerQuery(db: Db, associationId: number, search: string) {
  const fields = visibleFields(associationId);
  const name = sql<string>`${owners.firstName} || ' ' || ${owners.lastName}`;
  const address = sql<string>`concat_ws(', ', ${properties.address1}, nullif(${properties.address2}, ''))`;
  const mailingText = sql`concat_ws(' ', ${fields.address.street}, ${fields.address.city}, ${fields.address.zip})`;
  const balance = sql<string>`(select coalesce(sum(t.balance), 0) from sub_ledgers sl
    join sub_ledger_totals t on t.sub_ledger_id = sl.id where sl.property_id = ${properties.id})`;
  const pattern = search.trim() ? `%${escapeLike(search.trim())}%` : null;
  const matches: SQL | undefined = pattern
    ? or(
        sql`${name} ilike ${pattern}`,
        sql`${properties.accountNumber} ilike ${pattern}`,
        sql`${address} ilike ${pattern}`,
        sql`${mailingText} ilike ${pattern}`,
        sql`${fields.email} ilike ${pattern}`,
        sql`${fields.phone} ilike ${pattern}`,
      )
    : undefined;
  return db
    .select({
      propertyId: properties.id,
      ownerName: name,
      address,
      accountNumber: properties.accountNumber,
      email: fields.email,
      phone: fields.phone,
      ...fields.address,
      balance,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(properties)
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .leftJoin(ownerPreferences, eq(ownerPreferences.ownerId, owners.id))
    .where(and(eq(properties.associationId, associationId), matches))
    .orderBy(asc(owners.lastName), asc(owners.firstName), asc(properties.accountNumber), asc(properties.id));
}

type QueryRow = Awaited<ReturnType<typeof homeownerQuery>>[number];

const rowOf = (row: QueryRow): HomeownerRow => ({
  propertyId: row.propertyId,
  ownerName: row.ownerName,
  address: row.address,
  accountNumber: row.accountNumber,
  mailingAddress: row.street
    ? formatContactAddress(addressLinesOf({ ...row, isInternational: row.isInternational === 'true' }))
    : null,
  email: row.email,
  phone: row.phone,
  balance: Number(row.balance),
});

/** One page of the association's homeowners (authorize first). */
export async function listHomeowners(
  db: Db,
  options: { associationId: number; search: string; page: number; pageSize: number },
): Promise<HomeownerList> {
  const { associationId, search, page, pageSize } = options;
  const rows = await homeownerQuery(db, associationId, search)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total =
    rows[0]?.total ??
    (page === 1 ? 0 : ((await homeownerQuery(db, associationId, search).limit(1))[0]?.total ?? 0));
  return { items: rows.map(rowOf), total, page, pageSize };
}

/** Every matching homeowner in batches, for the CSV. */
export async function* exportHomeowners(
  db: Db,
  options: { associationId: number; search: string },
): AsyncGenerator<HomeownerRow[]> {
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const rows = await homeownerQuery(db, options.associationId, options.search).limit(batch).offset(offset);
    if (rows.length > 0) yield rows.map(rowOf);
    if (rows.length < batch) return;
  }
}
