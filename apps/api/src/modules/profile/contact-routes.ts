import { addressInputSchema, contactInputSchema, contactSchema } from '@hoa/contracts/profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { inMimicMode, noteChanges } from '../audit/note-changes';
import { loadContact } from './contact-rows';
import { authorizeOwner } from './owner-access';
import { addressParams, contactParams, ownerParams, profileErrors } from './route-schemas';
import { type ContactValues, deleteContact, saveContact } from './save-contact';

/** What the e-mail/phone calls and the mailing address calls differ in: path, texts, body, id name. */
interface ContactKind<B extends z.ZodType> {
  kind: 'contact' | 'address';
  /** The route parameter naming one contact of the owner. */
  item: 'contactId' | 'addressId';
  itemParams: typeof contactParams | typeof addressParams;
  body: B;
  values(body: z.infer<B>): ContactValues;
  replaceMethod: 'patch' | 'put';
  /** What the audit log calls it. */
  object: string;
  summaries: { add: string; replace: string; remove: string };
}

/**
 * POST /Homeowner/:id/{kind}, {replaceMethod} …/:{item} and DELETE …/:{item}, the same for both kinds.
 * The schemas parse the params and body before a handler runs, so each is what its schema outputs.
 */
function contactKindRoutes<B extends z.ZodType>(kind: ContactKind<B>): FastifyPluginAsyncZod {
  const itemOf = (request: { params: unknown }) =>
    (request.params as Record<ContactKind<B>['item'], number>)[kind.item];
  const valuesOf = (request: { body: unknown }) => kind.values(request.body as z.infer<B>);
  const path = `/Homeowner/:id/${kind.kind}`;
  return async (app) => {
    // in mimic mode the audit log keeps the stored contact before the change (ADR 108)
    const storedIfMimic = async (request: FastifyRequest, ownerId: number) =>
      inMimicMode(request) ? await loadContact(app.db, ownerId, itemOf(request)) : null;

    app.post(
      path,
      routeOptions('user', {
        summary: kind.summaries.add,
        params: ownerParams,
        body: kind.body,
        response: { 201: contactSchema, ...profileErrors },
      }),
      async (request, reply) => {
        await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
        const contact = await saveContact(app.db, {
          ownerId: request.params.id,
          values: valuesOf(request),
          now: app.clock.now(),
        });
        noteChanges(request, { object: kind.object, before: null, after: contact });
        return reply.code(201).send(contact);
      },
    );

    app[kind.replaceMethod](
      `${path}/:${kind.item}`,
      routeOptions('user', {
        summary: kind.summaries.replace,
        params: kind.itemParams,
        body: kind.body,
        response: { 200: contactSchema, ...profileErrors },
      }),
      async (request) => {
        await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
        const before = await storedIfMimic(request, request.params.id);
        const contact = await saveContact(app.db, {
          ownerId: request.params.id,
          contactId: itemOf(request),
          values: valuesOf(request),
          now: app.clock.now(),
        });
        noteChanges(request, { object: kind.object, before, after: contact });
        return contact;
      },
    );

    app.delete(
      `${path}/:${kind.item}`,
      routeOptions('user', {
        summary: kind.summaries.remove,
        params: kind.itemParams,
        response: { 204: z.null().describe('Deleted'), ...profileErrors },
      }),
      async (request, reply) => {
        await authorizeOwner(app.db, principalOf(request), request.params.id, 'write');
        const before = await storedIfMimic(request, request.params.id);
        await deleteContact(app.db, {
          ownerId: request.params.id,
          contactId: itemOf(request),
          kind: kind.kind,
        });
        noteChanges(request, { object: kind.object, before, after: null });
        return reply.code(204).send(null);
      },
    );
  };
}

/** E-mail and phone contacts: add, change (label, value, primary), delete (not the primary). */
export const contactRoutes = contactKindRoutes({
  kind: 'contact',
  item: 'contactId',
  itemParams: contactParams,
  body: contactInputSchema,
  values: (body) => body,
  replaceMethod: 'patch',
  object: 'contact',
  summaries: {
    add: 'Add an e-mail or phone number (the first of its type, or isPrimary, becomes the primary)',
    replace: 'Change an e-mail or phone number, or make it the primary of its type',
    remove: 'Delete an e-mail or phone number (the primary cannot be deleted: 409)',
  },
});

/** Mailing addresses, domestic or international: add, replace, delete (not the primary). */
export const addressRoutes = contactKindRoutes({
  kind: 'address',
  item: 'addressId',
  itemParams: addressParams,
  body: addressInputSchema,
  values: (body) => ({ ...body, type: 'address' }),
  replaceMethod: 'put',
  object: 'mailing address',
  summaries: {
    add: 'Add a mailing address (the first, or isPrimary, becomes the primary)',
    replace: 'Replace a mailing address',
    remove: 'Delete a mailing address (the primary cannot be deleted: 409)',
  },
});
