import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { type MethodKind, ProcessorError } from '../port';

/** What every part of the sandbox works with. */
export interface SandboxContext {
  db: Db;
  clock: Clock;
  /** Kinds whose calls answer ProcessorError('unavailable'), to rehearse an outage. */
  unavailable: Set<MethodKind>;
}

export function assertAvailable(context: SandboxContext, kind: MethodKind): void {
  if (context.unavailable.has(kind)) {
    throw new ProcessorError('unavailable', `The sandbox processor is not taking ${kind} calls right now.`);
  }
}

export const idempotencyMismatch = () =>
  new ProcessorError(
    'invalid_request',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );

/**
 * A refusal the sandbox's browser endpoints report as `{error: {code, message}}` with a Stripe-like
 * status: 400 bad parameters, 401 wrong key, 402 card refused, 404 unknown object.
 */
export class SandboxRequestError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxRequestError';
  }
}
