import { pickupMovedMessage, type Order } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { movedPickupText } from './moved-pickup-text';

const zone = 'America/Chicago';
const placed = { status: 'pending', message: 'Order placed', timestamp: '2026-11-27T15:00:00.000Z' } as const;
const movedTo = (pickupTime: string): Pick<Order, 'pickupTime' | 'statusHistory'> => ({
  pickupTime,
  statusHistory: [
    placed,
    {
      status: 'confirmed',
      message: pickupMovedMessage(new Date(pickupTime), new Date(placed.timestamp), zone),
      timestamp: placed.timestamp,
    },
  ],
});
/** 9:00 AM on Friday, November 27, 2026 in Chicago. */
const now = new Date('2026-11-27T15:00:00.000Z');

describe('the line of a pickup the restaurant moved', () => {
  it('says nothing when the pickup was not moved', () => {
    expect(
      movedPickupText({ pickupTime: '2026-11-27T18:45:00.000Z', statusHistory: [placed] }, now, zone),
    ).toBeNull();
  });

  it('gives the clock time for a pickup today, on the restaurant’s clock', () => {
    expect(movedPickupText(movedTo('2026-11-27T18:45:00.000Z'), now, zone)).toBe(
      'Moved by the restaurant (now 12:45 PM)',
    );
  });

  it('names the day of a pickup moved to another day', () => {
    expect(movedPickupText(movedTo('2026-11-28T18:45:00.000Z'), now, zone)).toBe(
      'Moved by the restaurant (now Tomorrow, 12:45 PM)',
    );
    expect(movedPickupText(movedTo('2026-11-30T18:45:00.000Z'), now, zone)).toBe(
      'Moved by the restaurant (now Mon, Nov 30, 12:45 PM)',
    );
  });

  it('reads the day in the restaurant’s zone, not UTC: 11:30 PM in Chicago is tomorrow in UTC', () => {
    expect(movedPickupText(movedTo('2026-11-28T05:30:00.000Z'), now, zone)).toBe(
      'Moved by the restaurant (now 11:30 PM)',
    );
  });
});
