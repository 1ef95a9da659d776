import { PICKUP_MESSAGES, pickupRowSchema, pickupStatusBodySchema, pickupsQuerySchema } from '@flame/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { listPickups, updatePickupStatus } from './pickups-service';

/** The owner's pickups board. */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/pickups',
    {
      onRequest: requireOwner,
      schema: { querystring: pickupsQuerySchema, response: replies({ 200: z.array(pickupRowSchema) }) },
    },
    async (request) => ok(await listPickups(app.db, ownedRestaurantOf(request).id, request.query, app.now())),
  );

  app.put(
    '/orders/pickups/status',
    {
      onRequest: requireOwner,
      schema: { body: pickupStatusBodySchema, response: replies({ 200: pickupRowSchema }) },
    },
    async (request) => {
      const { orderId, status } = request.body;
      const row = await updatePickupStatus(
        app.db,
        app.events,
        ownedRestaurantOf(request).id,
        orderId,
        status,
        app.now,
      );
      return ok(row, PICKUP_MESSAGES.updated);
    },
  );
};
