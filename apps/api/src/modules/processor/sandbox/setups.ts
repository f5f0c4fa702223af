import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxMethods, sandboxSetups } from '../../../db/schema/sandbox-processor';
import { type MethodKind, ProcessorError, type SetupResult, type SetupState } from '../port';
import { assertAvailable, idempotencyMismatch, type SandboxContext, SandboxRequestError } from './context';
import { recordEvent } from './events';
import { newId, requestHashOf } from './ids';
import { loadMethod } from './methods';
import { type SetupRow, setupStateOf } from './states';
import { type DeclineCode, declineMessages } from './test-numbers';

export interface SetupInput {
  methodKinds: MethodKind[];
  reference: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

async function findSetupByKey(context: SandboxContext, key: string): Promise<SetupRow | undefined> {
  const [row] = await context.db.select().from(sandboxSetups).where(eq(sandboxSetups.idempotencyKey, key));
  return row;
}

function resultOf(setup: SetupRow, requestHash: string): SetupResult {
  if (setup.requestHash !== requestHash) throw idempotencyMismatch();
  return { id: setup.id, clientSecret: setup.clientSecret };
}

/** Starts saving a method, once per idempotency key; the browser confirms it with the client secret. */
export async function createSetup(context: SandboxContext, input: SetupInput): Promise<SetupResult> {
  const kinds = [...new Set(input.methodKinds)].sort();
  if (kinds.length === 0) throw new ProcessorError('invalid_request', 'Name at least one method kind.');
  for (const kind of kinds) assertAvailable(context, kind);
  const metadata = input.metadata ?? {};
  const requestHash = requestHashOf({ kinds, reference: input.reference, metadata });
  const existing = await findSetupByKey(context, input.idempotencyKey);
  if (existing) return resultOf(existing, requestHash);

  const id = newId('seti');
  const now = context.clock.now();
  const [inserted] = await context.db
    .insert(sandboxSetups)
    .values({
      id,
      clientSecret: `${id}_secret_${newId('seti').slice('seti_'.length)}`,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      reference: input.reference,
      methodKinds: kinds,
      status: 'requires_payment_method',
      metadata,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: sandboxSetups.idempotencyKey })
    .returning();
  const setup = inserted ?? (await findSetupByKey(context, input.idempotencyKey));
  if (!setup) throw new ProcessorError('unavailable', 'The setup could not be recorded; try again.');
  return resultOf(setup, requestHash);
}

async function loadSetup(context: SandboxContext, id: string): Promise<SetupRow> {
  const [row] = await context.db.select().from(sandboxSetups).where(eq(sandboxSetups.id, id));
  if (!row) throw new ProcessorError('not_found', `No such setup: ${id}`);
  return row;
}

async function stateOf(context: SandboxContext, setup: SetupRow): Promise<SetupState> {
  if (!setup.methodId) return setupStateOf(setup, null);
  const [method] = await context.db
    .select()
    .from(sandboxMethods)
    .where(eq(sandboxMethods.id, setup.methodId));
  return setupStateOf(setup, method ?? null);
}

export async function retrieveSetup(context: SandboxContext, id: string): Promise<SetupState> {
  return stateOf(context, await loadSetup(context, id));
}

/** The setup id inside a client secret (`seti_X_secret_Y`), or null. */
export function setupIdOfClientSecret(clientSecret: string): string | null {
  const match = /^(seti_[0-9A-Za-z]+)_secret_[0-9A-Za-z]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ConfirmOutcome {
  setup: SetupState;
  /** Set when the method was refused; the setup still requires a payment method. */
  decline: { code: DeclineCode; message: string } | null;
}

const unknownSetup = () =>
  new SandboxRequestError(404, 'resource_missing', 'No such setup, or the client secret does not match it.');

/**
 * What the browser does with the client secret and a pm_ token: a card that declines leaves the setup
 * waiting for another method (with lastError); anything else saves the method. The setup row is
 * locked, so a double submit saves one method.
 */
export async function confirmSetup(
  context: SandboxContext,
  input: { setupId: string; clientSecret: string; methodId: string },
): Promise<ConfirmOutcome> {
  const setup = await loadSetup(context, input.setupId).catch(() => null);
  if (!setup || !sameSecret(setup.clientSecret, input.clientSecret)) throw unknownSetup();
  const method = await loadMethod(context, input.methodId).catch(() => {
    throw new SandboxRequestError(404, 'resource_missing', `No such payment method: ${input.methodId}`);
  });
  assertAvailable(context, method.kind);
  if (!setup.methodKinds.includes(method.kind) || method.detachedAt) {
    throw new SandboxRequestError(400, 'payment_method_invalid', 'This payment method cannot be used here.');
  }
  const decline = method.setupDecline as DeclineCode | null;
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sandboxSetups)
      .where(eq(sandboxSetups.id, setup.id))
      .for('update');
    if (!locked) throw unknownSetup();
    if (locked.status === 'succeeded') {
      if (locked.methodId === method.id) return locked;
      throw new SandboxRequestError(
        400,
        'setup_intent_unexpected_state',
        'This setup has already succeeded.',
      );
    }
    const change = decline
      ? { lastError: declineMessages[decline], updatedAt: now }
      : { status: 'succeeded' as const, methodId: method.id, lastError: null, updatedAt: now };
    const [row] = await tx
      .update(sandboxSetups)
      .set(change)
      .where(eq(sandboxSetups.id, setup.id))
      .returning();
    const type = decline ? 'setup.failed' : 'setup.succeeded';
    await recordEvent(tx, { type, objectType: 'setup', objectId: setup.id, at: now, once: !decline });
    return row ?? locked;
  });
  return {
    setup: await stateOf(context, updated),
    decline: decline ? { code: decline, message: declineMessages[decline] } : null,
  };
}
