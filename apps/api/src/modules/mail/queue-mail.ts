import { defaultDesignTemplate } from '@hoa/contracts/design-templates';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { managementCompanies } from '../../db/schema/management-companies';
import { ownerPreferences } from '../../db/schema/profile';
import { unique } from '../payments/notice-facts';
import { enqueueMails, type MailAttachment } from './enqueue-mail';
import type { ComposedMail } from './templates/catalog';
import { type Branding, renderMail } from './templates/render';

/** Whose name and colours a message carries: the association's, or the company's before one is known. */
export type Sender = { associationId: number } | { managementCompanyId: number };

export interface MailToQueue {
  to: string;
  mail: ComposedMail;
  sender: Sender;
  /** The owner whose preferences decide a payment confirmation (none: it goes). */
  ownerId?: number | null | undefined;
  /** Files sent with it (a notice letter). */
  attachments?: readonly MailAttachment[];
}

/** The owners' "Send payment confirmation e-mail" preference (no preferences saved: yes). */
async function paymentConfirmationPreferencesOf(
  db: Db,
  ownerIds: readonly number[],
): Promise<(ownerId: number) => boolean> {
  const ids = unique(ownerIds);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ ownerId: ownerPreferences.ownerId, wants: ownerPreferences.sendPaymentConfirmationEmail })
          .from(ownerPreferences)
          .where(inArray(ownerPreferences.ownerId, ids));
  const byOwner = new Map(rows.map((row) => [row.ownerId, row.wants]));
  return (ownerId) => byOwner.get(ownerId) ?? true;
}

/** The senders' branding, one read per kind of sender. */
async function brandingsOf(db: Db, senders: readonly Sender[]): Promise<(sender: Sender) => Branding> {
  const associationIds = unique(senders.flatMap((s) => ('associationId' in s ? [s.associationId] : [])));
  const companyIds = unique(
    senders.flatMap((s) => ('managementCompanyId' in s ? [s.managementCompanyId] : [])),
  );
  const associationRows =
    associationIds.length === 0
      ? []
      : await db
          .select({
            id: associations.id,
            name: associations.name,
            designTemplate: associations.designTemplate,
            logoUrl: associations.logoUrl,
          })
          .from(associations)
          .where(inArray(associations.id, associationIds));
  const companyRows =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: managementCompanies.id, name: managementCompanies.name })
          .from(managementCompanies)
          .where(inArray(managementCompanies.id, companyIds));
  const byAssociation = new Map(associationRows.map((row) => [row.id, row]));
  const byCompany = new Map(companyRows.map((row) => [row.id, row.name]));
  const plain = (name: string): Branding => ({ name, designTemplate: defaultDesignTemplate, logoUrl: null });
  return (sender) => {
    if ('associationId' in sender) return byAssociation.get(sender.associationId) ?? plain('Your community');
    return plain(byCompany.get(sender.managementCompanyId) ?? 'Your community');
  };
}

/**
 * Renders and queues messages in the caller's transaction (so they go exactly when what caused them
 * commits). A payment confirmation to an owner who turned them off is left out; essential mail always
 * goes. Returns how many were queued.
 */
export async function queueMails(db: Db, mails: readonly MailToQueue[], now: Date): Promise<number> {
  if (mails.length === 0) return 0;
  const wants = await paymentConfirmationPreferencesOf(
    db,
    mails.flatMap((m) => (m.mail.audience === 'paymentConfirmation' && m.ownerId != null ? [m.ownerId] : [])),
  );
  const sending = mails.filter(
    (m) => m.mail.audience === 'essential' || m.ownerId == null || wants(m.ownerId),
  );
  const brandingOf = await brandingsOf(
    db,
    sending.map((m) => m.sender),
  );
  await enqueueMails(
    db,
    sending.map((m) => ({
      to: m.to,
      ...renderMail(m.mail.content, brandingOf(m.sender)),
      ...(m.attachments ? { attachments: m.attachments } : {}),
    })),
    now,
  );
  return sending.length;
}

/** `queueMails` for one message. */
export async function queueMail(db: Db, mail: MailToQueue, now: Date): Promise<number> {
  return queueMails(db, [mail], now);
}
