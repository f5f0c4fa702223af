import { z } from 'zod';
import { recordId, text } from './request-fields';

/**
 * Wire contracts of the staff area (homeowner search, mimic mode), the /auth/jwt handover and SSO
 * (users service). Sign-in responses use `accessTokenResponseSchema` from ./auth.
 */

export const homeownerSearchQuerySchema = z
  .object({
    search: text().trim().max(200).default('').describe('Name, e-mail, account number or address'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  // no schema id: @fastify/swagger cannot resolve a $ref for query parameters
  .describe('Homeowner search');
export type HomeownerSearchQuery = z.infer<typeof homeownerSearchQuerySchema>;

export const homeownerSearchResultSchema = z.object({
  userId: z.number().int(),
  displayName: text(),
  email: text(),
  properties: z.array(
    z.object({
      propertyId: z.number().int(),
      accountNumber: text(),
      address1: text(),
      associationId: z.number().int(),
      associationName: text(),
    }),
  ),
});
export type HomeownerSearchResult = z.infer<typeof homeownerSearchResultSchema>;

export const homeownerSearchResponseSchema = z
  .object({
    items: z.array(homeownerSearchResultSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'HomeownerSearchResponse' });
export type HomeownerSearchResponse = z.infer<typeof homeownerSearchResponseSchema>;

export const startMimicRequestSchema = z.object({ userId: recordId }).meta({ id: 'StartMimicRequest' });

export const startMimicResponseSchema = z
  .object({
    token: text().describe('Access token naming the homeowner (UserId) and the staff actor (act.sub)'),
    expiresAt: z.iso.datetime().describe('Mimic mode ends then (30 minutes after the start)'),
    handoverUrl: text().describe(
      'Portal page that enters mimic mode: /auth/jwt?token=<handover JWT, valid 5 minutes>',
    ),
  })
  .meta({ id: 'StartMimicResponse' });
export type StartMimicResponse = z.infer<typeof startMimicResponseSchema>;

export const handoverRequestSchema = z
  .object({
    token: text().min(1).max(8192).describe('A signed handover JWT (audience hoa-portal-handover)'),
  })
  .meta({ id: 'HandoverRequest' });

/** The audience every handover JWT must carry. */
export const handoverAudience = 'hoa-portal-handover';

export const ssoStartResponseSchema = z
  .object({ authorizationUrl: text().describe('Send the browser here; it comes back to /auth/sso') })
  .meta({ id: 'SsoStartResponse' });

export const ssoCallbackRequestSchema = z
  .object({
    code: text().min(1).max(4096),
    state: text().min(1).max(512),
    iss: text().max(2048).optional().describe('The `iss` query parameter, when the provider sent one'),
  })
  .meta({ id: 'SsoCallbackRequest' });

export const accessErrorCodes = {
  ssoNotConfigured: 'SSO_NOT_CONFIGURED',
  ssoFailed: 'SSO_FAILED',
  handoverInvalid: 'HANDOVER_INVALID',
} as const;
