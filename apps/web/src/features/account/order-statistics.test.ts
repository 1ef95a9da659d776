import { describe, expect, it } from 'vitest';
import { orderStatistics } from './order-statistics';

describe('orderStatistics', () => {
  it('counts the orders that were not cancelled, and sums to the cent only what was paid for picked-up ones', () => {
    expect(
      orderStatistics([
        { total: 12.1, status: 'completed', paymentStatus: 'paid' },
        { total: 0.2, status: 'completed', paymentStatus: 'paid' },
        { total: 30, status: 'cancelled', paymentStatus: 'pending' },
        { total: 7.7, status: 'ready', paymentStatus: 'pending' },
        { total: 9.5, status: 'pending', paymentStatus: 'pending' },
      ]),
    ).toEqual({ orders: 4, spent: 12.3 });
  });

  it('gives 0 and $0 for no orders', () => {
    expect(orderStatistics([])).toEqual({ orders: 0, spent: 0 });
  });

  it('refuses an answer that is not a list', () => {
    expect(() => orderStatistics({ orders: [] })).toThrow('Failed to fetch orders');
  });
});
