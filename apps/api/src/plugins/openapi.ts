import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from './authentication';
import { finishDocument, securityOf, securitySchemes } from './openapi-document';

export const openApiJsonPath = '/api/openapi.json';
export const openApiDocsPath = '/api/docs';

/** OpenAPI 3 from the routes' zod schemas; must be registered before the routes it describes. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'HOA portal API',
          description:
            'The five services of the homeowner-association portal, mounted at their base addresses.',
          version: '0.1.0',
          license: { name: 'Proprietary', url: 'https://example.com/hoa-portal/license' },
        },
        components: { securitySchemes },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
        return { ...transformed, schema: { ...transformed.schema, security: securityOf(access) } };
      },
      transformObject: (input) =>
        finishDocument(
          jsonSchemaTransformObject(input) as Record<string, unknown>,
          '#/components/schemas/ErrorBodyInput',
        ),
    });
    await app.register(swaggerUi, {
      routePrefix: openApiDocsPath,
      // the page's own scripts and styles are files from 'self', so the global CSP already fits
      staticCSP: false,
      uiConfig: { url: openApiJsonPath, deepLinking: true },
    });
    app.get(openApiJsonPath, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
