import { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import {
  type MethodKind,
  type PaymentProcessor,
  ProcessorError,
  type ProcessorEvent,
  type ProcessorEventType,
} from '../port';
import { createCharge, findChargeByReference, refundCharge, retrieveCharge } from './charges';
import type { SandboxContext } from './context';
import { type Deliver, type DeliveryReport, deliverDueEvents } from './events';
import {
  type BankInput,
  type CardInput,
  createBankMethod,
  detachMethod,
  retrieveMethod,
  tokenizeBank,
  tokenizeCard,
} from './methods';
import { type ConfirmOutcome, confirmSetup, createSetup, retrieveSetup } from './setups';
import { signatureProblem } from './webhook-signature';

/** The key the browser presents to the sandbox's tokenization endpoint; public, like Stripe's pk_test_. */
export const sandboxPublishableKey = 'pk_sandbox_hoa_portal';
/** Where the sandbox's browser endpoints and script are served, apart from the portal's API. */
export const sandboxBasePath = '/sandbox-processor';

export interface SandboxOptions {
  webhookSecret: string;
  /** Kinds that start out unavailable (SANDBOX_PROCESSOR_UNAVAILABLE). */
  unavailable?: MethodKind[];
}

/** The port plus what only the sandbox has: the browser side, event delivery and the outage switch. */
export interface SandboxProcessor extends PaymentProcessor {
  readonly name: 'sandbox';
  tokenizeCard(input: CardInput): ReturnType<typeof tokenizeCard>;
  tokenizeBank(input: BankInput): ReturnType<typeof tokenizeBank>;
  confirmSetup(input: { setupId: string; clientSecret: string; methodId: string }): Promise<ConfirmOutcome>;
  /** Sends the webhook events due by `now` (time-driven ones are recorded as they fall due). */
  deliverDueEvents(now: Date, deliver: Deliver): Promise<DeliveryReport>;
  /** Makes every call for these kinds answer ProcessorError('unavailable'); [] ends the outage. */
  setUnavailable(kinds: MethodKind[]): void;
}

const eventTypes = [
  'setup.succeeded',
  'setup.failed',
  'charge.succeeded',
  'charge.failed',
  'charge.returned',
  'charge.refunded',
] as const satisfies readonly ProcessorEventType[];

const envelopeSchema = z.object({
  id: z.string().regex(/^evt_/),
  object: z.literal('event'),
  type: z.enum(eventTypes),
  created: z.number().int(),
  data: z.object({ object: z.object({ id: z.string().min(1) }) }),
});

export function createSandboxProcessor(db: Db, clock: Clock, options: SandboxOptions): SandboxProcessor {
  const context: SandboxContext = { db, clock, unavailable: new Set(options.unavailable ?? []) };

  const objectAt = async (type: 'charge' | 'setup', id: string, now: Date) =>
    type === 'charge' ? retrieveCharge(context, id, now) : retrieveSetup(context, id);

  async function verifyWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<ProcessorEvent> {
    const problem = signatureProblem(options.webhookSecret, rawBody, signatureHeader, clock.now());
    if (problem) throw new ProcessorError('invalid_request', problem);
    let envelope: z.infer<typeof envelopeSchema>;
    try {
      envelope = envelopeSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new ProcessorError('invalid_request', 'The webhook body is not a sandbox event.');
    }
    const objectId = envelope.data.object.id;
    const event = { id: envelope.id, type: envelope.type, created: new Date(envelope.created * 1000) };
    // the object as it is now, not as it was when the event was sent: a late or repeated delivery
    // then tells the receiver the same (latest) truth
    try {
      return envelope.type.startsWith('charge.')
        ? { ...event, charge: await retrieveCharge(context, objectId) }
        : { ...event, setup: await retrieveSetup(context, objectId) };
    } catch (error) {
      if (error instanceof ProcessorError && error.kind === 'not_found') {
        throw new ProcessorError('invalid_request', `The event is about an unknown object: ${objectId}`);
      }
      throw error;
    }
  }

  return {
    name: 'sandbox',
    browserConfig: () => ({
      processor: 'sandbox',
      publishableKey: sandboxPublishableKey,
      sandboxBaseUrl: sandboxBasePath,
    }),
    createSetup: (input) => createSetup(context, input),
    retrieveSetup: (id) => retrieveSetup(context, id),
    retrieveMethod: (id) => retrieveMethod(context, id),
    createBankMethod: (input) => createBankMethod(context, input),
    detachMethod: (id) => detachMethod(context, id),
    charge: (input) => createCharge(context, input),
    retrieveCharge: (id) => retrieveCharge(context, id),
    findChargeByReference: (reference) => findChargeByReference(context, reference),
    refund: (input) => refundCharge(context, input),
    verifyWebhook,
    tokenizeCard: (input) => tokenizeCard(context, input),
    tokenizeBank: (input) => tokenizeBank(context, input),
    confirmSetup: (input) => confirmSetup(context, input),
    deliverDueEvents: (now, deliver) =>
      deliverDueEvents(context, { secret: options.webhookSecret, objectAt }, now, deliver),
    setUnavailable(kinds) {
      context.unavailable = new Set(kinds);
    },
  };
}
