import type { ServiceName } from '@hoa/contracts/services';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../plugins/route-options';

/** The URL-style name of each service, used in paths, tags and plugin names. */
export const serviceSlugs: Record<ServiceName, string> = {
  users: 'users',
  associations: 'associations',
  actionItems: 'action-items',
  payments: 'payments',
  expressPay: 'express-pay',
};

export const serviceInfoSchema = z
  .object({
    service: z.string().describe('Which service answered, e.g. "users"'),
    status: z.literal('ok'),
  })
  .meta({ id: 'ServiceInfo' });

export interface ServiceDefinition {
  name: ServiceName;
  description: string;
  /** One plugin per call, from src/modules/<feature>/. */
  routes: FastifyPluginAsync[];
}

/**
 * A service is a named, encapsulated plugin holding its routes; app.ts mounts it at
 * `${base}/api`, so it can later move to its own process without changing its routes.
 */
export function defineService(definition: ServiceDefinition): FastifyPluginAsync {
  const slug = serviceSlugs[definition.name];
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = { tags: [slug], ...route.schema };
    });
    app.get(
      '/',
      routeOptions('public', {
        summary: `Service information of ${slug}`,
        description: definition.description,
        response: { 200: serviceInfoSchema },
      }),
      async () => ({ service: slug, status: 'ok' as const }),
    );
    for (const route of definition.routes) await app.register(route);
  };
  return fp(plugin, { name: `${slug}-service`, dependencies: ['context'], encapsulate: true });
}
