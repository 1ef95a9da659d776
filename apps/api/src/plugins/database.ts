import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the database reachable from every route; the pool closes with the app. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
