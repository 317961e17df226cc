import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/config';
import { DOCS_CSP } from './security-headers';
import { withRouteAccess } from '../http/route-access';

/**
 * OpenAPI 3.1 generated from the zod route schemas (`/api/openapi.json`) and an interactive
 * reference (`/api/docs`). Routes must be registered after this plugin to be described.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fanverse API',
        version: '1.0.0',
        description:
          'REST API of Fanverse. Every request may carry `?trans=en|es`. Failures answer ' +
          '`{"message", "errors": [{"code", "message", "field"}]}`; unknown `/api` paths answer 404 with code 11. ' +
          '`OPTIONS` on a path that takes a body answers its field rules.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          sessionToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`Token <session>`',
          },
          consumerKey: { type: 'apiKey', in: 'header', name: 'X-Consumer-Key' },
          rightsJwt: { type: 'apiKey', in: 'header', name: 'X-Auth-JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { rateLimit: false, auth: 'public' } },
    async () => app.swagger(),
  );

  await app.register(async (docs) => {
    docs.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', DOCS_CSP);
      done();
    });
    await withRouteAccess(docs, 'public', () =>
      docs.register(scalar, {
        routePrefix: '/api/docs',
        configuration: { url: '/api/openapi.json', title: 'Fanverse API reference' },
      }),
    );
  });
}
