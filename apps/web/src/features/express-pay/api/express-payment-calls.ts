import {
  type ExpressPayPayment,
  type ExpressPaySetupDto,
  type expressPayAcknowledgementSchema,
  expressPayPaymentSchema,
  type expressPaySetupRequestSchema,
  expressPaySetupSchema,
  type expressPaySetupUpdateSchema,
} from '@hoa/contracts/express-pay';
import type { z } from 'zod';
import { callChecked } from '../../../lib/api/checked-reads';
import { expressPayClient } from '../../../lib/api/service-clients';

/** POST /express-pay: the amount and method kind, answered with every method's fee; nothing is charged. */
export function startExpressPayment(
  request: z.input<typeof expressPaySetupRequestSchema>,
): Promise<ExpressPaySetupDto> {
  return callChecked(expressPayClient, '/express-pay', expressPaySetupSchema, {
    method: 'POST',
    body: request,
  });
}

/** PATCH /express-pay/{id}: another amount, method kind or receipt address, or fresh card or bank fields. */
export function changeExpressPayment(
  id: number,
  changes: z.input<typeof expressPaySetupUpdateSchema>,
): Promise<ExpressPaySetupDto> {
  return callChecked(expressPayClient, `/express-pay/${id}`, expressPaySetupSchema, {
    method: 'PATCH',
    body: changes,
  });
}

/** PUT /acknowledgement/{id}/confirm: the payer accepts the terms (and for a bank payment the ACH debit). */
export function acceptExpressTerms(
  id: number,
  versions: z.input<typeof expressPayAcknowledgementSchema>,
): Promise<ExpressPaySetupDto> {
  return callChecked(expressPayClient, `/acknowledgement/${id}/confirm`, expressPaySetupSchema, {
    method: 'PUT',
    body: versions,
  });
}

/** PUT /express-pay/{id}/confirm: pay, once per Idempotency-Key (a retry with the same key is answered alike). */
export function confirmExpressPayment(
  id: number,
  input: { idempotencyKey: string; acknowledgeDuplicate: boolean },
): Promise<ExpressPayPayment> {
  return callChecked(expressPayClient, `/express-pay/${id}/confirm`, expressPayPaymentSchema, {
    method: 'PUT',
    body: input.acknowledgeDuplicate ? { acknowledgeDuplicate: true } : {},
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}
