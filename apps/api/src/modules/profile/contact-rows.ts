import type { Contact } from '@hoa/contracts/profile';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ownerContacts } from '../../db/schema/profile';

type ContactRow = typeof ownerContacts.$inferSelect;

type AddressColumns =
  | 'street'
  | 'secondAddress'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'province'
  | 'postalCode';

/** A stored mailing address's fields as the API shows them ('' where none is kept). */
export function addressLinesOf(row: { isInternational: boolean } & Pick<ContactRow, AddressColumns>) {
  return {
    isInternational: row.isInternational,
    street: row.street ?? '',
    secondAddress: row.secondAddress ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
    country: row.country ?? '',
    province: row.province ?? '',
    postalCode: row.postalCode ?? '',
  };
}

/** A stored contact as the API shows it. */
export function toContact(row: ContactRow): Contact {
  const base = { id: row.id, label: row.label, isPrimary: row.isPrimary };
  if (row.type === 'email') return { ...base, type: 'email', email: row.value ?? '' };
  if (row.type === 'phone') return { ...base, type: 'phone', phone: row.value ?? '' };
  return { ...base, type: 'address', name: row.name ?? '', ...addressLinesOf(row) };
}

/** One of an owner's contacts as the API shows it, or null (the audit log's "before"; authorize first). */
export async function loadContact(db: Db, ownerId: number, contactId: number): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(ownerContacts)
    .where(and(eq(ownerContacts.ownerId, ownerId), eq(ownerContacts.id, contactId)));
  return row ? toContact(row) : null;
}
