import { toCents, toDollars } from '@flame/shared';

export interface OrderStatistics {
  /** Orders placed and not cancelled. */
  orders: number;
  /** Dollars paid for picked-up orders, summed in cents so it never drifts. */
  spent: number;
}

/**
 * 'Order Statistics' of the profile, counted as a customer reads them: the orders that were not
 * cancelled, and the money spent, which is only what was paid for orders picked up (an order in the kitchen or
 * not yet paid has cost nothing yet). Reads any list of `{ total, status, paymentStatus }`.
 */
export function orderStatistics(orders: unknown): OrderStatistics {
  if (!Array.isArray(orders)) throw new Error('Failed to fetch orders');
  let count = 0;
  let cents = 0;
  for (const order of orders as { total?: unknown; status?: unknown; paymentStatus?: unknown }[]) {
    if (order.status === 'cancelled') continue;
    count += 1;
    const paidPickup = order.status === 'completed' && order.paymentStatus === 'paid';
    if (paidPickup && typeof order.total === 'number' && Number.isFinite(order.total)) {
      cents += toCents(order.total);
    }
  }
  return { orders: count, spent: toDollars(cents) };
}
