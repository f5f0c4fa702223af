import { text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { listMailbox } from './list-mailbox';

const mailboxQuerySchema = z.object({ to: text().trim().min(1, 'Input required').max(254) });
const mailboxSchema = z
  .array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    }),
  )
  .meta({ id: 'DemoMailbox' });

/** The embedded demo's mailbox: lets a new user read their passcode without an SMTP server. */
export function getDemoMailboxRoute(options: { demo: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/demo/mailbox',
      {
        schema: {
          tags: ['platform'],
          summary: 'Demo mailbox: the e-mail queued for an address, newest first (only with demo data)',
          querystring: mailboxQuerySchema,
          response: { 200: mailboxSchema },
        },
      },
      async (request) => {
        if (!options.demo) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No demo mailbox here.' });
        return listMailbox({ db: app.db, to: request.query.to });
      },
    );
  };
}
