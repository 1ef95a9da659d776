import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { currentMembers, currentOpeningHours, getRestaurant, listRestaurants } from './service';

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/restaurants', async () => ok(await listRestaurants(app.db)));

  app.get('/restaurants/opening-hours', async () => ok(await currentOpeningHours(app.db)));

  app.get('/restaurants/members', async () => ok(await currentMembers(app.db)));

  /** The admin dashboard's start: the restaurants the caller owns (the first is used). */
  app.post('/restaurants/owner/me', { onRequest: requireOwner }, async (request) =>
    ok([await getRestaurant(app.db, ownedRestaurantOf(request).id)]),
  );

  app.get(
    '/restaurants/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request) => ok(await getRestaurant(app.db, request.params.id)),
  );
};
