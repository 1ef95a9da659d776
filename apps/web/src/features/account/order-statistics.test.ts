import { describe, expect, it } from 'vitest';
import { orderStatistics } from './order-statistics';

describe('orderStatistics', () => {
  it('counts the orders and sums what was spent to the cent, leaving cancelled orders out of the sum', () => {
    expect(
      orderStatistics([
        { total: 12.1, status: 'completed' },
        { total: 0.2, status: 'pending' },
        { total: 30, status: 'cancelled' },
        { total: 7.7, status: 'ready' },
      ]),
    ).toEqual({ totalOrders: 4, totalSpent: 20 });
  });

  it('gives 0 and $0 for no orders', () => {
    expect(orderStatistics([])).toEqual({ totalOrders: 0, totalSpent: 0 });
  });

  it('refuses an answer that is not a list', () => {
    expect(() => orderStatistics({ orders: [] })).toThrow('Failed to fetch orders');
  });
});
