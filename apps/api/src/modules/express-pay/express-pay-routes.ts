import { confirmRequestSchema } from '@hoa/contracts/billing';
import {
  authenticateBodySchema,
  epaySessionSchema,
  expressPayAccountSchema,
  expressPayAcknowledgementSchema,
  expressPayPaymentListSchema,
  expressPayPaymentSchema,
  expressPaySetupRequestSchema,
  expressPaySetupSchema,
  expressPaySetupUpdateSchema,
  renewalMessage,
} from '@hoa/contracts/express-pay';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EpayClaims } from '../../auth/epay-token';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { payerOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { answerUnderKey, idempotencyHeader, idParams } from '../payments/idempotent-route';
import { listSubLedgersByIds } from '../payments/sub-ledger-context';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { clientAddress } from '../sign-in/client-address';
import { loadStandingLink, openCheckoutLink, renewableLink } from './checkout-links';
import { expressPayAccount } from './express-pay-account';
import {
  acknowledgeExpressPayment,
  setupExpressPayment,
  updateExpressPayment,
} from './express-payment-setup';
import { confirmExpressPayment, confirmedExpressPayment, listExpressPayments } from './express-payments';
import { ownerEmailOnFile, userOfOwner } from './owner-user';
import { sendCheckoutLink } from './send-checkout-link';

/**
 * The express-pay client (issue 15, ADR 118): a checkout link is exchanged for an epay token, which then
 * reads and pays only that link's account. Every answer is `no-store` with `Referrer-Policy: no-referrer`.
 */
export const expressPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  /**
   * The caller's epay claims, once their link still stands (not revoked or expired) and the token is its own;
   * one more call counted against the link.
   */
  async function standingPayer(request: FastifyRequest): Promise<EpayClaims> {
    const payer = payerOf(request);
    await app.rateLimiter.hit([rateLimitRules.epayLink, String(payer.checkoutLinkId)]);
    const link = await loadStandingLink(app.db, payer.checkoutLinkId, app.clock.now());
    if (link.subLedgerId !== payer.subLedgerId || link.ownerId !== payer.ownerId) {
      throw new AppError('UNAUTHORIZED', 'Unauthorized', { detail: 'The epay token is not valid.' });
    }
    return payer;
  }

  app.post(
    '/authenticate',
    routeOptions('public', {
      summary:
        'Exchange a checkout link for an epay token (15 minutes, that link’s account only); a dead link is refused with its reason',
      body: authenticateBodySchema,
      response: { 200: epaySessionSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) => {
      const now = app.clock.now();
      const { strategy, link: secret } = request.body;
      await app.rateLimiter.hit([rateLimitRules.epayAuthenticateAddress, clientAddress(request)]);
      const link = await openCheckoutLink(app.db, { strategy, secret, now });
      await app.rateLimiter.hit([rateLimitRules.epayLink, String(link.id)]);
      const { token, expiresAt } = await app.epayTokens.issue({
        userId: (await userOfOwner(app.db, link.ownerId)) ?? 0,
        ownerId: link.ownerId,
        checkoutLinkId: link.id,
        subLedgerId: link.subLedgerId,
      });
      return { epayToken: token, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/account',
    routeOptions('epay', {
      summary:
        'The link’s account as its payer may see it: association, masked owner and property, balance in cents, upcoming charges',
      response: { 200: expressPayAccountSchema, ...errorResponses(401, 404, 429) },
    }),
    async (request) => {
      const payer = await standingPayer(request);
      return expressPayAccount(app.db, payer, app.clock.now());
    },
  );

  app.post(
    '/renew',
    routeOptions('public', {
      summary:
        'Ask for a fresh one-time link, e-mailed to the address on file of the account an ended link was for; the answer is the same whether or not it was sent',
      body: authenticateBodySchema,
      response: { 202: z.object({ message: z.string() }), ...errorResponses(400, 429) },
    }),
    async (request, reply) => {
      const now = app.clock.now();
      const { strategy, link: secret } = request.body;
      await app.rateLimiter.hit([rateLimitRules.epayAuthenticateAddress, clientAddress(request)]);
      const link = await renewableLink(app.db, { strategy, secret });
      if (link) {
        await app.rateLimiter.hit([rateLimitRules.epayRenewLink, String(link.id)]);
        const [subLedger] = await listSubLedgersByIds(app.db, [link.subLedgerId]);
        const email = await ownerEmailOnFile(app.db, link.ownerId);
        if (subLedger && email) {
          await sendCheckoutLink(app.db, {
            subLedger,
            email,
            kind: 'renewal',
            createdByUserId: null,
            publicUrl: app.config.publicUrl,
            now,
          });
        }
      }
      reply.code(202);
      return { message: renewalMessage };
    },
  );

  const moneyErrors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429, 503);

  /**
   * Runs a money call for the link's payer under the request's Idempotency-Key. Keys are kept per caller:
   * a link's keys under its negative id, so they never meet a signed-in user's (ADR 118).
   */
  async function answerForPayer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    call: (payer: EpayClaims) => Promise<T>,
    resume?: (payer: EpayClaims) => Promise<T | null>,
  ): Promise<T> {
    const payer = await standingPayer(request);
    return answerUnderKey(
      app,
      request,
      reply,
      -payer.checkoutLinkId,
      status,
      () => call(payer),
      resume && (() => resume(payer)),
    );
  }

  app.post(
    '/express-pay',
    routeOptions('epay', {
      summary:
        'Start a payment on the link’s account: the amount and method kind, with the fee of each method shown before anything is charged',
      headers: idempotencyHeader,
      body: expressPaySetupRequestSchema,
      response: { 201: expressPaySetupSchema, ...moneyErrors },
    }),
    async (request, reply) =>
      answerForPayer(request, reply, 201, (payer) =>
        setupExpressPayment(app.paymentsDeps, payer, request.body),
      ),
  );

  app.patch(
    '/express-pay/:id',
    routeOptions('epay', {
      summary:
        'Change the amount, method kind or receipt address before confirming (accepting the terms is asked again)',
      headers: idempotencyHeader,
      params: idParams,
      body: expressPaySetupUpdateSchema,
      response: { 200: expressPaySetupSchema, ...moneyErrors },
    }),
    async (request, reply) =>
      answerForPayer(request, reply, 200, (payer) =>
        updateExpressPayment(app.paymentsDeps, payer, request.params.id, request.body),
      ),
  );

  app.put(
    '/acknowledgement/:id/confirm',
    routeOptions('epay', {
      summary:
        'Accept the payment terms (and for a bank payment the one-time ACH authorization) for this payment; kept with its version, time and address',
      params: idParams,
      body: expressPayAcknowledgementSchema,
      response: { 200: expressPaySetupSchema, ...moneyErrors },
    }),
    async (request) => {
      const payer = await standingPayer(request);
      return acknowledgeExpressPayment(app.paymentsDeps, payer, request.params.id, {
        ...request.body,
        ipAddress: clientAddress(request),
      });
    },
  );

  app.put(
    '/express-pay/:id/confirm',
    routeOptions('epay', {
      summary:
        'Pay: charge the details entered through the processor, once (Idempotency-Key; concurrent confirms get 409), with the duplicate warning',
      headers: idempotencyHeader,
      params: idParams,
      body: confirmRequestSchema,
      response: { 200: expressPayPaymentSchema, ...moneyErrors },
    }),
    async (request, reply) =>
      answerForPayer(
        request,
        reply,
        200,
        (payer) => confirmExpressPayment(app.paymentsDeps, payer, request.params.id, request.body ?? {}),
        (payer) => confirmedExpressPayment(app.paymentsDeps, payer, request.params.id),
      ),
  );

  app.get(
    '/payments',
    routeOptions('epay', {
      summary: 'The payments made through this link, with their state (newest first)',
      response: { 200: expressPayPaymentListSchema, ...errorResponses(401, 404, 429) },
    }),
    async (request) => {
      const payer = await standingPayer(request);
      return { payments: await listExpressPayments(app.paymentsDeps, payer) };
    },
  );
};
