import {
  checkoutLinkListSchema,
  checkoutLinkSchema,
  sendCheckoutLinkSchema,
} from '@hoa/contracts/express-pay';
import { recordIdParam } from '@hoa/contracts/request-fields';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { checkoutLinks } from '../../db/schema/express-pay';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { assertPayable, loadSubLedger } from '../payments/sub-ledger-context';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { revokeCheckoutLink } from './checkout-links';
import { checkoutLinkDto, listCheckoutLinks, sendCheckoutLink } from './send-checkout-link';

const subLedgerParams = z.object({ subLedgerId: recordIdParam });
const linkParams = z.object({ id: recordIdParam });

/**
 * An account's express-pay links (issue 15, ADR 118), for its owner and for staff in mimic mode: send a
 * one-time link to a payer's address, see each link's state, withdraw one. The secret is never shown here.
 */
export const checkoutLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Account/:subLedgerId/CheckoutLinks',
    routeOptions('user', {
      summary:
        'The account’s payment links with their state (sent, opened, paid, expired, revoked), newest first',
      params: subLedgerParams,
      response: { 200: checkoutLinkListSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) => {
      const principal = principalOf(request);
      const subLedger = await loadSubLedger(app.db, principal, request.params.subLedgerId, 'read');
      return { links: await listCheckoutLinks(app.db, subLedger.subLedgerId, app.clock.now()) };
    },
  );

  app.post(
    '/Account/:subLedgerId/CheckoutLinks',
    routeOptions('user', {
      summary: 'E-mail a one-time payment link for the account to a payer (14 days; ends with its payment)',
      params: subLedgerParams,
      body: sendCheckoutLinkSchema,
      response: { 201: checkoutLinkSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const subLedger = await loadSubLedger(app.db, principal, request.params.subLedgerId, 'write');
      assertPayable(subLedger);
      await app.rateLimiter.hit([rateLimitRules.epaySendAccount, String(subLedger.subLedgerId)]);
      const now = app.clock.now();
      const link = await sendCheckoutLink(app.db, {
        subLedger,
        email: request.body.email,
        kind: principal.actorUserId === null ? 'owner' : 'staff',
        createdByUserId: principal.actorUserId ?? principal.userId,
        publicUrl: app.config.publicUrl,
        now,
      });
      reply.code(201);
      return checkoutLinkDto(link, now, null);
    },
  );

  app.delete(
    '/CheckoutLinks/:id',
    routeOptions('user', {
      summary: 'Withdraw a payment link: it stops working at once (a link already withdrawn stays so)',
      params: linkParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 404) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const [link] = await app.db
        .select({ subLedgerId: checkoutLinks.subLedgerId })
        .from(checkoutLinks)
        .where(eq(checkoutLinks.id, request.params.id));
      if (!link) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'subLedger', id: link.subLedgerId },
      });
      await revokeCheckoutLink(app.db, {
        checkoutLinkId: request.params.id,
        byUserId: principal.actorUserId ?? principal.userId,
        now: app.clock.now(),
      });
      reply.code(204);
      return null;
    },
  );
};
