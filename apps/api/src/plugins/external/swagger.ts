/** The OpenAPI document, built from the routes' zod schemas, at /docs/json, and Swagger UI at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'careportal API',
          description:
            'The service the careportal customer portal calls. Every response is the envelope ' +
            '`{ httpCode, statusCode, message, errorCode, errorMessage, data }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (at+jwt)' },
            adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token' },
          },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas with an id (the envelope's ErrorCode) are listed once under components.schemas.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
