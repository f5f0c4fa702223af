import type { Contact } from '@hoa/contracts/profile';
import type { ownerContacts } from '../../db/schema/profile';

type ContactRow = typeof ownerContacts.$inferSelect;

/** A stored contact as the API shows it. */
export function toContact(row: ContactRow): Contact {
  const base = { id: row.id, label: row.label, isPrimary: row.isPrimary };
  if (row.type === 'email') return { ...base, type: 'email', email: row.value ?? '' };
  if (row.type === 'phone') return { ...base, type: 'phone', phone: row.value ?? '' };
  return {
    ...base,
    type: 'address',
    name: row.name ?? '',
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
