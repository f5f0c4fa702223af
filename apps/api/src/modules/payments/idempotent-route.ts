import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { principalOf } from '../../plugins/authentication';
import { idempotent } from './idempotency';

export const idParams = z.object({ id: recordIdParam });

export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Stripe semantics: retries with the same key replay the first response'),
});

/**
 * Runs a money call under the request's `Idempotency-Key`, if it has one, kept among `keyOwner`'s keys, and
 * answers with `status`. With `resume`, a retry whose first request died mid-way gets that request's
 * outcome (see `idempotent`).
 */
export function answerUnderKey<T>(
  app: { db: Db; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  keyOwner: number,
  status: number,
  call: () => Promise<T>,
  resume?: () => Promise<T | null>,
): Promise<T> {
  return idempotent(
    app.db,
    { userId: keyOwner, now: app.clock.now() },
    request,
    reply,
    async () => ({ status, body: await call() }),
    resume &&
      (async () => {
        const body = await resume();
        return body === null ? null : { status, body };
      }),
  );
}

/** The body of a signed-in money route's handler (setup, confirm, change), its keys the user's own. */
export function answerIdempotently<T>(
  app: { db: Db; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  call: (principal: Principal) => Promise<T>,
  resume?: (principal: Principal) => Promise<T | null>,
): Promise<T> {
  const principal = principalOf(request);
  return answerUnderKey(
    app,
    request,
    reply,
    principal.userId,
    status,
    () => call(principal),
    resume && (() => resume(principal)),
  );
}
