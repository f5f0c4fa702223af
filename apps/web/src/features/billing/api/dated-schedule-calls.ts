import type { z } from 'zod';
import type { QueryParams } from '../../../lib/api/query-string';
import { paymentsClient } from '../../../lib/api/service-clients';

/**
 * The calls future and recurring payments share (SPEC §7): the same list, setup, confirm, change and
 * remove under their own path, read with their own schema (the API's dated schedules, ADR 104).
 */
export function datedScheduleCalls<Dto, Setup, Update, Filters extends QueryParams>(
  resource: 'FuturePayment' | 'RecurringPayment',
  schema: z.ZodType<Dto>,
  listOf: (body: unknown) => Dto[],
) {
  return {
    /** GET /{resource} with its filters. */
    async list(filters: Filters, signal?: AbortSignal): Promise<Dto[]> {
      return listOf(await paymentsClient.request(`/${resource}`, { query: { ...filters }, signal }));
    },
    /** POST /{resource}/Setup: not yet confirmed. */
    async setup(request: Setup): Promise<Dto> {
      const body = await paymentsClient.request(`/${resource}/Setup`, {
        method: 'POST',
        body: request,
        suppressErrorToast: true,
      });
      return schema.parse(body);
    },
    /** PUT /{resource}/Setup/{id}/Confirm, with an Idempotency-Key reused on retry. */
    async confirm(
      id: number,
      options: { acknowledgeDuplicate: boolean; idempotencyKey: string },
    ): Promise<Dto> {
      const body = await paymentsClient.request(`/${resource}/Setup/${id}/Confirm`, {
        method: 'PUT',
        body: { acknowledgeDuplicate: options.acknowledgeDuplicate },
        headers: { 'Idempotency-Key': options.idempotencyKey },
        suppressErrorToast: true,
      });
      return schema.parse(body);
    },
    /** PATCH /{resource}/{id}: what may change until the cutoff; never the method. */
    async update(id: number, changes: Update): Promise<Dto> {
      const body = await paymentsClient.request(`/${resource}/${id}`, {
        method: 'PATCH',
        body: changes,
        suppressErrorToast: true,
      });
      return schema.parse(body);
    },
    /** DELETE /{resource}/{id}: removes it (or drops an unconfirmed setup). */
    remove(id: number): Promise<void> {
      return paymentsClient.request(`/${resource}/${id}`, {
        method: 'DELETE',
        responseAs: 'none',
        suppressErrorToast: true,
      });
    },
  };
}
