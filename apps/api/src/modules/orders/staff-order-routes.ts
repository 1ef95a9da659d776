import {
  idParamsSchema,
  ORDER_LINES_CHANGED_MESSAGE,
  orderLinesBodySchema,
  orderSchema,
  STAFF_ORDER_PLACED_MESSAGE,
  staffOrderBodySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { guestOrder } from './guest-order';
import { changeOrderLines } from './order-lines-change';
import { placeStaffOrder } from './staff-order';

/** Orders the restaurant takes (phone, counter) and changes, and the signed view of an order without an account. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/staff',
    {
      onRequest: requireOwner,
      schema: { body: staffOrderBodySchema, response: replies({ 201: orderSchema }) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await placeStaffOrder(app.db, ownedRestaurantOf(request).id, request.body, app.now()),
            STAFF_ORDER_PLACED_MESSAGE,
          ),
        ),
  );

  app.put(
    '/orders/:id/lines',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, body: orderLinesBodySchema, response: replies({ 200: orderSchema }) },
    },
    async (request) =>
      ok(
        await changeOrderLines(
          app.db,
          app.events,
          ownedRestaurantOf(request).id,
          request.params.id,
          request.body,
          app.now(),
        ),
        ORDER_LINES_CHANGED_MESSAGE,
      ),
  );

  app.get(
    '/orders/:id/guest',
    {
      schema: {
        params: idParamsSchema,
        querystring: z.object({ key: z.string().trim().min(1, 'The link is incomplete').max(300) }),
        response: replies({ 200: orderSchema }),
      },
    },
    async (request) => ok(await guestOrder(app.db, app.mail.links, request.params.id, request.query.key)),
  );
};
