import { ORDER_STATUS_MESSAGES } from '@flame/shared';
import { newId } from '../../lib/ids';
import { eventText } from '../../plugins/event-bus';
import { ORDER_EVENTS_CHANNEL, type OrderBusEvent } from './order-events';

/**
 * A new order's first history entry ('pending', with its message) and the bus's 'created' event about it, which
 * the insert statement sends when it commits: the same for an online order and one the restaurant takes.
 */
export function newOrderEvent(order: { id: string; userId: string | null; restaurantId: string }, now: Date) {
  const event = {
    id: newId(),
    orderId: order.id,
    status: 'pending' as const,
    message: ORDER_STATUS_MESSAGES.pending,
    createdAt: now,
  };
  const notification = eventText(ORDER_EVENTS_CHANNEL, {
    type: 'created',
    orderId: order.id,
    userId: order.userId,
    restaurantId: order.restaurantId,
    status: 'pending',
    at: now.toISOString(),
  } satisfies OrderBusEvent);
  return { event, notification };
}
