import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeOpenApiDocument, type ApiDocument } from './openapi-document.ts';

/** OpenAPI generated from the routes' zod schemas; the explorer at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Suara Transit API', version: '1.0.0', description: 'Rider feedback for public transport.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? completeOpenApiDocument(document.openapiObject as ApiDocument, publicUrl) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
