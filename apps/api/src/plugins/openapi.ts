import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
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
