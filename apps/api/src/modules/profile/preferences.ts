import type { Preferences, PreferencesPatch } from '@hoa/contracts/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ownerPreferences } from '../../db/schema/profile';

type PreferencesRow = typeof ownerPreferences.$inferSelect;

/** What an owner who never saved preferences gets: confirmations on, texts and directory listing off. */
const defaults: Preferences = {
  sendPaymentConfirmationEmail: true,
  receivePayBillingText: false,
  directory: {
    showName: false,
    showPhone: false,
    showEmail: false,
    showMailingAddress: false,
    showTitle: false,
  },
};

const toPreferences = (row: PreferencesRow | undefined): Preferences =>
  row
    ? {
        sendPaymentConfirmationEmail: row.sendPaymentConfirmationEmail,
        receivePayBillingText: row.receivePayBillingText,
        directory: {
          showName: row.directoryShowName,
          showPhone: row.directoryShowPhone,
          showEmail: row.directoryShowEmail,
          showMailingAddress: row.directoryShowMailingAddress,
          showTitle: row.directoryShowTitle,
        },
      }
    : defaults;

export async function loadPreferences(db: Db, ownerId: number): Promise<Preferences> {
  const [row] = await db.select().from(ownerPreferences).where(eq(ownerPreferences.ownerId, ownerId));
  return toPreferences(row);
}

/**
 * Applies the given fields only. Payment reminder texts are refused (400) when the management company
 * does not offer them; the route checks that.
 */
export async function updatePreferences(
  db: Db,
  options: { ownerId: number; patch: PreferencesPatch; now: Date },
): Promise<Preferences> {
  const { patch } = options;
  const columns = {
    ...(patch.sendPaymentConfirmationEmail !== undefined
      ? { sendPaymentConfirmationEmail: patch.sendPaymentConfirmationEmail }
      : {}),
    ...(patch.receivePayBillingText !== undefined
      ? { receivePayBillingText: patch.receivePayBillingText }
      : {}),
    ...(patch.directory?.showName !== undefined ? { directoryShowName: patch.directory.showName } : {}),
    ...(patch.directory?.showPhone !== undefined ? { directoryShowPhone: patch.directory.showPhone } : {}),
    ...(patch.directory?.showEmail !== undefined ? { directoryShowEmail: patch.directory.showEmail } : {}),
    ...(patch.directory?.showMailingAddress !== undefined
      ? { directoryShowMailingAddress: patch.directory.showMailingAddress }
      : {}),
    ...(patch.directory?.showTitle !== undefined ? { directoryShowTitle: patch.directory.showTitle } : {}),
    updatedAt: options.now,
  };
  const [row] = await db
    .insert(ownerPreferences)
    .values({ ownerId: options.ownerId, ...columns })
    .onConflictDoUpdate({ target: ownerPreferences.ownerId, set: columns })
    .returning();
  return toPreferences(row);
}
