import {
  achAuthorizationDisclosure,
  type Disclosure,
  paymentTermsDisclosure,
  savedMethodAutoDraftDisclosure,
} from '@hoa/contracts/payment-disclosures';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { acknowledgements } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';

/** The texts a homeowner can consent to, by id. */
const disclosures = new Map<string, Disclosure>(
  [paymentTermsDisclosure, achAuthorizationDisclosure, savedMethodAutoDraftDisclosure].map((disclosure) => [
    disclosure.id,
    disclosure,
  ]),
);

export interface AcknowledgementDto {
  disclosureId: string;
  version: string;
  confirmedAt: string;
}

const toDto = (row: typeof acknowledgements.$inferSelect): AcknowledgementDto => ({
  disclosureId: row.disclosureId,
  version: row.version,
  confirmedAt: row.confirmedAt.toISOString(),
});

/**
 * Records consent to the current version of a disclosure. Confirming again changes nothing: the
 * first confirmation (its time and address) is what counts.
 */
export async function confirmAcknowledgement(
  db: Db,
  principal: Principal,
  input: { disclosureId: string; version: string; ipAddress: string; now: Date },
): Promise<AcknowledgementDto> {
  const disclosure = disclosures.get(input.disclosureId);
  if (!disclosure) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such disclosure.' });
  if (input.version !== disclosure.version) {
    throw new AppError('CONFLICT', 'This text has changed. Please read it again.', {
      detail: `The current version of ${disclosure.id} is ${disclosure.version}.`,
    });
  }
  await db
    .insert(acknowledgements)
    .values({
      userId: principal.userId,
      disclosureId: disclosure.id,
      version: disclosure.version,
      confirmedAt: input.now,
      ipAddress: input.ipAddress,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(acknowledgements)
    .where(
      and(
        eq(acknowledgements.userId, principal.userId),
        eq(acknowledgements.disclosureId, disclosure.id),
        eq(acknowledgements.version, disclosure.version),
      ),
    );
  if (!row) throw new Error('The acknowledgement vanished');
  return toDto(row);
}

export async function listAcknowledgements(db: Db, principal: Principal): Promise<AcknowledgementDto[]> {
  const rows = await db
    .select()
    .from(acknowledgements)
    .where(eq(acknowledgements.userId, principal.userId))
    .orderBy(asc(acknowledgements.confirmedAt), asc(acknowledgements.disclosureId));
  return rows.map(toDto);
}
