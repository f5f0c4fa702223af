import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { sandboxCharges, sandboxEvents } from '../../../db/schema/sandbox-processor';
import type { ProcessorEventType } from '../port';
import type { SandboxContext } from './context';
import { newId } from './ids';
import type { ChargeRow } from './states';
import { signatureHeaderFor } from './webhook-signature';

export interface EventToRecord {
  type: ProcessorEventType;
  objectType: 'charge' | 'setup';
  objectId: string;
  at: Date;
  /** Transitions that happen once per object (settled, returned) say so; one-off events get their own id. */
  once?: boolean;
}

/** Records an event, in the caller's transaction; a transition already recorded is left alone. */
export async function recordEvent(db: Db, event: EventToRecord): Promise<void> {
  const id = newId('evt');
  await db
    .insert(sandboxEvents)
    .values({
      id,
      type: event.type,
      objectType: event.objectType,
      objectId: event.objectId,
      dedupeKey: event.once ? `${event.objectId}:${event.type}` : id,
      createdAt: event.at,
    })
    .onConflictDoNothing({ target: sandboxEvents.dedupeKey });
}

interface Transition {
  type: 'charge.succeeded' | 'charge.returned';
  next: Date | null;
}

/** The time-driven transition a bank charge reaches at `nextEventAt`, and when the one after falls due. */
function transitionAt(charge: ChargeRow, at: Date): Transition {
  if (charge.returnsAt && at.getTime() >= charge.returnsAt.getTime()) {
    return { type: 'charge.returned', next: null };
  }
  return { type: 'charge.succeeded', next: charge.returnsAt };
}

/**
 * Bank charges settle and return by the clock alone; their events are written once they fall due
 * (each charge under a row lock, so two deliverers record a transition once).
 */
export async function recordDueTransitions(context: SandboxContext, now: Date): Promise<void> {
  const due = await context.db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(lte(sandboxCharges.nextEventAt, now))
    .orderBy(asc(sandboxCharges.nextEventAt))
    .limit(500);
  for (const { id } of due) {
    await context.db.transaction(async (tx) => {
      let [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.id, id), lte(sandboxCharges.nextEventAt, now)))
        .for('update');
      while (charge?.nextEventAt && charge.nextEventAt.getTime() <= now.getTime()) {
        const transition = transitionAt(charge, charge.nextEventAt);
        await recordEvent(tx, {
          type: transition.type,
          objectType: 'charge',
          objectId: charge.id,
          at: charge.nextEventAt,
          once: true,
        });
        [charge] = await tx
          .update(sandboxCharges)
          .set({ nextEventAt: transition.next })
          .where(eq(sandboxCharges.id, charge.id))
          .returning();
      }
    });
  }
}

export interface WebhookEnvelope {
  id: string;
  object: 'event';
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export type Deliver = (rawBody: Buffer, signatureHeader: string) => Promise<void>;

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/**
 * Sends every event due by `now`, oldest first, each signed with the webhook secret and carrying the
 * object as it is at `now`. Delivery is at least once: a failed delivery stays due and is sent again
 * next time, and two deliverers running at once may both send an event (receivers dedupe by id).
 */
export async function deliverDueEvents(
  context: SandboxContext,
  options: {
    secret: string;
    objectAt: (type: 'charge' | 'setup', id: string, now: Date) => Promise<unknown>;
  },
  now: Date,
  deliver: Deliver,
): Promise<DeliveryReport> {
  await recordDueTransitions(context, now);
  const due = await context.db
    .select()
    .from(sandboxEvents)
    .where(and(isNull(sandboxEvents.deliveredAt), lte(sandboxEvents.createdAt, now)))
    .orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id))
    .limit(500);
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (const event of due) {
    const envelope: WebhookEnvelope = {
      id: event.id,
      object: 'event',
      type: event.type,
      created: Math.floor(event.createdAt.getTime() / 1000),
      data: { object: await options.objectAt(event.objectType, event.objectId, now) },
    };
    const rawBody = Buffer.from(JSON.stringify(envelope));
    try {
      await deliver(rawBody, signatureHeaderFor(options.secret, rawBody, now));
      await markDelivered(context.db, event.id, now);
      report.delivered++;
    } catch (error) {
      await markFailed(context.db, event.id, error);
      report.failed++;
    }
  }
  return report;
}

async function markDelivered(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sandboxEvents)
    .set({ deliveredAt: now, attempts: sql`${sandboxEvents.attempts} + 1`, lastError: null })
    .where(eq(sandboxEvents.id, id));
}

async function markFailed(db: Db, id: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: reason.slice(0, 500) })
    .where(eq(sandboxEvents.id, id));
}
