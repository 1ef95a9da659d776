import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { serviceUnavailable } from '../../lib/errors';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw serviceUnavailable('The database is unavailable');
    }
    void reply.header('cache-control', 'no-store');
    return ok({ status: 'ok', database: 'up' });
  });
};
