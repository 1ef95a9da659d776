import { z } from 'zod';
import { orderName } from './order-code';
import { ADMIN_ORDER_STATUSES, isTerminalStatus, type OrderStatus } from './order-status';
import { orderLineOptionSchema } from '../menu/dish-options';
import { ORDER_SOURCES, orderStatusSchema } from './orders';
import { outsideHoursDaySchema } from '../service-time/service-rules';

/** Texts of the admin's pickups board. */
export const PICKUP_MESSAGES = {
  updated: 'Pickup status updated!',
  /** After the owner cancels: the customer has been emailed the reason. */
  cancelled: (orderNumber: number) => `${orderName(orderNumber)} cancelled; the customer was emailed`,
  empty: 'No active pickups',
  loadFailed: 'Failed to load pickups',
} as const;

/** Which pickups `GET /api/orders/pickups` lists: the active ones, or those and the recently closed ones. */
export const PICKUP_VIEWS = ['active', 'all'] as const;
export const pickupsQuerySchema = z.object({
  view: z.enum(PICKUP_VIEWS, { error: `view must be one of: ${PICKUP_VIEWS.join(', ')}` }).default('all'),
});
export type PickupsQuery = z.infer<typeof pickupsQuerySchema>;

/** How far back closed (completed or cancelled) pickups stay on the board. */
export const PICKUP_RECENT_HOURS = 24;

/** One row of the pickups board. Money in dollars. */
export const pickupRowSchema = z.object({
  _id: z.string(),
  /** The last 8 characters of the id, in upper case. */
  shortId: z.string(),
  orderNumber: z.number(),
  /** 'staff' for an order the restaurant took by phone or at the counter, 'online' for the customer's own. */
  source: z.enum(ORDER_SOURCES),
  customerName: z.string(),
  /** The phone the customer gave with the order, so the restaurant can call them. */
  phone: z.string(),
  itemCount: z.number(),
  /** What the kitchen makes: each line's dish, quantity, chosen options and the customer's instructions (as ordered). */
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      options: z.array(orderLineOptionSchema),
      /** What the customer asked of this line ('Extra spicy, allergic to peanuts'); null for nothing. */
      specialInstructions: z.string().nullable(),
    }),
  ),
  total: z.number(),
  status: orderStatusSchema,
  createdAt: z.string(),
  pickupTime: z.string(),
  /** Of a cancelled order: who cancelled it, and the reason the restaurant gave (null for none). */
  cancelledBy: z.enum(['customer', 'restaurant']).nullable(),
  cancellationReason: z.string().nullable(),
  /**
   * The special day, added after the order, whose hours leave its pickup time out (closed for Christmas Day),
   * while the owner has neither kept nor cancelled the order; null otherwise.
   */
  outsideHours: outsideHoursDaySchema.nullable(),
});
export type PickupRow = z.infer<typeof pickupRowSchema>;

/** `PUT /api/orders/pickups/status`. */
export const pickupStatusBodySchema = z.object({
  orderId: z.string({ error: 'Please choose an order' }).trim().min(1, 'Please choose an order').max(64),
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: `Status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
});
export type PickupStatusBody = z.infer<typeof pickupStatusBodySchema>;

/** Whether an order still needs the kitchen's attention (not completed, cancelled or delivered). */
export function isActivePickup(status: OrderStatus): boolean {
  return !isTerminalStatus(status);
}

/** The words of the admin's status badge and selector. */
export const PICKUP_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
};
