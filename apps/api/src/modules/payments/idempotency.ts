import { createHash } from 'node:crypto';
import { paymentErrorCodes } from '@hoa/contracts/billing';
import type { ApiErrorCode } from '@hoa/contracts/error-body';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';

/** A key stuck in progress this long belonged to a request that died (crash); a retry may take it over. */
export const staleLockMs = 60_000;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params ?? null,
        request.body ?? null,
      ]),
    )
    .digest('hex');
}

/** A refused request, kept so a retry gets the same refusal (with a fresh errorId). */
interface StoredError {
  error: { code: ApiErrorCode; message: string; errorCode: string; detail: string | undefined };
}

const storedError = (error: AppError): StoredError => ({
  error: { code: error.code, message: error.message, errorCode: error.errorCode, detail: error.detail },
});

function isStoredError(value: unknown): value is StoredError {
  return typeof value === 'object' && value !== null && 'error' in value && Object.keys(value).length === 1;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
}

/**
 * Stripe's idempotency semantics for a money call (DESIGN.md "API surface"): with an
 * `Idempotency-Key` header the first response is stored and replayed to every retry; the same key
 * with a different request is 422; a retry while the first is still running is 409. Errors that the
 * caller can fix (4xx other than 409) are stored too; server errors free the key for a retry.
 *
 * A key left in progress by a request that died (a crash after the money moved, before the response
 * was stored) is not a request still running when `resume` can tell: it reads the outcome from what
 * the request left (e.g. the confirmed payment, finishing its charge with the same reference), and
 * that outcome is stored and answered instead of 409 (ADR 093). `resume` answers null while the
 * outcome is not there yet.
 */
export async function idempotent<T>(
  db: Db,
  scope: { userId: number; now: Date },
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<IdempotentResult<T>>,
  resume?: () => Promise<IdempotentResult<T> | null>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const result = await run();
    reply.status(result.status);
    return result.body;
  }
  if (!keyPattern.test(key)) {
    throw new AppError('BAD_REQUEST', 'Bad Request', {
      detail: 'The Idempotency-Key header must be 1–255 visible ASCII characters.',
    });
  }
  const hash = requestHash(request);
  const route = `${request.method} ${request.routeOptions.url}`;
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      userId: scope.userId,
      key,
      route,
      requestHash: hash,
      state: 'in_progress',
      lockedAt: scope.now,
      createdAt: scope.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing)
      throw new AppError('CONFLICT', 'Conflict', { errorCode: paymentErrorCodes.idempotencyInProgress });
    if (existing.requestHash !== hash) {
      throw new AppError('UNPROCESSABLE', 'Idempotency key reused', {
        errorCode: paymentErrorCodes.idempotencyMismatch,
        detail:
          'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      });
    }
    if (existing.state === 'completed') {
      reply.header('Idempotent-Replayed', 'true');
      const stored = existing.responseBody as T | StoredError;
      if (isStoredError(stored)) {
        throw new AppError(stored.error.code, stored.error.message, {
          errorCode: stored.error.errorCode,
          detail: stored.error.detail,
        });
      }
      reply.status(existing.responseStatus ?? 200);
      return stored;
    }
    if (resume) {
      let resumed: IdempotentResult<T> | null;
      try {
        resumed = await resume();
      } catch (error) {
        // the request's own refusal (a decline found on resuming) is its stored result too
        if (error instanceof AppError && error.statusCode < 500 && error.statusCode !== 409) {
          await storeResult(db, where, error.statusCode, storedError(error));
        }
        throw error;
      }
      if (resumed) {
        await storeResult(db, where, resumed.status, resumed.body as object);
        reply.header('Idempotent-Replayed', 'true');
        reply.status(resumed.status);
        return resumed.body;
      }
    }
    const stale = new Date(scope.now.getTime() - staleLockMs);
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedAt: scope.now })
      .where(and(where, eq(idempotencyKeys.state, 'in_progress'), lt(idempotencyKeys.lockedAt, stale)))
      .returning({ key: idempotencyKeys.key });
    if (!taken) {
      throw new AppError('CONFLICT', 'Conflict', {
        errorCode: paymentErrorCodes.idempotencyInProgress,
        detail: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
      });
    }
  }
  try {
    const result = await run();
    await storeResult(db, where, result.status, result.body as object);
    reply.status(result.status);
    return result.body;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && error.statusCode !== 409) {
      await storeResult(db, where, error.statusCode, storedError(error));
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
}

function storeResult(db: Db, where: SQL | undefined, status: number, body: object): Promise<unknown> {
  return db
    .update(idempotencyKeys)
    .set({ state: 'completed', responseStatus: status, responseBody: body })
    .where(where);
}
