import {
  type CreateRequest,
  communityMessages,
  createRequestSchema,
  reservationMaxDaysAhead,
} from '@hoa/contracts/community';
import { isRealDate, localInstant, localParts } from '@hoa/contracts/community-time';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { amenities, homeownerRequests, requestStatusChanges, reservations } from '../../db/schema/community';
import { properties } from '../../db/schema/properties';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { isExclusionViolation, reservationConflict } from './reservation-conflict';

type Input = z.output<typeof createRequestSchema>;

/** An input mistake at one field: `body.<field>: …`, which the form shows at that field. */
const invalid = (field: 'date' | 'startTime' | 'endTime', message: string) => fieldInvalid(field, message);

interface ReservationSlot {
  amenityId: number;
  amenityName: string;
  startsAt: Date;
  endsAt: Date;
}

async function reservationSlot(
  db: Db,
  input: Extract<Input, { kind: 'reservation' }>,
  context: { associationId: number; timeZone: string; now: Date },
): Promise<ReservationSlot> {
  const [amenity] = await db
    .select()
    .from(amenities)
    .where(and(eq(amenities.id, input.amenityId), eq(amenities.associationId, context.associationId)));
  if (!amenity) {
    throw new AppError('NOT_FOUND', 'Not Found', { detail: 'This association has no such amenity.' });
  }
  if (!isRealDate(input.date)) throw invalid('date', 'The date is not a real calendar date.');
  const today = localParts(context.now, context.timeZone).date;
  if (input.date < today) throw invalid('date', communityMessages.dateInPast);
  if (input.date > addCalendarDays(today, reservationMaxDaysAhead))
    throw invalid('date', communityMessages.tooFarAhead);
  if (input.endTime <= input.startTime) throw invalid('endTime', communityMessages.endBeforeStart);
  if (input.startTime < amenity.opensAt || input.endTime > amenity.closesAt) {
    const field = input.startTime < amenity.opensAt ? 'startTime' : 'endTime';
    throw invalid(field, communityMessages.outsideHours(amenity.opensAt, amenity.closesAt));
  }
  const startsAt = localInstant(input.date, input.startTime, context.timeZone);
  if (startsAt.getTime() <= context.now.getTime()) throw invalid('startTime', communityMessages.startInPast);
  return {
    amenityId: amenity.id,
    amenityName: amenity.name,
    startsAt,
    endsAt: localInstant(input.date, input.endTime, context.timeZone),
  };
}

function subjectOf(input: Input, slot: ReservationSlot | null): string {
  if (input.kind === 'general') return input.subject;
  if (input.kind === 'arc') return `${input.arcType} request`;
  return `Reservation: ${slot?.amenityName ?? ''} on ${input.date}, ${input.startTime}-${input.endTime}`;
}

/**
 * Submits a request for one of the caller's properties, with its first status ('submitted') and, for a
 * reservation, a tentative hold on the slot. All or nothing; an overlapping tentative or confirmed
 * reservation of the amenity (also one committed a moment earlier by a concurrent request) is a 409.
 */
export async function createRequest(
  db: Db,
  options: { principal: Principal; input: CreateRequest | Input; now: Date },
): Promise<number> {
  const input = createRequestSchema.parse(options.input);
  await authorize(db, options.principal, {
    action: 'write',
    resource: { type: 'property', id: input.propertyId },
  });
  const [property] = await db
    .select({
      associationId: properties.associationId,
      ownerId: properties.ownerId,
      timeZone: associations.timeZone,
    })
    .from(properties)
    .innerJoin(associations, eq(associations.id, properties.associationId))
    .where(eq(properties.id, input.propertyId));
  if (!property) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  const slot =
    input.kind === 'reservation' ? await reservationSlot(db, input, { ...property, now: options.now }) : null;
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(homeownerRequests)
        .values({
          associationId: property.associationId,
          propertyId: input.propertyId,
          ownerId: property.ownerId,
          submittedByUserId: options.principal.userId,
          kind: input.kind,
          status: 'submitted',
          subject: subjectOf(input, slot),
          description: input.description,
          arcType: input.kind === 'arc' ? input.arcType : null,
          createdAt: options.now,
          updatedAt: options.now,
        })
        .returning({ id: homeownerRequests.id });
      const requestId = (request as { id: number }).id;
      await tx.insert(requestStatusChanges).values({
        requestId,
        status: 'submitted',
        changedByUserId: options.principal.userId,
        changedBy: 'homeowner',
        changedAt: options.now,
      });
      if (slot) {
        await tx.insert(reservations).values({
          requestId,
          associationId: property.associationId,
          amenityId: slot.amenityId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'tentative',
        });
      }
      return requestId;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw reservationConflict();
    throw error;
  }
}
