import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { getFood, listFoods } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/food', async () => ok(await listFoods(app.db)));

  app.get('/food/:id', { schema: { params: idParams } }, async (request) =>
    ok(await getFood(app.db, request.params.id)),
  );

  app.get(
    '/food/restaurant/:restaurantId',
    { schema: { params: z.object({ restaurantId: z.string().min(1).max(64) }) } },
    async (request) => ok(await listFoods(app.db, request.params.restaurantId)),
  );
};
