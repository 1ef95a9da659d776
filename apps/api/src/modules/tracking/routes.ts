import { trackingUpdateBodySchema, pathIdSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { getTracking, updateTracking } from './service';

/** Order tracking. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracking/order/:orderId',
    { onRequest: requireUser, schema: { params: z.object({ orderId: pathIdSchema }) } },
    async (request) => ok(await getTracking(app.db, request.user!, request.params.orderId)),
  );

  app.post(
    '/tracking',
    { onRequest: requireOwner, schema: { body: trackingUpdateBodySchema } },
    async (request) =>
      ok(
        await updateTracking(app.db, app.events, ownedRestaurantOf(request).id, request.body, app.now),
        'Tracking updated',
      ),
  );
};
