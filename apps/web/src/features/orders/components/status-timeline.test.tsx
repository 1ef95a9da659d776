import type { Order } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTimeline } from './status-timeline';

const ZONE = 'America/Chicago';

function orderWith(status: Order['status'], history: Array<[Order['status'], string, string]>): Order {
  return {
    status,
    statusHistory: history.map(([entryStatus, message, timestamp]) => ({
      status: entryStatus,
      message,
      timestamp,
    })),
  } as Order;
}

const stepTime = (label: string) =>
  screen.getByText(label).closest('li')!.querySelector('time')?.getAttribute('datetime');

describe('StatusTimeline', () => {
  it('times each step when it was first reached, not by a later entry that keeps the status', () => {
    render(
      <StatusTimeline
        timeZone={ZONE}
        order={orderWith('confirmed', [
          ['pending', 'Order placed', '2026-11-27T14:00:00.000Z'],
          ['pending', 'Pickup time moved to 10:30 AM', '2026-11-27T15:00:00.000Z'],
          ['confirmed', 'Order confirmed by the restaurant', '2026-11-27T15:05:00.000Z'],
          ['confirmed', 'Pickup time moved to 10:45 AM', '2026-11-27T15:10:00.000Z'],
        ])}
      />,
    );
    expect(stepTime('Order Placed')).toBe('2026-11-27T14:00:00.000Z');
    expect(stepTime('Order Confirmed')).toBe('2026-11-27T15:05:00.000Z');
    expect(screen.getByText('Order Placed').closest('li')).toHaveTextContent('Nov 27, 8:00 AM');
    expect(stepTime('Preparing')).toBeUndefined();
  });
});
