/** Security headers. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // The API answers JSON; the only HTML is Swagger UI under /docs, which loads its own scripts and styles.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
