import fp from 'fastify-plugin';
import type { Db } from '../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue database; its owner (server.ts or a test) opens and closes it. */
    db: Db;
  }
}

export default fp<{ db: Db }>(
  async (fastify, { db }) => {
    fastify.decorate('db', db);
  },
  { name: 'db' },
);
