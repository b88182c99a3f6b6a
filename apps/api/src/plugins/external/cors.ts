/** CORS for the portal's origin only; other origins get no CORS headers, so browsers block them. */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cors, {
      origin: [app.config.portalOrigin],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'view-as'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
