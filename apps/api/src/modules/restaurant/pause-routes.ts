import { pauseBodySchema, idParamsSchema, restaurantSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { requireOwnerOfPathRestaurant } from './owner-of-path';
import { pauseOrdering, resumeOrdering } from './ordering-pause';
import { getRestaurant } from './service';

const response = replies({ 200: restaurantSchema });

/** The owner pauses online orders (until an instant, or until resumed) and resumes them; both answer the restaurant. */
export const pauseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/restaurants/:id/pause',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: idParamsSchema, body: pauseBodySchema, response },
    },
    async (request) => {
      const now = app.now();
      const { until } = request.body;
      await pauseOrdering(app.db, request.params.id, until === null ? null : new Date(until), now);
      return ok(await getRestaurant(app.db, request.params.id, now), 'Online ordering paused');
    },
  );

  app.delete(
    '/restaurants/:id/pause',
    { onRequest: requireOwnerOfPathRestaurant, schema: { params: idParamsSchema, response } },
    async (request) => {
      const now = app.now();
      await resumeOrdering(app.db, request.params.id, now);
      return ok(await getRestaurant(app.db, request.params.id, now), 'Online ordering resumed');
    },
  );
};
