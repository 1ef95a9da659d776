import type { OrderStatus } from '@flame/shared';
import type { EventBus, SqlExecutor } from '../../plugins/event-bus';

/** The bus channel of order changes; the admin's live board listens to it too. */
export const ORDER_EVENTS_CHANNEL = 'orders';

export interface OrderBusEvent {
  type: 'created' | 'status' | 'tracking' | 'pickup_moved' | 'lines_changed';
  orderId: string;
  userId: string | null;
  restaurantId: string;
  status: OrderStatus;
  at: string;
  /** Who made a status change: the dashboard alerts when a customer cancels. */
  by?: 'customer' | 'restaurant';
  /** The status a status change left: a customer's cancellation of an accepted order alerts loudly. */
  from?: OrderStatus;
  /** The order's number, as the dashboard's alert names it. */
  orderNumber?: number;
}

export function isOrderBusEvent(value: unknown): value is OrderBusEvent {
  const event = value as Partial<OrderBusEvent> | null;
  return typeof event?.orderId === 'string' && typeof event.status === 'string';
}

/** Announces an order change on every instance; published in the change's transaction, it goes out at commit. */
export function publishOrderEvent(bus: EventBus, event: OrderBusEvent, executor: SqlExecutor) {
  return bus.publish(ORDER_EVENTS_CHANNEL, event, executor);
}
