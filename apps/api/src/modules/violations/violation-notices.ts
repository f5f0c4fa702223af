import { formatMoney } from '@hoa/contracts/format';
import { noticeStages, type ViolationStage, violationStageLabels } from '@hoa/contracts/violations';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { userOwners } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { violationEscalations, violationEvents, violations } from '../../db/schema/violations';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { PdfCanvas } from '../statements/pdf-canvas';
import { drawDocumentHeader } from '../statements/statement-first-page';
import { contentWidth, left, muted } from '../statements/statement-pdf-style';
import { toWinAnsi } from '../statements/win-ansi';

/** What a notice letter says: the violation as it was, the stage it reached, and the fine or hearing. */
export interface NoticeFacts {
  eventId: number;
  violationId: number;
  associationId: number;
  associationName: string;
  timeZone: string;
  stage: ViolationStage;
  sentAt: Date;
  ownerId: number;
  ownerName: string;
  ownerEmail: string | null;
  address: string;
  cityLine: string;
  category: string;
  description: string;
  ruleReference: string;
  observedOn: string;
  fineAmount: number | null;
  hearingOn: string | null;
}

/** The facts of one notice (a stage change to a notice stage of this violation), or null. */
export async function noticeFacts(db: Db, violationId: number, eventId: number): Promise<NoticeFacts | null> {
  const [row] = await db
    .select({
      eventId: violationEvents.id,
      violationId: violations.id,
      associationId: violations.associationId,
      associationName: associations.name,
      timeZone: associations.timeZone,
      stage: violationEvents.toStage,
      sentAt: violationEvents.occurredAt,
      ownerId: owners.id,
      firstName: owners.firstName,
      lastName: owners.lastName,
      ownerEmail: owners.primaryEmail,
      address1: properties.address1,
      address2: properties.address2,
      city: properties.city,
      state: properties.stateProvince,
      postalCode: properties.postalCode,
      category: violations.category,
      description: violations.description,
      ruleReference: violations.ruleReference,
      observedOn: violations.observedOn,
      fineAmount: violationEscalations.fineAmount,
      hearingOn: violationEscalations.hearingOn,
    })
    .from(violationEvents)
    .innerJoin(violations, eq(violations.id, violationEvents.violationId))
    .innerJoin(associations, eq(associations.id, violations.associationId))
    .innerJoin(properties, eq(properties.id, violations.propertyId))
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .leftJoin(violationEscalations, eq(violationEscalations.id, violationEvents.escalationId))
    .where(
      and(
        eq(violationEvents.id, eventId),
        eq(violationEvents.violationId, violationId),
        eq(violationEvents.kind, 'stage'),
      ),
    );
  if (!row?.stage || !noticeStages.includes(row.stage)) return null;
  let ownerEmail = row.ownerEmail;
  if (!ownerEmail) {
    const [user] = await db
      .select({ email: users.email })
      .from(userOwners)
      .innerJoin(users, eq(users.id, userOwners.userId))
      .where(eq(userOwners.ownerId, row.ownerId))
      .orderBy(asc(users.id))
      .limit(1);
    ownerEmail = user?.email ?? null;
  }
  return {
    eventId: row.eventId,
    violationId: row.violationId,
    associationId: row.associationId,
    associationName: row.associationName,
    timeZone: row.timeZone,
    stage: row.stage,
    sentAt: row.sentAt,
    ownerId: row.ownerId,
    ownerName: `${row.firstName} ${row.lastName}`.trim(),
    ownerEmail,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    cityLine: `${row.city}, ${row.state} ${row.postalCode}`,
    category: row.category,
    description: row.description,
    ruleReference: row.ruleReference,
    observedOn: row.observedOn,
    fineAmount: row.fineAmount,
    hearingOn: row.hearingOn,
  };
}

/**
 * Queues the owner's e-mail about a notice, with the letter attached as a PDF, in the caller's transaction
 * (it goes exactly when the stage change commits). Downloads render the letter from the same row: the same
 * bytes as the attachment.
 */
