import { customPageSchema, faqListSchema } from '@hoa/contracts/community';
import { recordIdParam, text } from '@hoa/contracts/request-fields';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { associationPages } from '../../db/schema/association-pages';
import { customPageContents, faqEntries } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';

const errors = errorResponses(400, 401, 404);
const idParams = z.object({ id: recordIdParam });

/** GET /Associations/{id}/Faq and /Associations/{id}/Pages/{legacyAction}: the association's own content. */
export const communityPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Associations/:id/Faq',
    routeOptions('user', {
      summary: "The association's frequently asked questions, in order",
      params: idParams,
      response: { 200: faqListSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'association', id, need: 'member' },
      });
      const entries = await app.db
        .select({
          id: faqEntries.id,
          category: faqEntries.category,
          question: faqEntries.question,
          answer: faqEntries.answer,
        })
        .from(faqEntries)
        .where(eq(faqEntries.associationId, id))
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
      return { entries };
    },
  );

  app.get(
    '/Associations/:id/Pages/:legacyAction',
    routeOptions('user', {
      summary: "One of the association's custom pages (plain text), by its legacy action name",
      params: idParams.extend({ legacyAction: text().min(1).max(100) }),
      response: { 200: customPageSchema, ...errors },
    }),
    async (request) => {
      const { id, legacyAction } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'association', id, need: 'member' },
      });
      const [page] = await app.db
        .select({
          legacyAction: associationPages.legacyAction,
          title: associationPages.title,
          body: customPageContents.body,
        })
        .from(associationPages)
        .leftJoin(customPageContents, eq(customPageContents.pageId, associationPages.id))
        .where(
          and(
            eq(associationPages.associationId, id),
            sql`lower(${associationPages.legacyAction}) = lower(${legacyAction})`,
          ),
        )
        .limit(1);
      if (!page)
        throw new AppError('NOT_FOUND', 'Not Found', { detail: 'This association has no such page.' });
      return { ...page, body: page.body ?? '' };
    },
  );
};
