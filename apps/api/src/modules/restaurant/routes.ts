import {
  idParamsSchema,
  membersAnswerSchema,
  openingHoursAnswerSchema,
  restaurantSchema,
} from '@flame/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { answerExpiresAt } from '../../plugins/catalogue-cache';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { specialDayPublicRoutes } from './special-days-routes';
import { currentMembers, currentOpeningHours, getRestaurant, listRestaurants } from './service';

const restaurantListResponse = replies({ 200: z.array(restaurantSchema) });

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/restaurants', { schema: { response: restaurantListResponse } }, async (request) => {
    // The answer holds only until a pause ends or one starts by itself: a kept copy must not outlive that moment.
    const list = await listRestaurants(app.db, app.now(), (at) => answerExpiresAt(request, at));
    return ok(list);
  });

  app.get(
    '/restaurants/opening-hours',
    { schema: { response: replies({ 200: openingHoursAnswerSchema }) } },
    async () => ok(await currentOpeningHours(app.db)),
  );

  app.get('/restaurants/members', { schema: { response: replies({ 200: membersAnswerSchema }) } }, async () =>
    ok(await currentMembers(app.db)),
  );

  /** The admin dashboard's start: the restaurants the caller owns (the first is used). */
  app.post(
    '/restaurants/owner/me',
    { onRequest: requireOwner, schema: { response: restaurantListResponse } },
    async (request) => ok([await getRestaurant(app.db, ownedRestaurantOf(request).id, app.now())]),
  );

  await app.register(specialDayPublicRoutes);

  app.get(
    '/restaurants/:id',
    { schema: { params: idParamsSchema, response: replies({ 200: restaurantSchema }) } },
    async (request) => ok(await getRestaurant(app.db, request.params.id, app.now())),
  );
};
