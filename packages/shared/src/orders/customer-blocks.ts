import { z } from 'zod';
import { CANCELLATION_REASON_MAX_LENGTH, orderStatusSchema } from './orders';

/**
 * 'Block this customer': the restaurant's owner stops one account from ordering and booking there (throwaway
 * accounts filling the pickup slots), cancelling the open orders it chooses at the same time with a reason the
 * customer reads. Unblocking lets the account order again.
 */

/** The answer to an order or a booking of a blocked account (403). */
export const CUSTOMER_BLOCKED_MESSAGE =
  'This account can no longer order or book online at this restaurant. Please call the restaurant.';

export const CUSTOMER_BLOCK_MESSAGES = {
  blocked: 'Customer blocked',
  unblocked: 'Customer unblocked',
  notBlocked: 'This customer is not blocked',
  notFound: 'Customer not found',
  ownAccount: 'You cannot block your own account',
  notTheirs: 'Only open orders of this customer can be cancelled with the block',
} as const;

/** An open (neither completed nor cancelled) order of the customer, as the block dialog lists it. Money in dollars. */
export const customerOpenOrderSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  orderNumber: z.number(),
  pickupTime: z.string(),
  status: orderStatusSchema,
  total: z.number(),
});
export type CustomerOpenOrder = z.infer<typeof customerOpenOrderSchema>;

/** `GET /api/orders/{id}/customer` (the owner): who placed the order, whether they are blocked, their open orders. */
export const orderCustomerSchema = z.object({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  blocked: z.object({ reason: z.string(), blockedAt: z.string() }).nullable(),
  openOrders: z.array(customerOpenOrderSchema),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/**
 * `PUT /api/restaurants/{id}/blocked-customers/{userId}`: blocks the customer and cancels, in the same
 * transaction, the open orders named (each told the reason).
 */
export const customerBlockBodySchema = z.strictObject({
  reason: z
    .string({ error: 'The reason must be text' })
    .trim()
    .max(
      CANCELLATION_REASON_MAX_LENGTH,
      `The reason must be at most ${CANCELLATION_REASON_MAX_LENGTH} characters`,
    )
    .default(''),
  cancelOrderIds: z
    .array(z.string({ error: 'Each order id must be text' }).trim().min(1).max(64), {
      error: 'cancelOrderIds must be a list of order ids',
    })
    .max(100, 'At most 100 orders can be cancelled at once')
    .default([]),
});
export type CustomerBlockBody = z.input<typeof customerBlockBodySchema>;

/** A blocked customer, as the block answers it and `GET /api/restaurants/{id}/blocked-customers` lists them. */
export const blockedCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  blockedAt: z.string(),
  /** The orders the block cancelled (0 in the list). */
  cancelledOrders: z.number(),
});
export type BlockedCustomer = z.infer<typeof blockedCustomerSchema>;

export const customerBlockParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  userId: z.string().trim().min(1).max(64),
});
