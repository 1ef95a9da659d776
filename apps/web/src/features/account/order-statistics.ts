import { toCents, toDollars } from '@flame/shared';

export interface OrderStatistics {
  totalOrders: number;
  /** Dollars, summed in cents so it never drifts. */
  totalSpent: number;
}

/**
 * 'Order Statistics' of the profile (DESIGN.md 4.10): how many orders the customer placed and what they
 * spent. Cancelled orders count as orders but not as money spent. Reads any list of `{ total, status }`.
 */
export function orderStatistics(orders: unknown): OrderStatistics {
  if (!Array.isArray(orders)) throw new Error('Failed to fetch orders');
  let cents = 0;
  for (const order of orders as { total?: unknown; status?: unknown }[]) {
    if (order.status !== 'cancelled' && typeof order.total === 'number' && Number.isFinite(order.total)) {
      cents += toCents(order.total);
    }
  }
  return { totalOrders: orders.length, totalSpent: toDollars(cents) };
}
