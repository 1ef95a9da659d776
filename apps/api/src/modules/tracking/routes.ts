import { trackingSchema, trackingUpdateBodySchema, pathIdSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { getTracking, updateTracking } from './service';

const response = replies({ 200: trackingSchema });

/** Order tracking. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracking/order/:orderId',
    { onRequest: requireUser, schema: { params: z.object({ orderId: pathIdSchema }), response } },
    async (request) => ok(await getTracking(app.db, request.user!, request.params.orderId)),
  );

  app.post(
    '/tracking',
    { onRequest: requireOwner, schema: { body: trackingUpdateBodySchema, response } },
    async (request) =>
      ok(
        await updateTracking(app.db, app.events, ownedRestaurantOf(request).id, request.body, app.now),
        'Tracking updated',
      ),
  );
};
