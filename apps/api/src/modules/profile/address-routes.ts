import { addressInputSchema, contactSchema } from '@hoa/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { authorizeOwner } from './owner-access';
import { addressParams, ownerParams, profileErrors } from './route-schemas';
import { deleteContact, saveContact } from './save-contact';

/** Mailing addresses, domestic or international: add, replace, delete (not the primary). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/:id/address',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a mailing address (the first, or isPrimary, becomes the primary)',
        params: ownerParams,
        body: addressInputSchema,
        response: { 201: contactSchema, ...profileErrors },
      },
    },
    async (request, reply) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      const contact = await saveContact(app.db, {
        ownerId: request.params.id,
        values: { ...request.body, type: 'address' },
        now: app.clock.now(),
      });
      return reply.code(201).send(contact);
    },
  );

  app.put(
    '/Homeowner/:id/address/:addressId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Replace a mailing address',
        params: addressParams,
        body: addressInputSchema,
        response: { 200: contactSchema, ...profileErrors },
      },
    },
    async (request) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      return saveContact(app.db, {
        ownerId: request.params.id,
        contactId: request.params.addressId,
        values: { ...request.body, type: 'address' },
        now: app.clock.now(),
      });
    },
  );

  app.delete(
    '/Homeowner/:id/address/:addressId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a mailing address (the primary cannot be deleted: 409)',
        params: addressParams,
        response: { 204: z.null().describe('Deleted'), ...profileErrors },
      },
    },
    async (request, reply) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
      await deleteContact(app.db, {
        ownerId: request.params.id,
        contactId: request.params.addressId,
        kind: 'address',
      });
      return reply.code(204).send(null);
    },
  );
};
