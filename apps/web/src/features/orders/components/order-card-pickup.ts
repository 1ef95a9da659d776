import { formatPickupTime, type Order } from '@flame/shared';

export type OrderCardPickup = { label: 'Pickup:' | 'Picked up:'; time: string };

/**
 * The pickup line of an order card: the pickup time while the order is coming, when it was picked up once it
 * was (the history's entry, else the pickup time), and none for a cancelled order, which will not be picked up.
 */
export function orderCardPickup(
  order: Pick<Order, 'status' | 'estimatedDeliveryTime' | 'pickupTime' | 'statusHistory'>,
  timeZone: string | undefined,
): OrderCardPickup | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'completed' || order.status === 'delivered') {
    const handedOver = order.statusHistory.findLast((entry) => entry.status === order.status)?.timestamp;
    return { label: 'Picked up:', time: formatPickupTime(handedOver ?? order.pickupTime, timeZone) };
  }
  // A ready order has no estimate left: its pickup time still stands.
  return {
    label: 'Pickup:',
    time: formatPickupTime(order.estimatedDeliveryTime ?? order.pickupTime, timeZone),
  };
}
