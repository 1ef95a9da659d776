import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Food } from '@flame/shared';
import { foodSchema, idParamsSchema, pathIdSchema } from '@flame/shared';
import { ok, replies } from '../../lib/envelope';
import { answerExpiresAt } from '../../plugins/catalogue-cache';
import { earliestSoldOutEnd } from './food-dto';
import { getFood, listFoods } from './service';

const menuResponse = replies({ 200: z.array(foodSchema) });

/** A kept copy of the answer ends when the first of its sold-out dishes comes back. */
function keptUntilBack(request: FastifyRequest, dishes: Food[]) {
  const end = earliestSoldOutEnd(dishes);
  if (end) answerExpiresAt(request, end);
  return ok(dishes);
}

export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/food', { schema: { response: menuResponse } }, async (request) =>
    keptUntilBack(request, await listFoods(app.db, app.now())),
  );

  app.get(
    '/food/:id',
    { schema: { params: idParamsSchema, response: replies({ 200: foodSchema }) } },
    async (request) => {
      const food = await getFood(app.db, request.params.id, app.now());
      keptUntilBack(request, [food]);
      return ok(food);
    },
  );

  app.get(
    '/food/restaurant/:restaurantId',
    { schema: { params: z.object({ restaurantId: pathIdSchema }), response: menuResponse } },
    async (request) =>
      keptUntilBack(request, await listFoods(app.db, app.now(), request.params.restaurantId)),
  );
};
