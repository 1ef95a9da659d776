import {
  FOOD_MESSAGES,
  foodAvailabilityBodySchema,
  foodSoldOutBodySchema,
  SOLD_OUT_MESSAGES,
  idParamsSchema,
  foodSchema,
  recordIdSchema,
} from '@flame/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/uploads';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { createFood, deleteFood, listOwnerFoods, setFoodAvailability, updateFood } from './admin-service';
import { setFoodSoldOut } from './sold-out-service';

const dishResponse = replies({ 200: foodSchema });

/**
 * The owner's menu calls, every one behind `requireOwner`. Registered apart from the public
 * reads: their answers are `no-store` and carry no ETag.
 */
export const foodAdminRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  /** The owner's whole menu, hidden dishes included (the public reads show only what is on the menu). */
  app.get(
    '/admin/food',
    { onRequest: requireOwner, schema: { response: replies({ 200: z.array(foodSchema) }) } },
    async (request) => ok(await listOwnerFoods(app.db, ownedRestaurantOf(request).id, app.now())),
  );

  app.post(
    '/food',
    { onRequest: requireOwner, schema: { response: replies({ 201: foodSchema }) } },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const food = await createFood(app.db, uploadsDir, ownedRestaurantOf(request).id, form, app.now());
      return reply.status(201).send(ok(food, FOOD_MESSAGES.created));
    },
  );

  app.put(
    '/food/:id',
    { onRequest: requireOwner, schema: { params: idParamsSchema, response: dishResponse } },
    async (request) => {
      const form = await readMultipartForm(request);
      return ok(
        await updateFood(
          app.db,
          uploadsDir,
          ownedRestaurantOf(request).id,
          request.params.id,
          form,
          app.now(),
        ),
        FOOD_MESSAGES.updated,
      );
    },
  );

  app.delete(
    '/food/:id',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, response: replies({ 200: recordIdSchema }) },
    },
    async (request) =>
      ok(
        await deleteFood(app.db, ownedRestaurantOf(request).id, request.params.id, app.now()),
        FOOD_MESSAGES.deleted,
      ),
  );

  app.patch(
    '/food/:id/availability',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, body: foodAvailabilityBodySchema, response: dishResponse },
    },
    async (request) => {
      const food = await setFoodAvailability(
        app.db,
        ownedRestaurantOf(request).id,
        request.params.id,
        request.body?.isAvailable,
        app.now(),
      );
      return ok(food, food.isAvailable ? FOOD_MESSAGES.shown : FOOD_MESSAGES.hidden);
    },
  );

  app.patch(
    '/food/:id/sold-out',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, body: foodSoldOutBodySchema, response: dishResponse },
    },
    async (request) => {
      const food = await setFoodSoldOut(
        app.db,
        ownedRestaurantOf(request).id,
        request.params.id,
        request.body.soldOut,
        app.now(),
      );
      return ok(food, food.soldOutUntil ? SOLD_OUT_MESSAGES.marked : SOLD_OUT_MESSAGES.back);
    },
  );
};
