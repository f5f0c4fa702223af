import { and, eq } from 'drizzle-orm';
import { userOwners } from '../../src/db/schema/memberships';
import { conversations } from '../../src/db/schema/messages';
import { ownerContacts } from '../../src/db/schema/profile';
import type { TestApp } from '../helper';

/** Homeowner A's profile records in the demo data, for the authorization matrix. */
export interface ProfileIds {
  ownerId: number;
  primaryEmailId: number;
  primaryAddressId: number;
  conversationId: number;
  /** A's primary mailing address as a PUT body (repeating it changes nothing). */
  primaryAddress: Record<string, string | boolean>;
}

export async function profileIdsOf(test: TestApp, userId: number): Promise<ProfileIds> {
  const db = test.database.db;
  const [link] = await db.select().from(userOwners).where(eq(userOwners.userId, userId));
  if (!link) throw new Error('Homeowner A has no owner record');
  const primary = async (type: 'email' | 'address') => {
    const [row] = await db
      .select({ id: ownerContacts.id })
      .from(ownerContacts)
      .where(
        and(
          eq(ownerContacts.ownerId, link.ownerId),
          eq(ownerContacts.type, type),
          eq(ownerContacts.isPrimary, true),
        ),
      );
    if (!row) throw new Error(`Homeowner A has no primary ${type}`);
    return row.id;
  };
  const [home] = await db
    .select()
    .from(ownerContacts)
    .where(eq(ownerContacts.id, await primary('address')));
  const [conversation] = await db.select().from(conversations).where(eq(conversations.ownerId, link.ownerId));
  if (!conversation) throw new Error('Homeowner A has no demo conversation');
  return {
    ownerId: link.ownerId,
    primaryEmailId: await primary('email'),
    primaryAddressId: await primary('address'),
    conversationId: conversation.id,
    primaryAddress: {
      label: home?.label ?? '',
      name: home?.name ?? '',
      street: home?.street ?? '',
      secondAddress: home?.secondAddress ?? '',
      city: home?.city ?? '',
      state: home?.state ?? '',
      zip: home?.zip ?? '',
      isPrimary: true,
    },
  };
}
