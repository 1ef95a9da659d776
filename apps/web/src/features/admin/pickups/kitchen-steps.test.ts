import { canTransition, ORDER_STATUSES, type OrderStatus, type PickupRow } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { kitchenGroups, nextKitchenStep } from './kitchen-steps';

function row(id: string, status: OrderStatus): PickupRow {
  return {
    _id: id,
    shortId: id.toUpperCase(),
    orderNumber: 1000,
    source: 'online',
    customerName: 'Alice Baker',
    phone: '(555) 123-4567',
    itemCount: 1,
    items: [{ name: 'Veg Momo', quantity: 1, options: [], specialInstructions: null }],
    total: 10,
    status,
    createdAt: '2026-11-27T16:00:00.000Z',
    pickupTime: '2026-11-28T00:30:00.000Z',
    cancelledBy: null,
    cancellationReason: null,
    outsideHours: null,
  };
}

describe('kitchenGroups', () => {
  it('puts pending in New, confirmed and preparing in In the kitchen, ready in Ready, in that order', () => {
    const groups = kitchenGroups([
      row('a', 'preparing'),
      row('b', 'pending'),
      row('c', 'ready'),
      row('d', 'confirmed'),
      row('e', 'pending'),
    ]);
    expect(groups.map((group) => [group.title, group.rows.map((r) => r._id)])).toEqual([
      ['New', ['b', 'e']],
      ['In the kitchen', ['a', 'd']],
      ['Ready', ['c']],
    ]);
  });

  it('keeps the three groups when empty and leaves closed orders out', () => {
    const groups = kitchenGroups([row('a', 'completed'), row('b', 'cancelled'), row('c', 'delivered')]);
    expect(groups.map((group) => [group.key, group.rows.length])).toEqual([
      ['new', 0],
      ['kitchen', 0],
      ['ready', 0],
    ]);
  });
});

describe('nextKitchenStep', () => {
  it('offers one step forward along the pickup flow', () => {
    expect(nextKitchenStep('pending')).toEqual({ status: 'confirmed', label: 'Accept' });
    expect(nextKitchenStep('confirmed')).toEqual({ status: 'preparing', label: 'Start preparing' });
    expect(nextKitchenStep('preparing')).toEqual({ status: 'ready', label: 'Ready for pickup' });
    expect(nextKitchenStep('ready')).toEqual({ status: 'completed', label: 'Picked up' });
  });

  it('offers nothing for a closed or display-only order', () => {
    for (const status of ['completed', 'cancelled', 'delivered', 'out_for_delivery'] as const) {
      expect(nextKitchenStep(status)).toBeNull();
    }
  });

  it('only offers steps the server accepts', () => {
    for (const status of ORDER_STATUSES) {
      const step = nextKitchenStep(status);
      if (step) expect(canTransition(status, step.status)).toBe(true);
    }
  });
});
