import { PICKUP_MOVED_PREFIX, pickupMoveLabel, type Order } from '@flame/shared';

/**
 * 'Moved by the restaurant (now Tomorrow, 12:45 PM)' once the restaurant moved the pickup, else null. Only the
 * restaurant's move changes an order's pickup time, so the time is the order's own, read on the restaurant's
 * clock the way the owner chose it: the clock time today, else 'Tomorrow' or the day's date.
 */
export function movedPickupText(
  order: Pick<Order, 'pickupTime' | 'statusHistory'>,
  now: Date,
  timeZone: string | undefined,
): string | null {
  const moved = order.statusHistory.some((entry) => entry.message.startsWith(PICKUP_MOVED_PREFIX));
  if (!moved) return null;
  return `Moved by the restaurant (now ${pickupMoveLabel(new Date(order.pickupTime), now, timeZone)})`;
}
