import {
  IDEMPOTENCY_HEADER,
  orderStatusBodySchema,
  pickupOrderBodySchema,
  pickupTimeMoveBodySchema,
  reviewBodySchema,
  idParamsSchema,
  orderSchema,
} from '@flame/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerLimits } from '../../lib/customer-limits';
import { ok, replies } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { customerBlockRoutes } from './customer-block-routes';
import { orderEventRoutes } from './events-route';
import { guestOrderEventRoutes } from './guest-order-events-route';
import { pickupSlotRoutes } from './pickup-slots';
import { pickupRoutes } from './pickups-routes';
import { placePickupOrder } from './place-order';
import { movePickupTime } from './pickup-time-move';
import { staffOrderRoutes } from './staff-order-routes';
import { addReview, cancelOrder, changeOrderStatus, getOrder, listOrders } from './service';

const orderResponse = replies({ 200: orderSchema });

function idempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!key || key.length > 200) {
    throw badRequest('The Idempotency-Key header must hold 1 to 200 characters');
  }
  return key;
}

/** Pickup orders. */
export const orderRoutes: FastifyPluginAsyncZod<{
  customerLimits: CustomerLimits;
  /** New orders one client address may send an hour (RATE_LIMIT=false turns the limit off). */
  ordersPerAddressPerHour: number;
}> = async (app, { customerLimits, ordersPerAddressPerHour }) => {
  app.post(
    '/orders/pickup',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: ordersPerAddressPerHour, timeWindow: '1 hour' } },
      // 200 when an Idempotency-Key replays an order already placed.
      schema: { body: pickupOrderBodySchema, response: replies({ 200: orderSchema, 201: orderSchema }) },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const placed = await placePickupOrder(
        app.db,
        customerLimits,
        request.user!,
        request.body,
        key,
        app.now(),
      );
      if (placed.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(placed.replayed ? 200 : 201).send(ok(placed.order, placed.message));
    },
  );

  app.get(
    '/orders',
    { onRequest: requireUser, schema: { response: replies({ 200: z.array(orderSchema) }) } },
    async (request) => ok(await listOrders(app.db, request.user!)),
  );

  app.get(
    '/orders/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: orderResponse } },
    async (request) => ok(await getOrder(app.db, request.user!, request.params.id)),
  );

  app.patch(
    '/orders/:id/cancel',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: orderResponse } },
    async (request) =>
      ok(await cancelOrder(app.db, app.events, request.user!, request.params.id, app.now), 'Order cancelled'),
  );

  app.patch(
    '/orders/:id/status',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, body: orderStatusBodySchema, response: orderResponse },
    },
    async (request) =>
      ok(
        await changeOrderStatus(
          app.db,
          app.events,
          ownedRestaurantOf(request).id,
          request.params.id,
          request.body.status,
          request.body.reason,
          app.now,
        ),
        'Order status updated',
      ),
  );

  app.patch(
    '/orders/:id/pickup-time',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, body: pickupTimeMoveBodySchema, response: orderResponse },
    },
    async (request) => {
      const { id } = request.params;
      const pickupTime = new Date(request.body.pickupTime);
      return ok(
        await movePickupTime(app.db, app.events, ownedRestaurantOf(request).id, id, pickupTime, app.now(), {
          overCapacity: request.body.overCapacity,
        }),
        'Pickup time moved',
      );
    },
  );

  app.post(
    '/orders/:id/review',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, body: reviewBodySchema, response: replies({ 201: orderSchema }) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await addReview(app.db, request.user!, request.params.id, request.body, app.now()),
            'Thank you for your review!',
          ),
        ),
  );

  await app.register(orderEventRoutes);
  await app.register(customerBlockRoutes);
  await app.register(pickupRoutes);
  await app.register(pickupSlotRoutes);
  await app.register(staffOrderRoutes);
  await app.register(guestOrderEventRoutes);
};
