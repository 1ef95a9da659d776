import { pathIdSchema, reviewSummarySchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { siteRestaurant } from '../../lib/site-restaurant';
import { reviewSummary } from './service';

const response = replies({ 200: reviewSummarySchema });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/restaurants/reviews', { schema: { response } }, async () =>
    ok(await reviewSummary(app.db, (await siteRestaurant(app.db)).id, app.now())),
  );

  app.get(
    '/reviews/restaurant/:restaurantId',
    { schema: { params: z.object({ restaurantId: pathIdSchema }), response } },
    async (request) => ok(await reviewSummary(app.db, request.params.restaurantId, app.now())),
  );
};
