import { defaultDesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { mailTemplates, renderSample, type TemplateName, templateNames } from './templates/catalog';

const audienceSchema = z.enum(['essential', 'paymentConfirmation']);
const templateListSchema = z
  .array(z.object({ name: z.string(), title: z.string(), audience: audienceSchema }))
  .meta({ id: 'DemoMailTemplates' });
const previewSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    audience: audienceSchema,
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  })
  .meta({ id: 'DemoMailPreview' });
const nameEnum = z.enum(templateNames as [TemplateName, ...TemplateName[]]);
const designEnum = z.enum(Object.keys(designTemplates) as [keyof typeof designTemplates]);

/** The association a preview is branded for: a made-up one, in the design template asked for. */
export const sampleSenderName = 'Sample Community Association';

const notHere = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No demo mailbox here.' });

/**
 * The demo mailbox's template previews: every e-mail template with its sample data. Gated like the
 * mailbox itself (demo data, no SMTP, not production).
 */
export function getDemoMailTemplatesRoute(options: { enabled: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/demo/mail-templates',
      {
        schema: {
          tags: ['platform'],
          summary: 'Demo mailbox: the e-mail templates that can be previewed (demo data without SMTP only)',
          response: { 200: templateListSchema },
        },
      },
      async () => {
        if (!options.enabled) throw notHere();
        return templateNames.map((name) => ({
          name,
          title: mailTemplates[name].title,
          audience: mailTemplates[name].audience,
        }));
      },
    );
    app.get(
      '/api/demo/mail-templates/:name',
      {
        schema: {
          tags: ['platform'],
          summary:
            'Demo mailbox: one e-mail template rendered with sample data (demo data without SMTP only)',
          params: z.object({ name: nameEnum }),
          querystring: z.object({ designTemplate: designEnum.optional() }),
          response: { 200: previewSchema },
        },
      },
      async (request) => {
        if (!options.enabled) throw notHere();
        const { name } = request.params;
        const mail = renderSample(name, {
          name: sampleSenderName,
          designTemplate: request.query.designTemplate ?? defaultDesignTemplate,
          logoUrl: null,
        });
        return { name, title: mailTemplates[name].title, audience: mailTemplates[name].audience, ...mail };
      },
    );
  };
}
