import { describe, expect, it } from 'vitest';
import { statusBars } from './overview-bars';

const orders = { total: 8, today: 1, pending: 1, active: 2, completed: 4, cancelled: 1 };

describe('overview status bars', () => {
  it('gives each status its share of all orders, in the order statuses are listed', () => {
    expect(statusBars(orders).map(({ id, count, percent }) => [id, count, percent])).toEqual([
      ['completed', 4, 50],
      ['active', 2, 25],
      ['pending', 1, 13],
      ['cancelled', 1, 13],
    ]);
  });

  it('shows 0% everywhere when there are no orders yet', () => {
    const none = { total: 0, today: 0, pending: 0, active: 0, completed: 0, cancelled: 0 };
    expect(statusBars(none).map((bar) => bar.percent)).toEqual([0, 0, 0, 0]);
  });
});