export async function queueViolationNotice(
  tx: Db,
  options: { violationId: number; eventId: number; now: Date },
): Promise<void> {
  const facts = await noticeFacts(tx, options.violationId, options.eventId);
  if (!facts?.ownerEmail) return;
  await queueMail(
    tx,
    {
      to: facts.ownerEmail,
      mail: composeMail('violationNotice', {
        address: facts.address,
        kind: facts.stage,
        category: facts.category,
        ruleReference: facts.ruleReference,
        description: facts.description,
        fineAmount: facts.stage === 'fine' ? facts.fineAmount : null,
        hearingOn: facts.stage === 'hearing' ? facts.hearingOn : null,
      }),
      sender: { associationId: facts.associationId },
      ownerId: facts.ownerId,
      attachments: [
        {
          fileName: noticeFileName(facts),
          contentType: 'application/pdf',
          content: await renderNoticePdf(facts),
        },
      ],
    },
    options.now,
  );
}

const stageParagraph: Partial<Record<ViolationStage, string>> = {
  courtesy_notice:
    'This courtesy notice asks you to correct the condition described below. Many such matters are simple oversights; no further action will follow once it is corrected.',
  first_notice:
    'The condition described below has not been corrected since our courtesy notice. Please correct it within 14 days of this letter.',
  second_notice:
    'The condition described below is still not corrected. If it is not corrected within 14 days of this letter, the board may levy a fine as the governing documents allow.',
  fine: 'The board has levied the fine below for the condition described, as the governing documents allow. It has been charged to your account.',
  hearing:
    'The board has scheduled a hearing about the condition described below. You may attend and be heard before the board decides further action.',
};

/** The day a notice went out, in the association's time zone, written out ("December 7, 2026"). */
function longDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(at);
}

function dayOf(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** The notice letter as a US-letter PDF (the statements' header and footers). */
export function renderNoticePdf(facts: NoticeFacts): Promise<Buffer> {
  const association = toWinAnsi(facts.associationName);
  const title = violationStageLabels[facts.stage];
  const sent = longDate(facts.sentAt, facts.timeZone);
  const canvas = new PdfCanvas(association, `${title} \u00b7 ${toWinAnsi(facts.address)}`, {
    Title: `${title} \u2013 ${facts.address}`,
    Author: association,
    Subject: `Violation notice: ${facts.category}`,
    Creator: 'HOA portal',
    Producer: 'HOA portal (PDFKit)',
    CreationDate: facts.sentAt,
    ModDate: facts.sentAt,
  });
  const paragraph = (value: string, font: 'Helvetica' | 'Helvetica-Bold' = 'Helvetica', gap = 10) => {
    canvas.ensureSpace(30);
    canvas.font(font, 10.5);
    canvas.doc.text(toWinAnsi(value), left, canvas.y, { width: contentWidth, lineGap: 2 });
    canvas.y = canvas.doc.y + gap;
  };
  return canvas.render(() => {
    canvas.doc.addPage();
    drawDocumentHeader(canvas, { logo: null, title: `Violation: ${title}`, subtitle: sent });
    paragraph(facts.ownerName, 'Helvetica-Bold', 2);
    paragraph(facts.address, 'Helvetica', 2);
    paragraph(facts.cityLine, 'Helvetica', 18);
    paragraph(`Dear ${facts.ownerName},`);
    paragraph(stageParagraph[facts.stage] ?? '');
    paragraph(`Category: ${facts.category}`, 'Helvetica-Bold', 4);
    paragraph(`Rule: ${facts.ruleReference}`, 'Helvetica', 4);
    paragraph(`Observed on: ${dayOf(facts.observedOn)}`, 'Helvetica', 4);
    paragraph(`What was observed: ${facts.description}`);
    if (facts.stage === 'fine' && facts.fineAmount !== null) {
      paragraph(`Fine charged to your account: ${formatMoney(facts.fineAmount)}`, 'Helvetica-Bold');
    }
    if (facts.stage === 'hearing') {
      paragraph(
        facts.hearingOn
          ? `Hearing date: ${dayOf(facts.hearingOn)}`
          : 'The management company will write to you with the hearing date.',
        'Helvetica-Bold',
      );
    }
    paragraph(
      'You can reply to this notice in the portal (Violations), where this letter and the history of the matter are kept.',
    );
    paragraph(`The Board of Directors, ${facts.associationName}`);
    canvas.font('Helvetica', 8, muted);
    canvas.drawFooters(`${title} \u00b7 Sent ${sent} \u00b7 ${association}`);
  });
}

/** The notice's file name: the stage and the day it was sent. */
export const noticeFileName = (facts: NoticeFacts) =>
  `${facts.stage.replace(/_/g, '-')}-${facts.sentAt.toISOString().slice(0, 10)}.pdf`;
