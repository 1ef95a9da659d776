import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@flame/shared';
import { ok, replies } from '../../lib/envelope';
import { serviceUnavailable } from '../../lib/errors';
import { nextRun } from '../../lib/next-run';

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not. Each call waits for a ping that
 * starts after it arrived (never an older, cached answer), and concurrent calls share that one ping.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = nextRun(() => app.database.pool.query({ name: 'health-ping', text: 'select 1' }));

  app.get('/health', { schema: { response: replies({ 200: healthSchema }) } }, async (_request, reply) => {
    try {
      await ping();
    } catch {
      throw serviceUnavailable('The database is unavailable');
    }
    void reply.header('cache-control', 'no-store');
    return ok({ status: 'ok', database: 'up' } as const);
  });
};
