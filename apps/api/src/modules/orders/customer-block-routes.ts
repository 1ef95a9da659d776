import {
  blockedCustomerSchema,
  CUSTOMER_BLOCK_MESSAGES,
  customerBlockBodySchema,
  customerBlockParamsSchema,
  idParamsSchema,
  noDataSchema,
  orderCustomerSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { requireOwnerOfPathRestaurant } from '../restaurant/owner-of-path';
import { blockCustomer, blockedCustomers, customerOfOrder, unblockCustomer } from './customer-block-service';

/**
 * 'Block this customer' (the owner): who placed an order and their open orders, the block (cancelling the
 * orders chosen), the list of blocked customers and the unblock.
 */
export const customerBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/customer',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, response: replies({ 200: orderCustomerSchema }) },
    },
    async (request) => ok(await customerOfOrder(app.db, ownedRestaurantOf(request).id, request.params.id)),
  );

  app.get(
    '/restaurants/:id/blocked-customers',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: idParamsSchema, response: replies({ 200: z.array(blockedCustomerSchema) }) },
    },
    async (request) => ok(await blockedCustomers(app.db, request.params.id)),
  );

  app.put(
    '/restaurants/:id/blocked-customers/:userId',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: {
        params: customerBlockParamsSchema,
        body: customerBlockBodySchema,
        response: replies({ 200: blockedCustomerSchema }),
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const blocked = await blockCustomer(
        app.db,
        app.events,
        { restaurantId: id, userId: request.user!.id },
        userId,
        request.body,
        app.now(),
      );
      return ok(blocked, CUSTOMER_BLOCK_MESSAGES.blocked);
    },
  );

  app.delete(
    '/restaurants/:id/blocked-customers/:userId',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: customerBlockParamsSchema, response: replies({ 200: noDataSchema }) },
    },
    async (request) => {
      await unblockCustomer(app.db, request.params.id, request.params.userId);
      return ok(null, CUSTOMER_BLOCK_MESSAGES.unblocked);
    },
  );
};
