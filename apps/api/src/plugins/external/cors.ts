/** CORS for the allowed origins only (the portal's and API_ALLOWED_ORIGINS); others get no CORS headers. */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.allowedOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'view-as', 'Idempotency-Key'],
      // The portal saves a download (an invoice PDF) under the name the API gives it.
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
