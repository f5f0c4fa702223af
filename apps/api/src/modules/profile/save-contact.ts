import {
  type AddressValues,
  type Contact,
  type ContactInput,
  profileErrorCodes,
  profileMessages,
} from '@hoa/contracts/profile';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { owners } from '../../db/schema/owners';
import { type ContactTypeName, ownerContacts } from '../../db/schema/profile';
import { AppError } from '../../errors/app-error';
import { toContact } from './contact-rows';

/** What a route saves: an e-mail or phone (the /contact calls) or a mailing address (the /address calls). */
export type ContactValues = ContactInput | ({ type: 'address' } & AddressValues);

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });

function columnsOf(values: ContactValues) {
  if (values.type !== 'address') {
    return {
      type: values.type,
      label: values.label.trim(),
      value: values.type === 'email' ? values.email.trim() : values.phone.trim(),
    };
  }
  const international = values.isInternational;
  return {
    type: 'address' as const,
    label: values.label,
    name: values.name,
    isInternational: international,
    street: values.street,
    secondAddress: values.secondAddress || null,
    city: values.city,
    // only the fields of the kind of address chosen are kept
    state: international ? null : values.state.toUpperCase(),
    zip: international ? null : values.zip,
    country: international ? values.country : null,
    province: international ? values.province : null,
    postalCode: international ? values.postalCode : null,
  };
}

/** Serialises an owner's contact changes: the primary switch and the checks read a stable set. */
async function lockOwner(tx: Db, ownerId: number): Promise<void> {
  const rows = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
  if (rows.length === 0) throw notFound();
}

async function hasPrimary(tx: Db, ownerId: number, type: ContactTypeName, except?: number) {
  const rows = await tx
    .select({ id: ownerContacts.id })
    .from(ownerContacts)
    .where(
      and(
        eq(ownerContacts.ownerId, ownerId),
        eq(ownerContacts.type, type),
        eq(ownerContacts.isPrimary, true),
        ...(except ? [ne(ownerContacts.id, except)] : []),
      ),
    );
  return rows.length > 0;
}

/**
 * Adds (no contactId) or replaces a contact in one transaction. The first contact of a type is its
 * primary; making one primary un-primaries the previous one; the primary cannot be un-made (another
 * must be made primary instead), so there is always exactly one per type.
 */
export async function saveContact(
  db: Db,
  options: { ownerId: number; contactId?: number; values: ContactValues; now: Date },
): Promise<Contact> {
  const { ownerId, contactId, values, now } = options;
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    let wasPrimary = false;
    if (contactId !== undefined) {
      const [existing] = await tx
        .select()
        .from(ownerContacts)
        .where(and(eq(ownerContacts.id, contactId), eq(ownerContacts.ownerId, ownerId)));
      // an address through /contact or an e-mail through /address is not a record of that call
      if (!existing || (existing.type === 'address') !== (values.type === 'address')) throw notFound();
      if (existing.type !== values.type) {
        throw new AppError('CONFLICT', profileMessages.typeCannotChange, {
          errorCode: profileErrorCodes.typeCannotChange,
          detail: `body.type: ${profileMessages.typeCannotChange}`,
        });
      }
      wasPrimary = existing.isPrimary;
      if (wasPrimary && values.isPrimary === false) {
        throw new AppError('CONFLICT', profileMessages.primaryCannotBeUnset, {
          errorCode: profileErrorCodes.primaryCannotBeUnset,
          detail: `body.isPrimary: ${profileMessages.primaryCannotBeUnset}`,
        });
      }
    }
    const makePrimary =
      wasPrimary || values.isPrimary === true || !(await hasPrimary(tx, ownerId, values.type, contactId));
    if (makePrimary && !wasPrimary) {
      await tx
        .update(ownerContacts)
        .set({ isPrimary: false, updatedAt: now })
        .where(
          and(
            eq(ownerContacts.ownerId, ownerId),
            eq(ownerContacts.type, values.type),
            eq(ownerContacts.isPrimary, true),
          ),
        );
    }
    const columns = { ...columnsOf(values), isPrimary: makePrimary, updatedAt: now };
    const [row] =
      contactId === undefined
        ? await tx
            .insert(ownerContacts)
            .values({ ...columns, ownerId, createdAt: now })
            .returning()
        : await tx.update(ownerContacts).set(columns).where(eq(ownerContacts.id, contactId)).returning();
    if (!row) throw notFound();
    return toContact(row);
  });
}

/** Deletes a contact that is not its type's primary (the primary is changed, never left without one). */
export async function deleteContact(
  db: Db,
  options: { ownerId: number; contactId: number; kind: 'contact' | 'address' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, options.ownerId);
    const [existing] = await tx
      .select()
      .from(ownerContacts)
      .where(and(eq(ownerContacts.id, options.contactId), eq(ownerContacts.ownerId, options.ownerId)));
    if (!existing || (existing.type === 'address') !== (options.kind === 'address')) throw notFound();
    if (existing.isPrimary) {
      throw new AppError('CONFLICT', profileMessages.primaryCannotBeDeleted, {
        errorCode: profileErrorCodes.primaryCannotBeDeleted,
        detail: profileMessages.primaryCannotBeDeleted,
      });
    }
    await tx.delete(ownerContacts).where(eq(ownerContacts.id, existing.id));
  });
}
