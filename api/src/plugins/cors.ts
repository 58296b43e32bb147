import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsOptions {
  /** The web origins whose pages may call the API (CORS_ORIGINS); any other gets no CORS answer. */
  origins: string[];
}

/**
 * Cross-origin calls from the configured origins only: a page of any other site is not let read
 * answers, nor send the headers that carry a reader's session (a preflight names none for it).
 * The site's own pages call the API through its proxy, same-origin, and need no entry.
 */
export default fp<CorsOptions>(
  async (fastify, { origins }) => {
    await fastify.register(cors, {
      origin: origins,
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
