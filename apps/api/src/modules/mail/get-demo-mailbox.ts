import { recordIdParam, text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/config-types';
import { AppError } from '../../errors/app-error';
import { binaryBody } from '../../plugins/binary-body';
import { contentDisposition } from '../documents/content-disposition';
import { listMailbox, readMailAttachment } from './list-mailbox';

const mailboxQuerySchema = z.object({ to: text().trim().min(1, 'Input required').max(254) });
const mailboxSchema = z
  .array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** The HTML part, for showing in a sandboxed frame (older mail may have none). */
      html: z.string().nullable(),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
      /** Files sent with the message (a notice letter), downloaded by position. */
      attachments: z.array(
        z.object({
          position: z.number().int(),
          fileName: z.string(),
          contentType: z.string(),
          size: z.number().int(),
        }),
      ),
    }),
  )
  .meta({ id: 'DemoMailbox' });

/**
 * Whether the demo mailbox exists: only for demo data that has no way to send mail, and never in
 * production. With SMTP the mail is really sent, so nobody needs to read it here (staff passcodes would
 * be readable by anyone).
 */
export function demoMailboxEnabled(config: Pick<Config, 'smtpUrl' | 'production'>, demo: boolean): boolean {
  return demo && config.smtpUrl === null && !config.production;
}

/** The embedded demo's mailbox: lets a new user read their passcode without an SMTP server. */
export function getDemoMailboxRoute(options: { enabled: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/demo/mailbox',
      {
        schema: {
          tags: ['platform'],
          summary:
            'Demo mailbox: the e-mail queued for an address, newest first (demo data without SMTP, never in production)',
          querystring: mailboxQuerySchema,
          response: { 200: mailboxSchema },
        },
      },
      async (request) => {
        if (!options.enabled)
          throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No demo mailbox here.' });
        return listMailbox({ db: app.db, to: request.query.to });
      },
    );

    app.get(
      '/api/demo/mailbox/:mailId/attachments/:position',
      {
        schema: {
          tags: ['platform'],
          summary: 'Demo mailbox: one file sent with a message (demo data without SMTP, never in production)',
          params: z.object({ mailId: recordIdParam, position: z.coerce.number().int().min(0).max(99) }),
          response: {
            200: {
              description: 'The file as it was sent (Content-Disposition: attachment)',
              content: { 'application/octet-stream': { schema: binaryBody } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = options.enabled
          ? await readMailAttachment(app.db, request.params.mailId, request.params.position)
          : null;
        if (!file)
          throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such file in the demo mailbox.' });
        return reply
          .header('content-disposition', contentDisposition('attachment', file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .type(file.contentType)
          .send(file.content);
      },
    );
  };
}
