import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * The front ends' dev servers (ports 3000-3004) call the API cross-origin. Credentials travel in
 * headers, not cookies, so reflecting the origin exposes nothing a page could not already send.
 */
export default fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: true,
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'Portal-Auth',
        'Admin-Auth',
        'Tenant-Id',
        'User-Type',
      ],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
