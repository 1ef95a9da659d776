import type { Order } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { orderCardPickup } from './order-card-pickup';

const zone = 'America/Chicago';
const order = (
  status: Order['status'],
  statusHistory: Order['statusHistory'] = [],
): Parameters<typeof orderCardPickup>[0] => ({
  status,
  pickupTime: '2026-11-28T01:00:00.000Z',
  estimatedDeliveryTime: '2026-11-28T01:00:00.000Z',
  statusHistory,
});

describe('the pickup line of an order card', () => {
  it('shows the pickup time while the order is coming', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
      expect(orderCardPickup(order(status), zone)).toEqual({
        label: 'Pickup:',
        time: 'November 27, 2026 7:00 PM',
      });
    }
  });

  it('keeps the pickup time on a ready order, which has no estimate left', () => {
    expect(orderCardPickup({ ...order('ready'), estimatedDeliveryTime: null }, zone)).toEqual({
      label: 'Pickup:',
      time: 'November 27, 2026 7:00 PM',
    });
  });

  it('promises no pickup time on a cancelled order', () => {
    expect(orderCardPickup(order('cancelled'), zone)).toBeNull();
  });

  it('says when a picked-up order was picked up, from its history', () => {
    const history = [
      { status: 'pending', message: 'Order placed', timestamp: '2026-11-27T18:00:00.000Z' },
      { status: 'completed', message: 'Picked up', timestamp: '2026-11-28T01:12:00.000Z' },
    ] as Order['statusHistory'];
    expect(orderCardPickup(order('completed', history), zone)).toEqual({
      label: 'Picked up:',
      time: 'November 27, 2026 7:12 PM',
    });
  });

  it('falls back to the pickup time when the history does not say', () => {
    expect(orderCardPickup(order('completed'), zone)?.label).toBe('Picked up:');
    expect(orderCardPickup(order('completed'), zone)?.time).toBe('November 27, 2026 7:00 PM');
  });
});
