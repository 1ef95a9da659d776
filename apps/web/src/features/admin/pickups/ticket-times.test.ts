import { describe, expect, it } from 'vitest';
import { ticketPickupTime } from './ticket-times';

describe('ticketPickupTime', () => {
  it("reads the instant in the restaurant's zone, not the device's", () => {
    expect(ticketPickupTime('2026-11-27T02:30:00.000Z', 'America/New_York')).toEqual({
      time: '9:30 PM',
      day: 'Thu, Nov 26',
    });
    expect(ticketPickupTime('2026-11-27T02:30:00.000Z', 'Asia/Kathmandu')).toEqual({
      time: '8:15 AM',
      day: 'Fri, Nov 27',
    });
  });

  it('follows daylight saving time', () => {
    expect(ticketPickupTime('2026-07-01T22:00:00.000Z', 'America/New_York').time).toBe('6:00 PM');
    expect(ticketPickupTime('2026-12-01T23:00:00.000Z', 'America/New_York').time).toBe('6:00 PM');
  });
});
