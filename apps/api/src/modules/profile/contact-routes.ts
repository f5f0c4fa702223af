import { contactInputSchema, contactSchema } from '@hoa/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { authorizeOwner } from './owner-access';
import { contactParams, ownerParams, profileErrors } from './route-schemas';
import { deleteContact, saveContact } from './save-contact';

/** E-mail and phone contacts: add, change (label, value, primary), delete (not the primary). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/:id/contact',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add an e-mail or phone number (the first of its type, or isPrimary, becomes the primary)',
        params: ownerParams,
        body: contactInputSchema,
        response: { 201: contactSchema, ...profileErrors },
      },
    },
    async (request, reply) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      const contact = await saveContact(app.db, {
        ownerId: request.params.id,
        values: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send(contact);
    },
  );

  app.patch(
    '/Homeowner/:id/contact/:contactId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change an e-mail or phone number, or make it the primary of its type',
        params: contactParams,
        body: contactInputSchema,
        response: { 200: contactSchema, ...profileErrors },
      },
    },
    async (request) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      return saveContact(app.db, {
        ownerId: request.params.id,
        contactId: request.params.contactId,
        values: request.body,
        now: app.clock.now(),
      });
    },
  );

  app.delete(
    '/Homeowner/:id/contact/:contactId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete an e-mail or phone number (the primary cannot be deleted: 409)',
        params: contactParams,
        response: { 204: z.null().describe('Deleted'), ...profileErrors },
      },
    },
    async (request, reply) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      await deleteContact(app.db, {
        ownerId: request.params.id,
        contactId: request.params.contactId,
        kind: 'contact',
      });
      return reply.code(204).send(null);
    },
  );
};
